import { parentPort } from 'node:worker_threads';
import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import { tailorOffline } from '@tailor/core/tailoring/offline-engine';
import { finalizeTailoring, type TailoringInput, type TailoringResult } from '@tailor/core/tailoring/tailor';
import { briefPosting, type PostingBrief } from './posting-brief.ts';

export type RulesRequest =
  | { id: number; kind: 'tailor'; input: TailoringInput }
  | { id: number; kind: 'finalize'; source: ResumeData; raw: TailoringResult; job: JobPosting }
  | { id: number; kind: 'brief'; resume: ResumeData; job: JobPosting };
export type RulesReply =
  | { id: number; ok: true; result: TailoringResult | PostingBrief }
  | { id: number; ok: false; message: string };

// The offline engine, the guard and the posting's analysis are CPU-bound (tens of milliseconds for a long
// posting): they run here, so the server's event loop keeps answering requests meanwhile.
parentPort?.on('message', (request: RulesRequest) => {
  let reply: RulesReply;
  try {
    const result =
      request.kind === 'tailor'
        ? finalizeTailoring(
            request.input.resume,
            tailorOffline(request.input),
            request.input.job,
            request.input.now,
          )
        : request.kind === 'finalize'
          ? finalizeTailoring(request.source, request.raw, request.job)
          : briefPosting(request.resume, request.job);
    reply = { id: request.id, ok: true, result };
  } catch (error) {
    reply = { id: request.id, ok: false, message: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(reply);
});
