import {
  type TailoredStatus,
  type TailoringStage,
  TailoringStageSchema,
} from '@tailor/core/contracts/tailored';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { tailoredResumeQueryOptions } from './get-tailored-resume';

export const STATUS_POLL_MS = 2_000;

export type TailoredOutcome = { id: number; status: TailoredStatus; errorCode: string | null };

export type TailoredWatch =
  /** `stage`: what the server last said it is doing (null before it says, or when only polling). */
  | { state: 'waiting'; stage: TailoringStage | null }
  | { state: 'done'; outcome: TailoredOutcome }
  | { state: 'error'; error: unknown };

/** What the event stream said: a stage on the way, its end, or that it cannot be used (poll instead). */
type StreamState = {
  id: number | null;
  stage: TailoringStage | null;
  outcome: TailoredOutcome | null;
  failed: boolean;
};

const streamStart = (id: number | null): StreamState => ({ id, stage: null, outcome: null, failed: false });

/** The server's event stream for one tailoring; `failed` when it broke or said nothing readable. */
function useTailoringStream(id: number | null): StreamState {
  const [stream, setStream] = useState<StreamState>(() => streamStart(id));
  useEffect(() => {
    if (id === null) return;
    if (typeof EventSource === 'undefined') {
      setStream({ ...streamStart(id), failed: true });
      return;
    }
    setStream(streamStart(id));
    const source = new EventSource(`/api/tailored-resumes/${id}/events`, { withCredentials: true });
    source.addEventListener('stage', (event: MessageEvent<string>) => {
      let stage: TailoringStage | undefined;
      try {
        stage = TailoringStageSchema.safeParse((JSON.parse(event.data) as { stage?: unknown }).stage).data;
      } catch {
        // An unreadable stage changes nothing: the end still comes.
      }
      if (stage) setStream((s) => ({ ...s, stage: stage ?? s.stage }));
    });
    source.onmessage = (event: MessageEvent<string>) => {
      source.close();
      try {
        const data = JSON.parse(event.data) as Partial<TailoredOutcome>;
        if (data.status && data.status !== 'processing') {
          const outcome = { id, status: data.status, errorCode: data.errorCode ?? null };
          setStream((s) => ({ ...s, outcome }));
          return;
        }
      } catch {
        // An unreadable message: ask the API directly.
      }
      setStream((s) => ({ ...s, failed: true }));
    };
    // The stream failed (or closed before a message): fall back to polling.
    source.onerror = () => {
      source.close();
      setStream((s) => ({ ...s, failed: true }));
    };
    return () => source.close();
  }, [id]);
  // Until the effect has run for a new id, the last id's state says nothing about this one.
  return stream.id === id ? stream : streamStart(id);
}

/**
 * Waits for a tailoring to end, hearing its stages on the way (decision 073). The server's event stream answers
 * as soon as it does; if the stream cannot be used, the tailored resume is polled every 2 s instead (doc 2 §4).
 */
export function useTailoredStatus(id: number | null): TailoredWatch {
  const stream = useTailoringStream(id);
  const polled = useQuery({
    ...tailoredResumeQueryOptions(id ?? 0),
    enabled: id !== null && stream.failed && stream.outcome === null,
    // A copy cached before the stream broke may be old: ask again.
    staleTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.status === 'processing' ? STATUS_POLL_MS : false,
  });

  if (id === null) return { state: 'waiting', stage: null };
  if (stream.outcome) return { state: 'done', outcome: stream.outcome };
  if (!stream.failed) return { state: 'waiting', stage: stream.stage };
  if (polled.isError) return { state: 'error', error: polled.error };
  const tailored = polled.data;
  if (polled.isFetchedAfterMount && tailored && tailored.status !== 'processing') {
    return {
      state: 'done',
      outcome: { id: tailored.id, status: tailored.status, errorCode: tailored.errorCode },
    };
  }
  return { state: 'waiting', stage: stream.stage };
}
