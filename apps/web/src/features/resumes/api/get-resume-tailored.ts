import type { TailoredResumeSummary } from '@tailor/core/contracts/tailored';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn, withRaisedMessage } from '@/lib/api';

/** Only the fields this screen relies on are required; the server may send the full summary. */
export type ResumeTailoredVersion = Pick<
  TailoredResumeSummary,
  'id' | 'companyName' | 'positionName' | 'createdAt'
> &
  Partial<TailoredResumeSummary>;

export function useResumeTailoredVersions(resumeId: number) {
  return useQuery<ResumeTailoredVersion[]>({
    queryKey: [`/api/resumes/${resumeId}/tailored`],
    queryFn: (context) =>
      withRaisedMessage(
        'Failed to fetch tailored resumes',
        async () =>
          (await getQueryFn<ResumeTailoredVersion[]>({ on401: 'throw', redirectOnAuthError: true })(
            context,
          )) ?? [],
      ),
    enabled: Number.isInteger(resumeId) && resumeId > 0,
  });
}
