import { type ChangesSummary, ChangesSummarySchema, type OptimizationSettings } from '../changes.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { guardTailoring } from './guard.ts';
import { analyzeJob, type JobPosting } from './job-analysis.ts';
import { scoreMatch, sharedTerms } from './match-score.ts';
import { buildSkillGate, gapReport, itemsNotIn, listedSkills } from './skill-gate.ts';

export type TailoringInput = {
  resume: ResumeData;
  job: JobPosting;
  settings?: Partial<OptimizationSettings>;
  /** Today, for "Present" in date ranges; tests and benchmarks pin it. */
  now?: Date;
};

export type TailoringResult = { resume: ResumeData; changes: ChangesSummary };

/** The one contract every tailoring engine (rules, LLM) fulfils. */
export type TailoringEngine = {
  name: string;
  tailor(input: TailoringInput): Promise<TailoringResult>;
};

/**
 * What every engine's raw answer goes through before anyone sees it: the truthfulness guard, then the match
 * score recomputed on what survived, with the guard's notes in `changes.guard_notes`, and the gap report.
 */
export function finalizeTailoring(
  source: ResumeData,
  raw: TailoringResult,
  job: JobPosting,
  now: Date = new Date(),
): TailoringResult {
  const src = ResumeDataSchema.parse(source);
  const { resume, notes } = guardTailoring({
    source: src,
    tailored: raw.resume,
    changes: raw.changes,
    job,
    now,
  });
  const analysis = analyzeJob(job);
  const changes = ChangesSummarySchema.parse(raw.changes);
  // Every engine's result carries the gap report; a model's answer has none of its own, so it is read here.
  let evidence = changes.evidence;
  if (!evidence) {
    const report = gapReport(buildSkillGate(src, analysis));
    const listed = listedSkills(resume, report.proven);
    evidence = {
      listed,
      added: itemsNotIn(src, listed),
      gaps: report.gaps,
      ...(report.notes.length > 0 ? { notes: report.notes } : {}),
      weak_match: report.weak,
    };
  }
  return {
    resume,
    changes: {
      ...changes,
      evidence,
      // An engine's own scores stand when the guard changed nothing; otherwise both are read on one yardstick.
      match:
        changes.match && notes.length === 0
          ? changes.match
          : (() => {
              const shared = sharedTerms(src, analysis);
              return {
                before: changes.match?.before ?? scoreMatch(src, analysis, shared),
                after: scoreMatch(resume, analysis, shared),
              };
            })(),
      guard_notes: [...changes.guard_notes, ...notes],
    },
  };
}

/** Runs an engine and finalizes its answer. */
export async function runTailoring(engine: TailoringEngine, input: TailoringInput): Promise<TailoringResult> {
  const raw = await engine.tailor(input);
  return finalizeTailoring(input.resume, raw, input.job, input.now);
}
