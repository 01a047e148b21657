import type { TailoredResumeSummary } from '@tailor/core/contracts/tailored';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export type TailoredResumeListItem = Pick<
  TailoredResumeSummary,
  'id' | 'companyName' | 'positionName' | 'createdAt'
> &
  Partial<TailoredResumeSummary>;

/** All tailored resumes of the user, newest first. */
export async function fetchTailoredResumes(signal?: AbortSignal): Promise<TailoredResumeListItem[]> {
  const items = await apiJson<TailoredResumeListItem[]>('GET', '/api/tailored-resumes', undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to fetch tailored resumes',
    signal,
  });
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export function tailoredResumesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.tailoredResumes, 'list'],
    queryFn: ({ signal }) => fetchTailoredResumes(signal),
  });
}

export function useTailoredResumes() {
  return useQuery(tailoredResumesQueryOptions());
}
