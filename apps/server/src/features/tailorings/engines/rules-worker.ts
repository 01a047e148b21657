// The offline engine, the guard and the posting's analysis are CPU-bound (tens of milliseconds for a long
// posting): they run on this thread, so the server's event loop keeps answering requests meanwhile.
import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import { tailorOffline } from '@tailor/core/tailoring/offline-engine';
import { finalizeTailoring, type TailoringInput, type TailoringResult } from '@tailor/core/tailoring/tailor';
import { serveJobs } from '../../../lib/worker-pool.ts';
import { briefPosting, type PostingBrief } from './posting-brief.ts';

export type RulesRequest =
  | { kind: 'tailor'; input: TailoringInput }
  | { kind: 'finalize'; source: ResumeData; raw: TailoringResult; job: JobPosting }
  | { kind: 'brief'; resume: ResumeData; job: JobPosting };
export type RulesReply = TailoringResult | PostingBrief;

serveJobs<RulesRequest, RulesReply>((request) =>
  request.kind === 'tailor'
    ? finalizeTailoring(
        request.input.resume,
        tailorOffline(request.input),
        request.input.job,
        request.input.now,
      )
    : request.kind === 'finalize'
      ? finalizeTailoring(request.source, request.raw, request.job)
      : briefPosting(request.resume, request.job),
);
