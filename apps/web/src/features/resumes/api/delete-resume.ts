import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { resumeQueryOptions } from './get-resume';
import { resumesQueryOptions } from './get-resumes';

export function deleteResume(id: number): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', `/api/resumes/${id}`, undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to delete resume',
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    meta: withToasts({
      success: () => ({ title: 'Resume deleted', description: 'Your resume has been successfully deleted' }),
      error: () => ({ title: 'Delete failed', description: 'Failed to delete resume' }),
    }),
    onSuccess: async (_data, id) => {
      // The resume, its file and its tailored versions.
      queryClient.removeQueries({ queryKey: resumeQueryOptions(id).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey, exact: true }),
        // Tailored rows show their source resume's name, which is now gone.
        queryClient.invalidateQueries({ queryKey: queryRoots.tailoredResumes }),
      ]);
    },
  });
}
