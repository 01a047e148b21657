import { Worker } from 'node:worker_threads';
import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import type { TailoringInput, TailoringResult } from '@tailor/core/tailoring/tailor';
import type { PostingBrief } from './posting-brief.ts';
import type { RulesReply, RulesRequest } from './rules-worker.ts';

const WORKER_URL = new URL('./rules-worker.mjs', import.meta.url);

type Pending = { resolve(result: unknown): void; reject(error: Error): void };
type Request =
  | { kind: 'tailor'; input: TailoringInput }
  | { kind: 'finalize'; source: ResumeData; raw: TailoringResult; job: JobPosting }
  | { kind: 'brief'; resume: ResumeData; job: JobPosting };

/**
 * One worker thread for the offline engine, the truthfulness guard and the posting's reading for the model, started
 * on first use and never holding the process open. A crash fails the jobs in flight (the queue retries them) and the next job starts a fresh thread.
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

  function call<T>(request: Request): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      ensure().postMessage({ id, ...request } as RulesRequest);
    });
  }

  return {
    tailor: (input: TailoringInput) => call<TailoringResult>({ kind: 'tailor', input }),
    finalize: (source: ResumeData, raw: TailoringResult, job: JobPosting) =>
      call<TailoringResult>({ kind: 'finalize', source, raw, job }),
    /** The posting read by its parts and the evidence split, for the model's prompt. */
    brief: (resume: ResumeData, job: JobPosting) => call<PostingBrief>({ kind: 'brief', resume, job }),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
