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

/** A keyword only buried in bullets counts this much; in skills, summary or a job title it counts fully. */
const BURIED_SHARE = 0.6;

/**
 * How well a resume covers a job: the weighted share of the job's keywords its text shows (required keywords
 * weigh more than preferred ones). A keyword shown only deep in bullets or projects counts for 60%, since
 * applicant tracking systems and recruiters read the skills and summary first. Transparent: `matched` and
 * `missing` list the keywords behind the number. Naming the target position or company (as a tailored summary
 * does) shows nothing, so that text is left out.
 */
export function scoreMatch(resume: ResumeData, analysis: JobAnalysis): MatchScore {
  const ignore = [analysis.positionName, analysis.companyName];
  const evidence = collectEvidence(resume, ignore);
  const prominent = collectEvidence(
    {
      ...resume,
      experience: resume.experience.map((job) => ({ ...job, bullet_points: [] })),
      projects: [],
      certifications: [],
      education: [],
    },
    ignore,
  );
  const matched: string[] = [];
  const missing: string[] = [];
  let total = 0;
  let got = 0;
  for (const keyword of analysis.keywords) {
    total += keyword.weight;
    if (showsKeyword(evidence, keyword)) {
      got += keyword.weight * (showsKeyword(prominent, keyword) ? 1 : BURIED_SHARE);
      matched.push(keyword.term);
    } else missing.push(keyword.term);
  }
  const score = total === 0 ? 0 : Math.round((100 * got) / total);
  return { score, matched, missing };
}
