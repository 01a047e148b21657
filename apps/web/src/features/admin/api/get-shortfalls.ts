import type { ShortfallsResponse } from '@tailor/core/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchShortfalls(signal?: AbortSignal): Promise<ShortfallsResponse> {
  return apiJson<ShortfallsResponse>('GET', '/api/admin/shortfalls', undefined, {
    errorMessage: 'Failed to fetch unrecovered credits',
    signal,
  });
}

export function shortfallsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.admin, 'shortfalls'],
    queryFn: ({ signal }) => fetchShortfalls(signal),
  });
}

export function useShortfalls() {
  return useQuery(shortfallsQueryOptions());
}
