import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { RESUMES_QUERY_KEY } from './get-resumes';

export async function setPrimaryResume(id: number): Promise<ResumeSummary> {
  try {
    return await apiJson<ResumeSummary>('POST', `/api/resumes/${id}/set-primary`, undefined, {
      redirectOnAuthError: true,
    });
  } catch {
    throw new Error('Failed to set primary resume');
  }
}

export function useSetPrimaryResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: Pick<ResumeSummary, 'id' | 'name'>) => setPrimaryResume(resume.id),
    onSuccess: async (_data, resume) => {
      toast({ title: 'Primary resume set', description: `"${resume.name}" is now your primary resume` });
      await queryClient.invalidateQueries({ queryKey: RESUMES_QUERY_KEY, exact: true });
      await queryClient.invalidateQueries({ queryKey: [`/api/resumes/${resume.id}`] });
    },
    onError: () => {
      toast({
        title: 'Failed to set primary',
        description: 'Failed to set resume as primary',
        variant: 'destructive',
      });
    },
  });
}
