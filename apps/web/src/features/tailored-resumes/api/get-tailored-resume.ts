import type { TailoredResume } from '@tailor/core/contracts/tailored';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchTailoredResume(id: number, signal?: AbortSignal): Promise<TailoredResume> {
  return apiJson<TailoredResume>('GET', `/api/tailored-resumes/${id}`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
}

/** One tailored resume; its key is also the prefix of its PDF's. */
export function tailoredResumeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryRoots.tailoredResumes, id],
    queryFn: Number.isInteger(id) && id > 0 ? ({ signal }) => fetchTailoredResume(id, signal) : skipToken,
  });
}

/** One tailored resume; `pollMs` refetches while its jsonData has not arrived yet. */
export function useTailoredResume(id: number, options?: { pollMs?: number; maxFetches?: number }) {
  return useQuery({
    ...tailoredResumeQueryOptions(id),
    refetchInterval: (query) => {
      if (!options?.pollMs) return false;
      const data = query.state.data;
      if (!data || data.jsonData || data.status === 'failed') return false;
      if (options.maxFetches && query.state.dataUpdateCount >= options.maxFetches) return false;
      return options.pollMs;
    },
  });
}
