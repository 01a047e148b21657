import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { fetchTailoredResumes } from './get-tailored-resumes';
import { STATUS_POLL_MS } from './watch-tailored-status';

export const SINCE_MAX_TRIES = 30;

export type TailoredSinceWatch =
  | { state: 'waiting' }
  | { state: 'found'; id: number }
  | { state: 'timeout' }
  | { state: 'error'; error: unknown };

/** The newest tailored resume created at or after `startedAt`, or null while there is none. */
export async function fetchTailoredSince(startedAt: number, signal?: AbortSignal): Promise<number | null> {
  const items = await fetchTailoredResumes(signal);
  return items.find((item) => Date.parse(item.createdAt) >= startedAt)?.id ?? null;
}

/** Its own query (not the list's), so the tries are counted from this screen's first fetch. */
export function tailoredSinceQueryOptions(startedAt: number) {
  return queryOptions({
    queryKey: [...queryRoots.tailoredResumes, 'since', startedAt],
    queryFn: ({ signal }) => fetchTailoredSince(startedAt, signal),
    staleTime: 0,
    gcTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, status } = query.state;
      if (status === 'error' || (data ?? null) !== null || dataUpdateCount >= SINCE_MAX_TRIES) return false;
      return STATUS_POLL_MS;
    },
  });
}

/**
 * For a progress id that is a start timestamp (13 digits): polls the tailored list every 2 s, at most 30 times,
 * for the newest item created at or after that time (doc 2 §4).
 */
export function useTailoredSince(startedAt: number | null): TailoredSinceWatch {
  const options = tailoredSinceQueryOptions(startedAt ?? 0);
  const query = useQuery({ ...options, enabled: startedAt !== null });
  // Each fetch re-renders (its time changes), so the count read here is current.
  const tries = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  if (query.isError) return { state: 'error', error: query.error };
  if (typeof query.data === 'number') return { state: 'found', id: query.data };
  if (tries >= SINCE_MAX_TRIES) return { state: 'timeout' };
  return { state: 'waiting' };
}
