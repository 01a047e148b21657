import type { ChangesSummary } from '@tailor/core/changes';
import type { TailoredResume } from '@tailor/core/contracts/tailored';
import type { ResumeData } from '@tailor/core/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { HttpError } from '@/lib/errors';
import { withToasts } from '@/lib/query-client';
import { tailoredResumeQueryOptions } from './get-tailored-resume';
import { tailoredResumesQueryOptions } from './get-tailored-resumes';
import { regenerateTailoredPdf } from './regenerate-tailored-pdf';

export type UpdateTailoredResumeInput = { id: number; resume: ResumeData; changes?: ChangesSummary };

/** Saves the edited resume (with its visibility settings, see decision 007). */
export function updateTailoredResume(input: UpdateTailoredResumeInput): Promise<TailoredResume> {
  const jsonData = input.changes
    ? { resume: input.resume, changes: input.changes }
    : { resume: input.resume };
  return apiJson<TailoredResume>(
    'PATCH',
    `/api/tailored-resumes/${input.id}`,
    { jsonData },
    {
      redirectOnAuthError: true,
    },
  );
}

/**
 * Save, then clear the cached PDF, which no longer matches (a failure there is ignored). "Save failed" when the
 * server refused, "Save error" when no answer came (doc 2 §8).
 */
export function useUpdateTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateTailoredResumeInput) => {
      const saved = await updateTailoredResume(input);
      await regenerateTailoredPdf(saved.id).catch(() => undefined);
      return saved;
    },
    meta: withToasts({
      success: () => ({ title: 'Resume saved!' }),
      error: (error) =>
        error instanceof HttpError
          ? { title: 'Save failed', description: 'Failed to save your tailored resume' }
          : { title: 'Save error', description: 'There was an issue saving your changes' },
    }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tailoredResumeQueryOptions(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: tailoredResumesQueryOptions().queryKey, exact: true });
    },
  });
}
