import type { ChangesSummary } from '@tailor/core/changes';
import type { TailoredResume } from '@tailor/core/contracts/tailored';
import type { ResumeData } from '@tailor/core/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { tailoredResumeQueryKey } from './get-tailored-resume';
import { TAILORED_RESUMES_QUERY_KEY } from './get-tailored-resumes';

export type UpdateTailoredResumeInput = { id: number; resume: ResumeData; changes?: ChangesSummary };

/** Saves the edited resume (with its visibility settings, see decision 007). */
export async function updateTailoredResume(input: UpdateTailoredResumeInput): Promise<TailoredResume> {
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

export function useUpdateTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTailoredResume,
    onSuccess: (saved) => {
      queryClient.setQueryData(tailoredResumeQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: TAILORED_RESUMES_QUERY_KEY, exact: true });
    },
  });
}
