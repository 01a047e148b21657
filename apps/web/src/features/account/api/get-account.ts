import type { AccountResponse } from '@tailor/core/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchAccount(signal?: AbortSignal): Promise<AccountResponse> {
  return apiJson<AccountResponse>('GET', '/api/account', undefined, { redirectOnAuthError: true, signal });
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: queryRoots.account, queryFn: ({ signal }) => fetchAccount(signal) });
}

/** The account's sign-in state for Settings (email verified, password set, LinkedIn linked). */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
