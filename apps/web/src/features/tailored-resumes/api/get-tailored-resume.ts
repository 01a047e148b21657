import type { TailoredResume } from '@tailor/core/contracts/tailored';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export function tailoredResumeQueryKey(id: number) {
  return [`/api/tailored-resumes/${id}`] as const;
}

export async function fetchTailoredResume(id: number, signal?: AbortSignal): Promise<TailoredResume> {
  return apiJson<TailoredResume>('GET', `/api/tailored-resumes/${id}`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
}

/** One tailored resume; `pollMs` refetches while its jsonData has not arrived yet. */
export function useTailoredResume(id: number, options?: { pollMs?: number; maxFetches?: number }) {
  return useQuery({
    queryKey: tailoredResumeQueryKey(id),
    queryFn: ({ signal }) => fetchTailoredResume(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => {
      if (!options?.pollMs) return false;
      const data = query.state.data;
      if (!data || data.jsonData || data.status === 'failed') return false;
      if (options.maxFetches && query.state.dataUpdateCount >= options.maxFetches) return false;
      return options.pollMs;
    },
  });
}
