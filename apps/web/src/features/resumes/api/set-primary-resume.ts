import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { resumeQueryOptions } from './get-resume';
import { resumesQueryOptions } from './get-resumes';

export type PrimaryResumeInput = Pick<ResumeSummary, 'id' | 'name'>;

export function setPrimaryResume(id: number): Promise<ResumeSummary> {
  return apiJson<ResumeSummary>('POST', `/api/resumes/${id}/set-primary`, undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to set primary resume',
  });
}

export function useSetPrimaryResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: PrimaryResumeInput) => setPrimaryResume(resume.id),
    meta: withToasts<ResumeSummary, PrimaryResumeInput>({
      success: (_data, resume) => ({
        title: 'Primary resume set',
        description: `"${resume.name}" is now your primary resume`,
      }),
      error: () => ({ title: 'Failed to set primary', description: 'Failed to set resume as primary' }),
    }),
    onSuccess: async (_data, resume) => {
      await queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey, exact: true });
      await queryClient.invalidateQueries({ queryKey: resumeQueryOptions(resume.id).queryKey });
    },
  });
}
