import {
  type TailoredStatus,
  type TailoringStage,
  TailoringStageSchema,
} from '@tailor/core/contracts/tailored';
import { useEffect, useState } from 'react';
import { fetchTailoredResume } from './get-tailored-resume';

export const STATUS_POLL_MS = 2_000;

export type TailoredOutcome = { id: number; status: TailoredStatus; errorCode: string | null };

export type TailoredWatch =
  /** `stage`: what the server last said it is doing (null before it says, or when only polling). */
  | { state: 'waiting'; stage: TailoringStage | null }
  | { state: 'done'; outcome: TailoredOutcome }
  | { state: 'error'; error: unknown };

const WAITING: TailoredWatch = { state: 'waiting', stage: null };

/**
 * Waits for a tailoring to end, hearing its stages on the way (decision 073). The server's event stream answers
 * as soon as it does; if the stream cannot be used, the tailored resume is polled every 2 s instead (doc 2 §4).
 */
export function useTailoredStatus(id: number | null): TailoredWatch {
  const [watch, setWatch] = useState<TailoredWatch>(WAITING);

  useEffect(() => {
    if (id === null) return;
    setWatch(WAITING);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const finish = (next: TailoredWatch) => {
      if (stopped) return;
      stopped = true;
      setWatch(next);
    };

    const poll = async () => {
      if (stopped) return;
      try {
        const tailored = await fetchTailoredResume(id, controller.signal);
        if (tailored.status !== 'processing') {
          finish({
            state: 'done',
            outcome: { id: tailored.id, status: tailored.status, errorCode: tailored.errorCode },
          });
          return;
        }
        if (!stopped) timer = setTimeout(poll, STATUS_POLL_MS);
      } catch (error) {
        if (!controller.signal.aborted) finish({ state: 'error', error });
      }
    };

    let source: EventSource | undefined;
    if (typeof EventSource === 'undefined') {
      void poll();
    } else {
      source = new EventSource(`/api/tailored-resumes/${id}/events`, { withCredentials: true });
      source.addEventListener('stage', (event: MessageEvent<string>) => {
        let stage: TailoringStage | undefined;
        try {
          stage = TailoringStageSchema.safeParse((JSON.parse(event.data) as { stage?: unknown }).stage).data;
        } catch {
          // An unreadable stage changes nothing: the end still comes.
        }
        if (stage && !stopped) setWatch({ state: 'waiting', stage });
      });
      source.onmessage = (event: MessageEvent<string>) => {
        source?.close();
        try {
          const data = JSON.parse(event.data) as Partial<TailoredOutcome>;
          if (data.status && data.status !== 'processing') {
            finish({
              state: 'done',
              outcome: { id, status: data.status, errorCode: data.errorCode ?? null },
            });
            return;
          }
        } catch {
          // An unreadable message: ask the API directly.
        }
        void poll();
      };
      // The stream failed (or closed before a message): fall back to polling.
      source.onerror = () => {
        source?.close();
        void poll();
      };
    }

    return () => {
      stopped = true;
      source?.close();
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  return watch;
}
