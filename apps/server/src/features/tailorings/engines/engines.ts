import { ChangesSummarySchema, OptimizationSettingsSchema } from '@tailor/core/changes';
import type { TailoredJsonData, TailoringStage } from '@tailor/core/contracts/tailored';
import { ResumeDataSchema } from '@tailor/core/resume';
import type { Env } from '../../../env.ts';
import type { ClaimedJob } from '../lifecycle.ts';
import { createLlmClient } from './llm-engine.ts';
import { createRulesThread } from './rules-thread.ts';

export type RunResult = {
  jsonData: TailoredJsonData;
  /** "rules" for the offline engine, else the model's name: the app always says which made a tailoring. */
  engine: string;
  inputTokens?: number;
  outputTokens?: number;
};

/** Told when the work moves on to the next stage (the wizard shows it, decision 073). */
export type OnStage = (stage: TailoringStage) => void;

export type TailoringRunner = { name: string; run(job: ClaimedJob, onStage?: OnStage): Promise<RunResult> };

function inputOf(job: ClaimedJob) {
  return {
    resume: job.sourceData,
    job: { companyName: job.companyName, positionName: job.positionName, description: job.jobDescription },
    settings: OptimizationSettingsSchema.parse(job.optimizationSettings ?? {}),
  };
}

/** The offline rules engine unless AI_BASE_URL and AI_MODEL name an OpenAI-compatible model. */
export function createTailoringRunner(env: Env): TailoringRunner {
  // Engine and guard off the event loop: a long posting must not stall other requests.
  const rules = createRulesThread();
  if (env.AI_BASE_URL || env.AI_MODEL) {
    if (!env.AI_BASE_URL || !env.AI_MODEL) throw new Error('Set both AI_BASE_URL and AI_MODEL, or neither.');
    // One job may make three calls (JSON-mode fallback, one repair): the lease must outlast them all.
    if (env.TAILORING_LEASE_SECONDS < 3 * env.AI_TIMEOUT_SECONDS + 30) {
      throw new Error('TAILORING_LEASE_SECONDS must be at least 3 × AI_TIMEOUT_SECONDS + 30.');
    }
    const client = createLlmClient({
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
    });
    return {
      name: env.AI_MODEL,
      async run(job, onStage) {
        const input = inputOf(job);
        onStage?.('analyzing');
        const brief = await rules.brief(input.resume, input.job);
        onStage?.('optimizing');
        const { output, inputTokens, outputTokens } = await client.tailor({ ...input, brief });
        const raw = {
          resume: ResumeDataSchema.parse(output.resume),
          changes: ChangesSummarySchema.parse(output.changes),
        };
        // The model's answer passes the same guard as the offline engine's, before anyone sees it.
        onStage?.('finalizing');
        const result = await rules.finalize(input.resume, raw, input.job);
        const jsonData = {
          ...result,
          changes: {
            ...result.changes,
            engine: { kind: 'llm' as const, model: env.AI_MODEL! },
          },
        };
        return { jsonData, engine: env.AI_MODEL!, inputTokens, outputTokens };
      },
    };
  }
  return {
    name: 'rules',
    async run(job, onStage) {
      const input = inputOf(job);
      // One call reads the posting and rewrites the resume; the guard runs inside it too.
      onStage?.('analyzing');
      onStage?.('optimizing');
      const result = await rules.tailor(input);
      onStage?.('finalizing');
      const jsonData = { ...result, changes: { ...result.changes, engine: { kind: 'rules' as const } } };
      return { jsonData, engine: 'rules' };
    },
  };
}
