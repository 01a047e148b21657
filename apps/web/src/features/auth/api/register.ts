import { type AuthResponse, type RegisterRequest, RegisterRequestSchema } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { withToasts } from '@/lib/query-client';

/**
 * Checks the form with the same schema the server uses before sending it, so a short password reads
 * "Password must be at least 8 characters" — the schema's own words, never the API's "password: …" form.
 */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const checked = RegisterRequestSchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Registration failed');
  return apiJson<AuthResponse>('POST', '/api/auth/register', body, {
    fallbackMessage: 'Registration failed',
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: withToasts({
      success: () => ({ title: 'Registration successful', description: 'Account created successfully!' }),
      error: () => ({ title: 'Registration failed' }),
    }),
    onSuccess: (data) => {
      queryClient.setQueryData(userQueryOptions().queryKey, data.user);
    },
  });
}
