import type { SetCreditsResponse } from '@tailor/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { CREDIT_HISTORY_QUERY_KEY } from './get-credit-history';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function setCredits(options: { userId: number; credits: number }): Promise<SetCreditsResponse> {
  return apiJson<SetCreditsResponse>('PATCH', `/api/admin/users/${options.userId}/credits`, {
    credits: options.credits,
  });
}

export function useSetCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { userId: number; credits: number; label: string }) => setCredits(options),
    onSuccess: async (updated, { label }) => {
      toast({ title: 'Credits updated', description: `Credits for ${label} updated to ${updated.credits}` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [...CREDIT_HISTORY_QUERY_KEY, updated.id] }),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Error updating credits',
        description: getErrorMessage(error, 'Failed to update credits'),
        variant: 'destructive',
      });
    },
  });
}
