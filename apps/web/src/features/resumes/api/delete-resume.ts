import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { RESUMES_QUERY_KEY } from './get-resumes';

export async function deleteResume(id: number): Promise<{ success: true }> {
  try {
    return await apiJson<{ success: true }>('DELETE', `/api/resumes/${id}`, undefined, {
      redirectOnAuthError: true,
    });
  } catch {
    throw new Error('Failed to delete resume');
  }
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async (_data, id) => {
      toast({ title: 'Resume deleted', description: 'Your resume has been successfully deleted' });
      queryClient.removeQueries({ queryKey: [`/api/resumes/${id}`] });
      queryClient.removeQueries({ queryKey: [`/api/resumes/${id}/file`] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RESUMES_QUERY_KEY, exact: true }),
        // Tailored rows show their source resume's name, which is now gone.
        queryClient.invalidateQueries({ queryKey: ['/api/tailored-resumes'] }),
      ]);
    },
    onError: () => {
      toast({ title: 'Delete failed', description: 'Failed to delete resume', variant: 'destructive' });
    },
  });
}
