import type { ResumeData } from '../resume.ts';
import { findTerms, type LexiconEntry, lookupSkill, type TermHit } from './lexicon.ts';

/**
 * What a resume shows about the candidate's skills: the text of its summary, skills, tools, job titles, bullets,
 * projects, certifications and degrees. Employer and school names and locations are left out on purpose:
 * having worked at Salesforce is not evidence of knowing Salesforce.
 */
export type ResumeEvidence = {
  /** Lexicon skills the resume names, by entry id. */
  entryIds: ReadonlySet<string>;
  /** Normalised words of every segment, segments joined by " | " so a phrase never spans two of them. */
  normalized: string;
  words: ReadonlySet<string>;
};

export function resumeEvidenceText(resume: ResumeData): string[] {
  const parts: string[] = [resume.summary, ...resume.skills, ...resume.tools];
  for (const job of resume.experience) parts.push(job.job_title, ...job.bullet_points);
  for (const project of resume.projects)
    parts.push(project.title, project.description, ...project.bullet_points);
  for (const cert of resume.certifications) parts.push(cert.name);
  for (const school of resume.education) parts.push(school.degree);
  return parts.filter((p) => p.trim() !== '');
}

/**
 * `ignore` removes text that is not evidence even when the resume contains it: the tailored summary names the
 * target position and company, which shows nothing about the candidate.
 */
export function collectEvidence(resume: ResumeData, ignore: readonly string[] = []): ResumeEvidence {
  let parts = resumeEvidenceText(resume);
  const blanks = ignore.map((s) => s.trim()).filter((s) => s.length > 1);
  if (blanks.length > 0)
    parts = parts.map((p) => blanks.reduce((text, blank) => replaceAllInsensitive(text, blank), p));
  const entryIds = new Set(findTerms(parts.join('\n')).map((h) => h.entry.id));
  // Whole skill items in another spelling ("TravisCI") count as well.
  for (const item of [...resume.skills, ...resume.tools]) {
    const entry = lookupSkill(item);
    if (entry) entryIds.add(entry.id);
  }
  const normalized = ` ${parts.map(normalizePhrase).join(' | ')} `;
  return {
    entryIds,
    normalized,
    words: new Set(normalized.split(' ').filter(Boolean)),
  };
}

function replaceAllInsensitive(text: string, needle: string): string {
  const lower = text.toLowerCase();
  const n = needle.toLowerCase();
  let out = '';
  let at = 0;
  for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, at)) {
    out += `${text.slice(at, i)} `;
    at = i + n.length;
  }
  return out + text.slice(at);
}

/** Lower-case words with plural "s" dropped, punctuation other than skill punctuation (+ #) removed. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

/** Whether the resume shows this exact phrase (as whole words, plural-insensitive). */
export function evidencesPhrase(evidence: ResumeEvidence, phrase: string): boolean {
  const norm = normalizePhrase(phrase);
  return norm !== '' && evidence.normalized.includes(` ${norm} `);
}

const FILLER = new Set([
  'and',
  'or',
  'with',
  'in',
  'of',
  'the',
  'a',
  'an',
  'for',
  'on',
  'to',
  'using',
  'e',
  'g',
]);

/**
 * Whether a skill or tool item is shown by the resume: the item's own words appear in it, or it names lexicon
 * skills (any synonym) that all appear in it and its other words appear too ("Postgres (advanced)").
 */
export function evidencesSkill(evidence: ResumeEvidence, item: string): boolean {
  if (evidencesPhrase(evidence, item)) return true;
  const entry = lookupSkill(item);
  if (entry) return evidence.entryIds.has(entry.id);
  const hits = findTerms(item);
  if (hits.length === 0 || !hits.every((h) => evidence.entryIds.has(h.entry.id))) return false;
  return normalizePhrase(removeHits(item, hits))
    .split(' ')
    .every((w) => w === '' || FILLER.has(w) || /^\d+$/.test(w) || evidence.words.has(w));
}

function removeHits(text: string, hits: readonly TermHit[]): string {
  let out = '';
  let at = 0;
  for (const hit of hits) {
    out += `${text.slice(at, hit.start)} `;
    at = hit.end;
  }
  return out + text.slice(at);
}

/** The lexicon skills one piece of text names, deduplicated, in order of first mention. */
export function skillsIn(text: string): LexiconEntry[] {
  const seen = new Set<string>();
  const out: LexiconEntry[] = [];
  for (const hit of findTerms(text)) {
    if (seen.has(hit.entry.id)) continue;
    seen.add(hit.entry.id);
    out.push(hit.entry);
  }
  return out;
}
