import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { TailoringStage } from '@tailor/core/contracts/tailored';
import { isAppError } from '@tailor/core/errors';
import type { Db } from '../../db/client.ts';
import type { TailoringRunner } from './engines/engines.ts';
import { type ClaimedJob, claimNextJob, completeJob, failJob, releaseWorkerLeases } from './lifecycle.ts';

export type SettledEvent = { id: number; status: 'completed' | 'failed'; errorCode: string | null };
/** A job this instance runs moved on to `stage`; `null` once it no longer runs here (settled or lost). */
export type StageEvent = { id: number; stage: TailoringStage | null };

export type TailoringWorker = {
  readonly id: string;
  /**
   * Emits 'settled' with a SettledEvent when this instance finishes a job, and 'stage' with a StageEvent as a
   * job it runs moves on (decision 073).
   */
  readonly events: EventEmitter;
  start(): void;
  /** Wakes the loops now instead of at the next poll (a job was just queued). */
  notify(): void;
  /**
   * Stops claiming work and waits for running jobs; after `graceMs` (default: no limit) it hands their leases
   * back so another instance takes them over now.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
};

export function createTailoringWorker(options: {
  db: Db;
  runner: TailoringRunner;
  leaseSeconds: number;
  concurrency?: number;
  pollMs?: number;
  maxAttempts?: number;
  log?: { error(obj: unknown, msg: string): void };
}): TailoringWorker {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 3;
  let running = false;
  /** Loops waiting for work; notify() wakes them all at once. */
  const sleepers = new Set<() => void>();
  const loops: Promise<void>[] = [];

  const sleep = () =>
    new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, pollMs);
      sleepers.add(wakeUp);
    });
  const wakeAll = () => {
    for (const wakeUp of [...sleepers]) wakeUp();
  };

  async function runJob(job: ClaimedJob) {
    if (job.attempts > maxAttempts) {
      // Tried and lost (crashes) too often: give up and refund rather than loop forever.
      if (await failJob(options.db, { id: job.id, errorCode: 'TAILORING_FAILED' })) {
        events.emit('settled', { id: job.id, status: 'failed', errorCode: 'TAILORING_FAILED' });
      }
      return;
    }
    const onStage = (stage: TailoringStage | null) => events.emit('stage', { id: job.id, stage });
    try {
      const result = await options.runner.run(job, onStage);
      if (await completeJob(options.db, { id: job.id, workerId: id, ...result })) {
        events.emit('settled', { id: job.id, status: 'completed', errorCode: null });
      }
    } catch (error) {
      const errorCode =
        isAppError(error) && error.code === 'AI_OVERLOADED' ? 'AI_OVERLOADED' : 'TAILORING_FAILED';
      if (errorCode === 'TAILORING_FAILED')
        options.log?.error({ err: error, tailoredId: job.id }, 'tailoring failed');
      if (await failJob(options.db, { id: job.id, errorCode, workerId: id, engine: options.runner.name })) {
        events.emit('settled', { id: job.id, status: 'failed', errorCode });
      }
    } finally {
      onStage(null);
    }
  }

  async function loop() {
    while (running) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimNextJob(options.db, { workerId: id, leaseSeconds: options.leaseSeconds });
      } catch (error) {
        if (running) options.log?.error({ err: error }, 'claiming a tailoring job failed');
      }
      if (job) {
        try {
          await runJob(job);
        } catch (error) {
          // Storing the outcome failed (the database went away): the lease expires and the job is tried again.
          options.log?.error({ err: error, tailoredId: job.id }, 'recording a tailoring outcome failed');
        }
      } else if (running) await sleep();
    }
  }

  return {
    id,
    events,
    start() {
      if (running) return;
      running = true;
      for (let i = 0; i < (options.concurrency ?? 2); i++) loops.push(loop());
    },
    notify() {
      wakeAll();
    },
    async stop(stopOptions) {
      running = false;
      wakeAll();
      const finished = Promise.all(loops.splice(0));
      const graceMs = stopOptions?.graceMs;
      if (graceMs === undefined) return void (await finished);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        const released = await releaseWorkerLeases(options.db, id).catch(() => 0);
        options.log?.error({ released }, 'shutdown: handed unfinished tailorings back to the queue');
      }
    },
  };
}
