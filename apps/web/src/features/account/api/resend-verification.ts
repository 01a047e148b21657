import type { MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';

export function resendVerification(): Promise<MessageResponse> {
  return apiJson<MessageResponse>(
    'POST',
    '/api/account/verification',
    {},
    {
      fallbackMessage: 'Failed to send the email',
    },
  );
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    meta: withToasts<MessageResponse, void>({
      success: (data) => ({ title: 'Verification email sent', description: data.message }),
      error: () => ({ title: 'Could not send the email' }),
    }),
  });
}
