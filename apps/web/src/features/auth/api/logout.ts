import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { postToExtension } from '@/features/extension/handoff';
import { apiRequest } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { USER_QUERY_KEY } from './get-user';

export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    throw new Error(getErrorMessage(error, 'Logout failed'));
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      postToExtension({ type: 'tailor:logout' }); // the extension forgets its copy of the session token
      // Clear every cached query, then record "no user" so guards redirect without a refetch.
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Logged out successfully' });
      navigate('/auth', { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: error.message || 'Logout failed',
        variant: 'destructive',
      });
    },
  });
}
