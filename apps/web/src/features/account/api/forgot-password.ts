import type { ForgotPasswordRequest } from '@tailor/core/contracts/account';
import type { MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

/** A failure is shown in the form itself (`error.message`). */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/forgot-password', body, {
    fallbackMessage: 'Failed to send the email',
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
