import type { CreditHistoryResponse } from '@tailor/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiJson, withRaisedMessage } from '@/lib/api';

export const CREDIT_HISTORY_QUERY_KEY = ['credit-history'] as const;

export function getCreditHistory(userId: number): Promise<CreditHistoryResponse> {
  return withRaisedMessage('Failed to fetch credit history', () =>
    apiJson<CreditHistoryResponse>('GET', `/api/admin/users/${userId}/credit-history`),
  );
}

export function useCreditHistory(userId: number | null) {
  return useQuery({
    queryKey: [...CREDIT_HISTORY_QUERY_KEY, userId],
    queryFn: () => getCreditHistory(userId!),
    enabled: userId !== null,
  });
}
