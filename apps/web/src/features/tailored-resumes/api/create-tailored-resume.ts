import { USER_REFETCH_AFTER_TAILOR_MS } from '@tailor/core/constants';
import type { CreateTailoredResumeRequest, TailoredResume } from '@tailor/core/contracts/tailored';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { TAILORED_RESUMES_QUERY_KEY } from './get-tailored-resumes';

const USER_KEY = ['/api/auth/user'] as const;

/** Starts a tailoring: the server takes one credit and answers 201 with a `processing` tailored resume. */
export async function createTailoredResume(input: CreateTailoredResumeRequest): Promise<TailoredResume> {
  return apiJson<TailoredResume>('POST', '/api/tailored-resumes', input, { redirectOnAuthError: true });
}

/**
 * After tailoring starts or ends the credit pill, resume counts and tailored lists change. The user is
 * fetched again after a moment too, so a credit change committed just after the answer still shows (doc 1 §4).
 */
export function refreshAfterTailoring(queryClient: QueryClient): Promise<unknown> {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  }, USER_REFETCH_AFTER_TAILOR_MS);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_KEY }),
    queryClient.invalidateQueries({ queryKey: TAILORED_RESUMES_QUERY_KEY }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/resumes'),
    }),
  ]);
}

export function useCreateTailoredResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTailoredResume,
    // A refused call (402) changes nothing, but a failed one may have been refunded: refresh either way.
    onSettled: () => refreshAfterTailoring(queryClient),
  });
}
