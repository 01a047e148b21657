import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import type { TailoringInput, TailoringResult } from '@tailor/core/tailoring/tailor';
import { bundleScript } from '../../../lib/bundle-script.ts';
import { createWorkerPool } from '../../../lib/worker-pool.ts';
import type { PostingBrief } from './posting-brief.ts';
import type { RulesReply, RulesRequest } from './rules-worker.ts';

const ENTRY = new URL('./rules-worker.ts', import.meta.url);

/**
 * One worker thread (on the one worker pool, decision 076) for the offline engine, the truthfulness guard and
 * the posting's reading for the model, started on first use and never holding the process open. A job that
 * overruns its time limit or a crash fails that job (the queue retries it) and the next job starts a fresh thread.
 */
export function createRulesThread(options: { timeoutMs?: number } = {}) {
  const pool = createWorkerPool<RulesRequest, RulesReply>({
    kind: 'thread',
    script: () => bundleScript(ENTRY),
    size: 1,
    timeoutMs: options.timeoutMs ?? 60_000,
    lost: (_job, reason) =>
      new Error(reason === 'timeout' ? 'the tailoring worker took too long' : 'the tailoring worker stopped'),
  });
  const call = <T extends RulesReply>(request: RulesRequest) => pool.run(request) as Promise<T>;

  return {
    tailor: (input: TailoringInput) => call<TailoringResult>({ kind: 'tailor', input }),
    finalize: (source: ResumeData, raw: TailoringResult, job: JobPosting) =>
      call<TailoringResult>({ kind: 'finalize', source, raw, job }),
    /** The posting read by its parts and the evidence split, for the model's prompt. */
    brief: (resume: ResumeData, job: JobPosting) => call<PostingBrief>({ kind: 'brief', resume, job }),
    close: () => pool.close(),
  };
}
