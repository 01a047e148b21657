import type { ReadingProgress } from '@tailor/core/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** While an upload is being read: the page OCR is on, for a scanned PDF (decision 068). Polled once a second. */
export function useReadingProgress(enabled: boolean) {
  return useQuery<ReadingProgress | null>({
    queryKey: ['/api/resumes/reading'],
    queryFn: getQueryFn<ReadingProgress>({ on401: 'returnNull' }),
    enabled,
    refetchInterval: enabled ? 1000 : false,
    gcTime: 0,
    staleTime: 0,
  });
}

/** "Reading your scanned resume — page 1 of 2" (issue 21), or null when no page is being read. */
export function readingMessage(progress: ReadingProgress | null | undefined): string | null {
  const reading = progress?.reading;
  return reading ? `Reading your scanned resume — page ${reading.page} of ${reading.total}` : null;
}
