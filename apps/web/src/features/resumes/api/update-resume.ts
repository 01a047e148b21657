import type { PatchResumeRequest, ResumeDetail } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { resumeQueryKey } from './get-resume';

export type UpdateResumeInput = { id: number } & PatchResumeRequest;

/** Saves corrections of a resume's parsed data; the uploaded PDF is never changed. */
export async function updateResume({ id, data }: UpdateResumeInput): Promise<ResumeDetail> {
  return apiJson<ResumeDetail>('PATCH', `/api/resumes/${id}`, { data }, { redirectOnAuthError: true });
}

export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResume,
    onSuccess: (saved) => {
      queryClient.setQueryData(resumeQueryKey(saved.id), saved);
    },
  });
}
