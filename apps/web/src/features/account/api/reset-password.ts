import type { ResetPasswordRequest } from '@tailor/core/contracts/account';
import type { AuthResponse } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { withToasts } from '@/lib/query-client';

/** A failure is shown in the form itself (`error.message`). */
export function resetPassword(body: ResetPasswordRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/reset-password', body, {
    fallbackMessage: 'Failed to set your password',
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: withToasts({
      success: () => ({
        title: 'Password changed',
        description: 'You are signed in; every other session was ended.',
      }),
    }),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, data.user);
    },
  });
}
