import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { TAILORED_RESUMES_QUERY_KEY } from './get-tailored-resumes';

export async function deleteTailoredResume(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/tailored-resumes/${id}`, undefined, { redirectOnAuthError: true });
}

export function useDeleteTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTailoredResume,
    onSuccess: async () => {
      toast({ title: 'Resume Deleted', description: 'Tailored resume has been deleted successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TAILORED_RESUMES_QUERY_KEY }),
        // Per-resume tailored lists and counts on the resume cards.
        queryClient.invalidateQueries({
          predicate: (query) =>
            typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/resumes'),
        }),
      ]);
    },
    onError: () => {
      toast({
        title: 'Delete failed',
        description: 'Failed to delete tailored resume',
        variant: 'destructive',
      });
    },
  });
}
