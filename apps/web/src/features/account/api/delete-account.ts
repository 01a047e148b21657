import type { DeleteAccountRequest } from '@tailor/core/contracts/account';
import type { MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { postToExtension } from '@/lib/extension-handoff';
import { withToasts } from '@/lib/query-client';

export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', '/api/account', body, {
    fallbackMessage: 'Failed to delete your account',
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    meta: withToasts<MessageResponse, DeleteAccountRequest>({
      success: (data) => ({ title: 'Account deleted', description: data.message }),
      error: () => ({ title: 'Account not deleted' }),
    }),
    onSuccess: () => {
      postToExtension({ type: 'tailor:logout' });
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      navigate('/auth', { replace: true });
    },
  });
}
