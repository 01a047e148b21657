import type { ResumeDetail } from '@tailor/core/contracts/resumes';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchResume(id: number, signal?: AbortSignal): Promise<ResumeDetail> {
  return apiJson<ResumeDetail>('GET', `/api/resumes/${id}`, undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to fetch resume',
    signal,
  });
}

/** One resume with its parsed data; the key is also the prefix of its file and tailored-versions queries. */
export function resumeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryRoots.resumes, id],
    queryFn: Number.isInteger(id) && id > 0 ? ({ signal }) => fetchResume(id, signal) : skipToken,
  });
}

export function useResume(id: number) {
  return useQuery(resumeQueryOptions(id));
}
