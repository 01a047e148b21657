import type { AuthResponse, LoginRequest } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { withToasts } from '@/lib/query-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/login', body, { fallbackMessage: 'Login failed' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: withToasts({
      success: () => ({ title: 'Login successful', description: 'Welcome back!' }),
      error: () => ({ title: 'Login failed' }),
    }),
    onSuccess: (data) => {
      queryClient.setQueryData(userQueryOptions().queryKey, data.user);
    },
  });
}
