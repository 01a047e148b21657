import type { CreditHistoryResponse } from '@tailor/core/contracts/admin';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchCreditHistory(userId: number, signal?: AbortSignal): Promise<CreditHistoryResponse> {
  return apiJson<CreditHistoryResponse>('GET', `/api/admin/users/${userId}/credit-history`, undefined, {
    errorMessage: 'Failed to fetch credit history',
    signal,
  });
}

/** `null`: no user chosen yet, nothing to fetch. */
export function creditHistoryQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: [...queryRoots.admin, 'credit-history', userId],
    queryFn: userId === null ? skipToken : ({ signal }) => fetchCreditHistory(userId, signal),
  });
}

export function useCreditHistory(userId: number | null) {
  return useQuery(creditHistoryQueryOptions(userId));
}
