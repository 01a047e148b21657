import type { MatchScore } from '../changes.ts';
import type { ResumeData } from '../resume.ts';
import { findShownKeywords } from './discovery.ts';
import { buildEvidence, type Evidence, isEvidenced } from './evidence.ts';
import { type JobAnalysis, type JobKeyword, typingFor } from './job-analysis.ts';
import { isSkillType, typeOfTerm } from './term-type.ts';

/** Whether the resume shows a job keyword: the one evidence test, under any of the keyword's names. */
export function showsKeyword(evidence: Evidence, keyword: JobKeyword): boolean {
  return isEvidenced(evidence, keyword.term, keyword.aliases, keyword.entryId);
}

/** A keyword only buried in bullets counts this much; in skills, summary or a job title it counts fully. */
const BURIED_SHARE = 0.6;

/**
 * How well a resume covers a job: the weighted share of the job's keywords its text shows (required keywords
 * weigh more than preferred ones). A keyword shown only deep in bullets or projects counts for 60%, since
 * applicant tracking systems and recruiters read the skills and summary first. Transparent: `matched` and
 * `missing` list the keywords behind the number. Naming the target position or company shows nothing, so that
 * text is left out; and only skill-like keywords count (term-type.ts). A phrase both texts use that is not among
 * the posting's top keywords ("lock picking", "physical security assessments") is a term they share: it counts for
 * the resume that shows it, as discovery lists it, so the score never reads 0 % beside skills the resume proves.
 */
export function scoreMatch(
  resume: ResumeData,
  analysis: JobAnalysis,
  /** The shared terms to count (`sharedTerms` of the source): before and after are scored on one yardstick. */
  shared: readonly JobKeyword[] = sharedTerms(resume, analysis),
): MatchScore {
  const ignore = [analysis.positionName, analysis.companyName];
  const evidence = buildEvidence(resume, ignore);
  const prominent = buildEvidence(
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
  // Only what a skills list may hold counts: a place, a title or a benefit is no part of a match.
  const typing = typingFor(resume, analysis);
  for (const keyword of analysis.keywords) {
    if (!isSkillType(typeOfTerm(keyword.written, typing))) continue;
    total += keyword.weight;
    if (showsKeyword(evidence, keyword)) {
      got += keyword.weight * (showsKeyword(prominent, keyword) ? 1 : BURIED_SHARE);
      matched.push(keyword.term);
    } else if (keyword.isNamed || keyword.kind === 'skill') missing.push(keyword.term);
  }
  for (const keyword of shared) {
    total += keyword.weight;
    if (!showsKeyword(evidence, keyword)) continue;
    got += keyword.weight * (showsKeyword(prominent, keyword) ? 1 : BURIED_SHARE);
    matched.push(keyword.term);
  }
  const score = total === 0 ? 0 : Math.round((100 * got) / total);
  return { score, matched, missing };
}

/** The typing context of a posting for a resume: the person's own titles are titles, not skills. */

/**
 * The skill-like phrases both texts use beyond the posting's top keywords ("lock picking", "physical security
 * assessments"), as discovery finds them in `resume`: terms the two share, which count as keywords for it.
 */
export function sharedTerms(resume: ResumeData, analysis: JobAnalysis): JobKeyword[] {
  const keys = new Set(analysis.keywords.map((k) => k.key));
  const typing = typingFor(resume, analysis);
  const evidence = buildEvidence(resume, [analysis.positionName, analysis.companyName]);
  return findShownKeywords(analysis, evidence, (k) => isSkillType(typeOfTerm(k.written, typing))).filter(
    (k) => !keys.has(k.key),
  );
}
