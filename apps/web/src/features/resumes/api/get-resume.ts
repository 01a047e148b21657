import type { ResumeDetail } from '@tailor/core/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn, withRaisedMessage } from '@/lib/api';

export function resumeQueryKey(id: number) {
  return [`/api/resumes/${id}`] as const;
}

export function useResume(id: number) {
  return useQuery<ResumeDetail>({
    queryKey: resumeQueryKey(id),
    queryFn: (context) =>
      withRaisedMessage('Failed to fetch resume', async () => {
        const resume = await getQueryFn<ResumeDetail>({ on401: 'throw', redirectOnAuthError: true })(context);
        if (!resume) throw new Error('Failed to fetch resume');
        return resume;
      }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
