import { MAX_EVENT_STREAMS_PER_USER } from '@tailor/core/constants';
import type { TailoringStage } from '@tailor/core/contracts/tailored';
import { AppError } from '@tailor/core/errors';
import type { Db } from '../../db/client.ts';
import { findSettledTailorings } from './service.ts';
import type { SettledEvent, StageEvent, TailoringWorker } from './worker.ts';

export type TailoringStatus = { id: number; status: string; errorCode: string | null };

type Subscriber = {
  userId: number;
  id: number;
  stage(stage: TailoringStage): void;
  done(status?: TailoringStatus): void;
};

/**
 * One watcher for every open `/events` stream of this instance (decision 055). This instance's worker settles a
 * job → its streams hear it at once; a job settled by another instance is caught by a single query every
 * `pollMs` for all watched ids together, so 1,000 open streams cost one small query, not 4,000 a second.
 * The stages of the jobs this instance runs reach their streams as they happen (decision 073); a job run by
 * another instance shows only its end.
 */
export function createTailoringEventHub(options: {
  db: Db;
  worker: TailoringWorker;
  pollMs?: number;
  maxPerUser?: number;
}) {
  const pollMs = options.pollMs ?? 250;
  const maxPerUser = options.maxPerUser ?? MAX_EVENT_STREAMS_PER_USER;
  const byId = new Map<number, Set<Subscriber>>();
  const perUser = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  const settle = (status: TailoringStatus) => {
    const subscribers = byId.get(status.id);
    if (!subscribers) return;
    for (const subscriber of [...subscribers]) subscriber.done(status);
  };

  const onSettled = (event: SettledEvent) => settle(event);
  options.worker.events.on('settled', onSettled);

  /** The stage of each job this instance's worker runs now: a stream opened mid-job starts from it. */
  const stages = new Map<number, TailoringStage>();
  const onStage = ({ id, stage }: StageEvent) => {
    if (stage === null) {
      stages.delete(id);
      return;
    }
    stages.set(id, stage);
    for (const subscriber of byId.get(id) ?? []) subscriber.stage(stage);
  };
  options.worker.events.on('stage', onStage);

  const schedule = () => {
    if (timer || polling || byId.size === 0) return;
    timer = setTimeout(() => void poll(), pollMs);
  };
  // The next query starts only when the previous one is done: a slow database gets no pile-up.
  const poll = async () => {
    timer = undefined;
    polling = true;
    try {
      const ids = [...byId.keys()];
      for (let start = 0; start < ids.length; start += 1000) {
        for (const row of await findSettledTailorings(options.db, ids.slice(start, start + 1000)))
          settle(row);
      }
    } catch {
      // The database is away for a moment: the streams stay open and the next poll tries again.
    } finally {
      polling = false;
      schedule();
    }
  };

  return {
    /**
     * Watches one tailoring for one user; `onStage` hears each stage this instance's worker reaches (at once the
     * current one, if it runs the job now); `done` is called once (with the final status, or with nothing when
     * the hub closes). Refuses with 429 past `maxPerUser` open streams. Returns the unsubscribe function.
     */
    subscribe(
      userId: number,
      id: number,
      done: (status?: TailoringStatus) => void,
      onStage: (stage: TailoringStage) => void = () => {},
    ): () => void {
      const open = perUser.get(userId) ?? 0;
      if (open >= maxPerUser) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many open progress streams (at most ${maxPerUser}). Close another tab and try again.`,
          { retryAfterSeconds: 5 },
        );
      }
      perUser.set(userId, open + 1);
      let active = true;
      const unsubscribe = () => {
        if (!active) return;
        active = false;
        const set = byId.get(id);
        set?.delete(subscriber);
        if (set?.size === 0) byId.delete(id);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left <= 0) perUser.delete(userId);
        else perUser.set(userId, left);
      };
      const subscriber: Subscriber = {
        userId,
        id,
        stage(stage) {
          if (active) onStage(stage);
        },
        done(status) {
          if (!active) return;
          unsubscribe();
          done(status);
        },
      };
      let set = byId.get(id);
      if (!set) {
        set = new Set();
        byId.set(id, set);
      }
      set.add(subscriber);
      const current = stages.get(id);
      if (current) onStage(current);
      schedule();
      return unsubscribe;
    },
    /** Open streams, for tests and diagnostics. */
    get size() {
      let count = 0;
      for (const set of byId.values()) count += set.size;
      return count;
    },
    /** Ends every stream (shutdown: the server can only close once they are gone). */
    close() {
      clearTimeout(timer);
      timer = undefined;
      options.worker.events.off('settled', onSettled);
      options.worker.events.off('stage', onStage);
      for (const set of [...byId.values()]) for (const subscriber of [...set]) subscriber.done();
    },
  };
}
