import type { CreateUserResponse } from '@tailor/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { rememberCreatedUser } from '../created-users';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function createUser(email: string): Promise<CreateUserResponse> {
  return apiJson<CreateUserResponse>('POST', '/api/admin/users', { email });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (created) => {
      rememberCreatedUser(created);
      toast({
        title: 'User created',
        description: `${created.email} can sign in with the password shown in the table.`,
      });
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
    onError: (error) => {
      toast({
        title: 'Error creating user',
        description: getErrorMessage(error, 'Failed to create user'),
        variant: 'destructive',
      });
    },
  });
}
