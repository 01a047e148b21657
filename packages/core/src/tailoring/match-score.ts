import type { MatchScore } from '../changes.ts';
import type { ResumeData } from '../resume.ts';
import type { JobAnalysis, JobKeyword } from './job-analysis.ts';
import { collectEvidence, evidencesPhrase, type ResumeEvidence } from './resume-text.ts';

/** Whether the resume's text shows a job keyword: a lexicon skill under any synonym, or the phrase itself. */
export function showsKeyword(evidence: ResumeEvidence, keyword: JobKeyword): boolean {
  if (keyword.kind === 'skill')
    return keyword.entryId !== undefined && evidence.entryIds.has(keyword.entryId);
  return evidencesPhrase(evidence, keyword.term);
}

/**
 * How well a resume covers a job: the weighted share of the job's keywords its text shows (required keywords
 * weigh more than preferred ones). Transparent: `matched` and `missing` list the keywords behind the number.
 */
export function scoreMatch(
  resume: ResumeData,
  analysis: JobAnalysis,
  evidence = collectEvidence(resume),
): MatchScore {
  const matched: string[] = [];
  const missing: string[] = [];
  let total = 0;
  let got = 0;
  for (const keyword of analysis.keywords) {
    total += keyword.weight;
    if (showsKeyword(evidence, keyword)) {
      got += keyword.weight;
      matched.push(keyword.term);
    } else missing.push(keyword.term);
  }
  const score = total === 0 ? 0 : Math.round((100 * got) / total);
  return { score, matched, missing };
}
