import type { SetCreditsResponse } from '@tailor/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { creditHistoryQueryOptions } from './get-credit-history';
import { adminUsersQueryKey } from './get-users';

export type SetCreditsInput = { userId: number; credits: number; label: string };

export function setCredits(options: { userId: number; credits: number }): Promise<SetCreditsResponse> {
  return apiJson<SetCreditsResponse>(
    'PATCH',
    `/api/admin/users/${options.userId}/credits`,
    { credits: options.credits },
    { fallbackMessage: 'Failed to update credits' },
  );
}

export function useSetCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: SetCreditsInput) => setCredits(options),
    meta: withToasts<SetCreditsResponse, SetCreditsInput>({
      success: (updated, { label }) => ({
        title: 'Credits updated',
        description: `Credits for ${label} updated to ${updated.credits}`,
      }),
      error: () => ({ title: 'Error updating credits' }),
    }),
    onSuccess: async (updated) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: creditHistoryQueryOptions(updated.id).queryKey }),
      ]);
    },
  });
}
