import type { ConfigResponse } from '@tailor/core/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api';
import { queryRoots } from './query-keys';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function fetchConfig(signal?: AbortSignal): Promise<ConfigResponse> {
  return apiJson<ConfigResponse>('GET', '/api/config', undefined, { signal });
}

/** Public feature flags and payment settings (app-wide, like the user), cached for 5 minutes (doc 2 §7). */
export function configQueryOptions() {
  return queryOptions({
    queryKey: queryRoots.config,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: FIVE_MINUTES_MS,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
