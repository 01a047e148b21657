import { parentPort } from 'node:worker_threads';
import type { ResumeData } from '@tailor/core/resume';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import { tailorOffline } from '@tailor/core/tailoring/offline-engine';
import { finalizeTailoring, type TailoringInput, type TailoringResult } from '@tailor/core/tailoring/tailor';

export type RulesRequest =
  | { id: number; kind: 'tailor'; input: TailoringInput }
  | { id: number; kind: 'finalize'; source: ResumeData; raw: TailoringResult; job: JobPosting };
export type RulesReply =
  | { id: number; ok: true; result: TailoringResult }
  | { id: number; ok: false; message: string };

// The offline engine and the guard are CPU-bound (tens of milliseconds for a long posting): they run here, so the
// server's event loop keeps answering requests meanwhile.
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
        : finalizeTailoring(request.source, request.raw, request.job);
    reply = { id: request.id, ok: true, result };
  } catch (error) {
    reply = { id: request.id, ok: false, message: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(reply);
});
