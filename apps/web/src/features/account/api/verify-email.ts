import type { MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

/** The link's token; a failure is shown on the page itself (`error.message`). */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>(
    'POST',
    '/api/auth/verify-email',
    { token },
    {
      fallbackMessage: 'Failed to verify your email',
    },
  );
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
