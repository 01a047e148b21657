import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { tailoredResumesQueryOptions } from './get-tailored-resumes';

export async function deleteTailoredResume(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/tailored-resumes/${id}`, undefined, { redirectOnAuthError: true });
}

export function useDeleteTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTailoredResume,
    meta: withToasts({
      success: () => ({
        title: 'Resume Deleted',
        description: 'Tailored resume has been deleted successfully',
      }),
      error: () => ({ title: 'Delete failed', description: 'Failed to delete tailored resume' }),
    }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tailoredResumesQueryOptions().queryKey }),
        // Per-resume tailored lists and counts on the resume cards.
        queryClient.invalidateQueries({ queryKey: queryRoots.resumes }),
      ]);
    },
  });
}
