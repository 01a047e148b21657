import type { TailoredResumeSummary } from '@tailor/core/contracts/tailored';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Only the fields this screen relies on are required; the server may send the full summary. */
export type ResumeTailoredVersion = Pick<
  TailoredResumeSummary,
  'id' | 'companyName' | 'positionName' | 'createdAt'
> &
  Partial<TailoredResumeSummary>;

export function fetchResumeTailoredVersions(
  resumeId: number,
  signal?: AbortSignal,
): Promise<ResumeTailoredVersion[]> {
  return apiJson<ResumeTailoredVersion[]>('GET', `/api/resumes/${resumeId}/tailored`, undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to fetch tailored resumes',
    signal,
  });
}

/** Under the resume's key (resumes root), so any tailoring change refreshes it with the resume cards. */
export function resumeTailoredVersionsQueryOptions(resumeId: number) {
  return queryOptions({
    queryKey: [...queryRoots.resumes, resumeId, 'tailored'],
    queryFn:
      Number.isInteger(resumeId) && resumeId > 0
        ? ({ signal }) => fetchResumeTailoredVersions(resumeId, signal)
        : skipToken,
  });
}

export function useResumeTailoredVersions(resumeId: number) {
  return useQuery(resumeTailoredVersionsQueryOptions(resumeId));
}
