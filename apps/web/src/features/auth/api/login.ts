import type { AuthResponse, LoginRequest } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { USER_QUERY_KEY } from './get-user';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  try {
    return await apiJson<AuthResponse>('POST', '/api/auth/login', body);
  } catch (error) {
    throw new Error(getErrorMessage(error, 'Login failed'));
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.setQueryData(USER_QUERY_KEY, data.user);
      toast({ title: 'Login successful', description: 'Welcome back!' });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message || 'Login failed', variant: 'destructive' });
    },
  });
}
