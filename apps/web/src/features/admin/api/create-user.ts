import type { CreateUserResponse } from '@tailor/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { rememberCreatedUser } from '../created-users';
import { adminUsersQueryKey } from './get-users';

export function createUser(email: string): Promise<CreateUserResponse> {
  return apiJson<CreateUserResponse>(
    'POST',
    '/api/admin/users',
    { email },
    {
      fallbackMessage: 'Failed to create user',
    },
  );
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: withToasts<CreateUserResponse, string>({
      success: (created) => ({
        title: 'User created',
        description: `${created.email} can sign in with the password shown in the table.`,
      }),
      error: () => ({ title: 'Error creating user' }),
    }),
    onSuccess: async (created) => {
      rememberCreatedUser(created);
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
