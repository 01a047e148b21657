import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';

/** Clears the cached PDF so the next download renders it again. */
export function regenerateTailoredPdf(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/tailored-resumes/${id}/regenerate-pdf`, undefined, {
    redirectOnAuthError: true,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}

export function useRegenerateTailoredPdf() {
  return useMutation({
    mutationFn: regenerateTailoredPdf,
    meta: withToasts<{ message: string }, number>({
      success: (data) => ({ title: 'PDF Generated', description: data.message }),
      error: () => ({ title: 'PDF Regeneration Failed', description: 'Error regenerating PDF' }),
    }),
  });
}

/**
 * The "Fix PDF" action (doc 1 §2, doc 2 §8): clears the cached PDF, then opens the download page to draw
 * it again.
 */
export function useFixTailoredPdf(onFixed: (id: number) => void) {
  return useMutation({
    mutationFn: regenerateTailoredPdf,
    meta: withToasts<{ message: string }, number>({
      success: (data) => ({ title: 'PDF Generated', description: data.message }),
      error: () => ({ title: 'Error', description: 'Failed to regenerate PDF. Please try again.' }),
    }),
    onSuccess: (_data, id) => onFixed(id),
  });
}
