import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn, withRaisedMessage } from '@/lib/api';

export const RESUMES_QUERY_KEY = ['/api/resumes'] as const;

/** The user's resumes, sorted by id ascending. */
export function useResumes() {
  return useQuery<ResumeSummary[]>({
    queryKey: RESUMES_QUERY_KEY,
    queryFn: (context) =>
      withRaisedMessage('Failed to fetch resumes', async () => {
        const resumes =
          (await getQueryFn<ResumeSummary[]>({ on401: 'throw', redirectOnAuthError: true })(context)) ?? [];
        return [...resumes].sort((a, b) => a.id - b.id);
      }),
  });
}
