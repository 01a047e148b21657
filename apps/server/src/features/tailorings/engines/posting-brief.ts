import { type ResumeData, ResumeDataSchema } from '@tailor/core/resume';
import {
  analyzeJob,
  type JobPosting,
  readTypedPosting,
  type TypedPosting,
} from '@tailor/core/tailoring/job-analysis';
import { buildSkillGate, gapReport } from '@tailor/core/tailoring/skill-gate';

/**
 * What the model is told besides the posting's text: the posting read by its parts and the evidence split (the
 * posting's skills the resume proves, the gaps it must never add, and whether the job is far from the resume). The
 * same reading the guard applies afterwards, so the model is asked for what the guard keeps.
 */
export type PostingBrief = {
  posting: TypedPosting;
  /** Posting skills the resume proves, as the posting writes them. */
  proven: string[];
  /** Posting skills the resume does not show: never added anywhere. */
  gaps: string[];
  /** The resume proves few of the required skills: the summary stays exactly as written. */
  weak: boolean;
};

/** CPU-bound (the posting's analysis): run it in the rules thread, never on the event loop. */
export function briefPosting(resume: ResumeData, job: JobPosting): PostingBrief {
  const source = ResumeDataSchema.parse(resume);
  const analysis = analyzeJob(job);
  const { proven, gaps, weak } = gapReport(buildSkillGate(source, analysis));
  return { posting: readTypedPosting(job), proven, gaps, weak };
}
