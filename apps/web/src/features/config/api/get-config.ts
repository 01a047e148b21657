import type { ConfigResponse } from '@tailor/core/contracts/config';
import { useQuery } from '@tanstack/react-query';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Public feature flags and payment settings, cached for 5 minutes (doc 2 §7). */
export function useConfig() {
  return useQuery<ConfigResponse>({ queryKey: ['/api/config'], staleTime: FIVE_MINUTES_MS });
}
