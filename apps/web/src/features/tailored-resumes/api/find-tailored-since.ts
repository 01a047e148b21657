import { useEffect, useState } from 'react';
import { fetchTailoredResumes } from './get-tailored-resumes';
import { STATUS_POLL_MS } from './watch-tailored-status';

export const SINCE_MAX_TRIES = 30;

export type TailoredSinceWatch =
  | { state: 'waiting' }
  | { state: 'found'; id: number }
  | { state: 'timeout' }
  | { state: 'error'; error: unknown };

/**
 * For a progress id that is a start timestamp (13 digits): polls the tailored list every 2 s, at most 30 times,
 * for the newest item created at or after that time (doc 2 §4).
 */
export function useTailoredSince(startedAt: number | null): TailoredSinceWatch {
  const [watch, setWatch] = useState<TailoredSinceWatch>({ state: 'waiting' });

  useEffect(() => {
    if (startedAt === null) return;
    setWatch({ state: 'waiting' });
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const poll = async () => {
      tries += 1;
      try {
        const items = await fetchTailoredResumes(controller.signal);
        if (stopped) return;
        const newest = items.find((item) => Date.parse(item.createdAt) >= startedAt);
        if (newest) {
          stopped = true;
          setWatch({ state: 'found', id: newest.id });
          return;
        }
        if (tries >= SINCE_MAX_TRIES) {
          stopped = true;
          setWatch({ state: 'timeout' });
          return;
        }
        timer = setTimeout(poll, STATUS_POLL_MS);
      } catch (error) {
        if (stopped || controller.signal.aborted) return;
        stopped = true;
        setWatch({ state: 'error', error });
      }
    };
    void poll();

    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [startedAt]);

  return watch;
}
