import type { TailoredResumeSummary } from '@tailor/core/contracts/tailored';
import { useQuery } from '@tanstack/react-query';
import { apiJson, withRaisedMessage } from '@/lib/api';

export const TAILORED_RESUMES_QUERY_KEY = ['/api/tailored-resumes'] as const;

export type TailoredResumeListItem = Pick<
  TailoredResumeSummary,
  'id' | 'companyName' | 'positionName' | 'createdAt'
> &
  Partial<TailoredResumeSummary>;

/** All tailored resumes of the user, newest first. */
export async function fetchTailoredResumes(signal?: AbortSignal): Promise<TailoredResumeListItem[]> {
  const items = await withRaisedMessage('Failed to fetch tailored resumes', () =>
    apiJson<TailoredResumeListItem[]>('GET', '/api/tailored-resumes', undefined, {
      redirectOnAuthError: true,
      signal,
    }),
  );
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export function useTailoredResumes() {
  return useQuery<TailoredResumeListItem[]>({
    queryKey: TAILORED_RESUMES_QUERY_KEY,
    queryFn: ({ signal }) => fetchTailoredResumes(signal),
  });
}
