import type { ChangePasswordRequest } from '@tailor/core/contracts/account';
import type { MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/account/password', body, {
    fallbackMessage: 'Failed to change your password',
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: withToasts<MessageResponse, ChangePasswordRequest>({
      success: (data) => ({ title: 'Password changed', description: data.message }),
      error: () => ({ title: 'Password not changed' }),
    }),
  });
}
