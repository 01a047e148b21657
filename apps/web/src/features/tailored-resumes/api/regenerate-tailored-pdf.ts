import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';

/** Clears the cached PDF so the next download renders it again. */
export async function regenerateTailoredPdf(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/tailored-resumes/${id}/regenerate-pdf`, undefined, {
    redirectOnAuthError: true,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}

export function useRegenerateTailoredPdf() {
  return useMutation({
    mutationFn: regenerateTailoredPdf,
    onSuccess: (data) => {
      toast({ title: 'PDF Generated', description: data.message });
    },
    onError: () => {
      toast({
        title: 'PDF Regeneration Failed',
        description: 'Error regenerating PDF',
        variant: 'destructive',
      });
    },
  });
}

/**
 * The "Fix PDF" action (doc 1 §2, doc 2 §8): clears the cached PDF, then opens the download page to draw
 * it again.
 */
export function useFixTailoredPdf(onFixed: (id: number) => void) {
  return useMutation({
    mutationFn: regenerateTailoredPdf,
    onSuccess: (data, id) => {
      toast({ title: 'PDF Generated', description: data.message });
      onFixed(id);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to regenerate PDF. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
