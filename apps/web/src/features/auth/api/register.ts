import { type AuthResponse, type RegisterRequest, RegisterRequestSchema } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { USER_QUERY_KEY } from './get-user';

/**
 * Checks the form with the same schema the server uses before sending it, so a short password reads
 * "Password must be at least 8 characters" — the schema's own words, never the API's "password: …" form.
 */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const checked = RegisterRequestSchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Registration failed');
  try {
    return await apiJson<AuthResponse>('POST', '/api/auth/register', body);
  } catch (error) {
    throw new Error(getErrorMessage(error, 'Registration failed'));
  }
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      queryClient.setQueryData(USER_QUERY_KEY, data.user);
      toast({ title: 'Registration successful', description: 'Account created successfully!' });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: error.message || 'Registration failed',
        variant: 'destructive',
      });
    },
  });
}
