import { Worker } from 'node:worker_threads';
import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import type { TailoringInput, TailoringResult } from '@tailor/core/tailoring/tailor';
import type { RulesReply, RulesRequest } from './rules-worker.ts';

const WORKER_URL = new URL('./rules-worker.mjs', import.meta.url);

type Pending = { resolve(result: TailoringResult): void; reject(error: Error): void };
type Request =
  | { kind: 'tailor'; input: TailoringInput }
  | { kind: 'finalize'; source: ResumeData; raw: TailoringResult; job: JobPosting };

/**
 * One worker thread for the offline engine and the truthfulness guard, started on first use and never holding the
 * process open. A crash fails the jobs in flight (the queue retries them) and the next job starts a fresh thread.
 */
export function createRulesThread() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = null;
  };

  function ensure(): Worker {
    if (worker) return worker;
    const w = new Worker(WORKER_URL);
    w.unref();
    w.on('message', (reply: RulesReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(reply.message));
    });
    w.on('error', (error) => {
      if (worker === w) failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`the tailoring worker stopped (exit ${code})`));
    });
    worker = w;
    return w;
  }

  function call(request: Request): Promise<TailoringResult> {
    const id = nextId++;
    return new Promise<TailoringResult>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      ensure().postMessage({ id, ...request } as RulesRequest);
    });
  }

  return {
    tailor: (input: TailoringInput) => call({ kind: 'tailor', input }),
    finalize: (source: ResumeData, raw: TailoringResult, job: JobPosting) =>
      call({ kind: 'finalize', source, raw, job }),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
