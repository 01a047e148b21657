import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api';
import { userQueryOptions } from '@/lib/auth';
import { postToExtension } from '@/lib/extension-handoff';
import { withToasts } from '@/lib/query-client';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout', undefined, { fallbackMessage: 'Logout failed' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: withToasts({
      success: () => ({ title: 'Logged out successfully' }),
      error: () => ({ title: 'Logout failed' }),
    }),
    onSuccess: () => {
      postToExtension({ type: 'tailor:logout' }); // the extension forgets its copy of the session token
      // Clear every cached query, then record "no user" so guards redirect without a refetch.
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      navigate('/auth', { replace: true });
    },
  });
}

/**
 * "Sign in again" on the extension's hand-off page: ends whatever session is left (quietly; a failure changes
 * nothing) and opens the sign-in form for the extension.
 */
export function useSignInAgainForExtension() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      navigate('/auth?source=extension', { replace: true });
    },
  });
}
