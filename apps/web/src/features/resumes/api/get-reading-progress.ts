import type { ReadingProgress } from '@tailor/core/contracts/resumes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { HttpError } from '@/lib/errors';
import { queryRoots } from '@/lib/query-keys';

const READING_POLL_MS = 1000;

/** Null when no one is signed in (the upload itself reports that). */
export async function fetchReadingProgress(signal?: AbortSignal): Promise<ReadingProgress | null> {
  try {
    return await apiJson<ReadingProgress>('GET', '/api/resumes/reading', undefined, { signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** While an upload is being read: the page OCR is on, for a scanned PDF (decision 068). Polled once a second. */
export function readingProgressQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...queryRoots.resumes, 'reading'],
    queryFn: ({ signal }) => fetchReadingProgress(signal),
    enabled,
    refetchInterval: enabled ? READING_POLL_MS : false,
    gcTime: 0,
    staleTime: 0,
  });
}

export function useReadingProgress(enabled: boolean) {
  return useQuery(readingProgressQueryOptions(enabled));
}

/** "Reading your scanned resume — page 1 of 2" (issue 21), or null when no page is being read. */
export function readingMessage(progress: ReadingProgress | null | undefined): string | null {
  const reading = progress?.reading;
  return reading ? `Reading your scanned resume — page ${reading.page} of ${reading.total}` : null;
}
