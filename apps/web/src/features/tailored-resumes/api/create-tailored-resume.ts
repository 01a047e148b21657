import { USER_REFETCH_AFTER_TAILOR_MS } from '@tailor/core/constants';
import type { CreateTailoredResumeRequest, TailoredResume } from '@tailor/core/contracts/tailored';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { getErrorCode } from '@/lib/errors';
import { withToasts } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { tailoredResumesQueryOptions } from './get-tailored-resumes';

const FAILURE_TOAST_MS = 10_000;

/** Starts a tailoring: the server takes one credit and answers 201 with a `processing` tailored resume. */
export function createTailoredResume(input: CreateTailoredResumeRequest): Promise<TailoredResume> {
  return apiJson<TailoredResume>('POST', '/api/tailored-resumes', input, {
    redirectOnAuthError: true,
    fallbackMessage: 'Failed to tailor resume',
  });
}

/**
 * After tailoring starts or ends the credit pill, resume counts and tailored lists change. The user is
 * fetched again after a moment too, so a credit change committed just after the answer still shows (doc 1 §4).
 */
export function refreshAfterTailoring(queryClient: QueryClient): Promise<unknown> {
  const userKey = userQueryOptions().queryKey;
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: userKey });
  }, USER_REFETCH_AFTER_TAILOR_MS);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKey }),
    queryClient.invalidateQueries({ queryKey: tailoredResumesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryRoots.resumes }),
  ]);
}

/**
 * "Tailoring failed" with the server's reason ('Insufficient credits' for a refused credit). `onBuyCredits`:
 * the toast offers "Buy credits" when that was the reason.
 */
export function useCreateTailoredResume(options?: { onBuyCredits?: () => void }) {
  const queryClient = useQueryClient();
  const onBuyCredits = options?.onBuyCredits;
  return useMutation({
    mutationFn: createTailoredResume,
    meta: withToasts({
      error: (error) => ({
        title: 'Tailoring failed',
        duration: FAILURE_TOAST_MS,
        action:
          onBuyCredits && getErrorCode(error) === 'INSUFFICIENT_CREDITS'
            ? { label: 'Buy credits', altText: 'Buy more credits', onClick: onBuyCredits }
            : undefined,
      }),
    }),
    // A refused call (402) changes nothing, but a failed one may have been refunded: refresh either way.
    onSettled: () => refreshAfterTailoring(queryClient),
  });
}
