import type { PatchResumeRequest, ResumeDetail } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { HttpError } from '@/lib/errors';
import { withToasts } from '@/lib/query-client';
import { resumeQueryOptions } from './get-resume';

export type UpdateResumeInput = { id: number } & PatchResumeRequest;

/** Saves corrections of a resume's parsed data; the uploaded PDF is never changed. */
export function updateResume({ id, data }: UpdateResumeInput): Promise<ResumeDetail> {
  return apiJson<ResumeDetail>('PATCH', `/api/resumes/${id}`, { data }, { redirectOnAuthError: true });
}

export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResume,
    // "Save failed" when the server refused, "Save error" when no answer came (doc 2 §8).
    meta: withToasts({
      success: () => ({ title: 'Resume saved!' }),
      error: (error) =>
        error instanceof HttpError
          ? { title: 'Save failed', description: 'Failed to save your resume' }
          : { title: 'Save error', description: 'There was an issue saving your changes' },
    }),
    onSuccess: (saved) => {
      queryClient.setQueryData(resumeQueryOptions(saved.id).queryKey, saved);
    },
  });
}
