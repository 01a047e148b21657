import type { ResumeData } from '../resume.ts';
import { findTerms, lookupSkill } from './lexicon.ts';
import { resumeEvidenceText } from './resume-text.ts';

/**
 * The one place that decides whether a resume shows a term. The offline engine uses it to choose what to surface,
 * the guard uses it to decide what must go, so nothing is ever added that the guard would remove.
 *
 * A term is evidenced when the resume's text (summary, skills, tools, titles, bullets, projects, certifications,
 * degrees; never employer or school names) contains it under normalisation: case, plurals, hyphen or slash versus
 * space, "&" versus "and", run-together spellings ("e-discovery" = "ediscovery"), an acronym versus its expansion
 * (either written out in the resume or the posting, or the initials of a capitalised phrase or a skills item), and
 * the lexicon's synonyms ("k8s" = "Kubernetes").
 */
export type Evidence = {
  /** Every 1–6-word run of normalised words of every segment. */
  grams: ReadonlySet<string>;
  /** The same runs with the spaces removed, for "e-discovery" / "ediscovery". */
  tight: ReadonlySet<string>;
  /** Lower-cased acronyms the resume shows: written in capitals, or the initials of a name it spells out. */
  acronyms: ReadonlySet<string>;
  /** Lexicon skills the resume names, by entry id. */
  entryIds: ReadonlySet<string>;
};

const MAX_GRAM = 6;
const SMALL_WORDS = new Set(['of', 'and', 'in', 'for', 'the', 'to', 'on', 'a', 'an', 'with', '&']);

/** A word in its base form: plurals and possessives go ("assessments" → "assessment", "policies" → "policy"). */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  // "analysis" and "status" keep their s; "APIs" and "KPIs" lose it.
  if (
    word.length > 3 &&
    word.endsWith('s') &&
    !/(ss|us)$/.test(word) &&
    !(word.length > 4 && word.endsWith('is'))
  )
    return word.slice(0, -1);
  return word;
}

/** Lower case, "&" → "and", punctuation to spaces (keeping "+" and "#"), every word stemmed. */
export function normalizeTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(stemWord)
    .join(' ');
}

/** Initials of a name, small words left out: "Bachelor of Science in Nursing" → "bsn". */
export function initialsOf(phrase: string): string {
  const words = phrase
    .replace(/[^A-Za-z0-9&\s-]+/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words.length >= 2 ? words.map((w) => w[0]!.toLowerCase()).join('') : '';
}

const ACRONYM = /^(?=.*[A-Z].*[A-Z])[A-Z0-9][A-Za-z0-9&/-]{1,9}$/;

/** "EHR", "FP&A", "SHRM-CP", "I-9": written in capitals (at least two), short, one token. */
export function isAcronym(token: string): boolean {
  return ACRONYM.test(token) && !/^[A-Z][a-z]+$/.test(token);
}

/** The evidence of a resume; `ignore` blanks text that shows nothing about the person (the target job's names). */
export function buildEvidence(resume: ResumeData, ignore: readonly string[] = []): Evidence {
  let segments = resumeEvidenceText(resume);
  const blanks = ignore.map((s) => s.trim()).filter((s) => s.length > 1);
  if (blanks.length > 0) segments = segments.map((s) => blanks.reduce((t, b) => blankOut(t, b), s));
  const grams = new Set<string>();
  const tight = new Set<string>();
  const acronyms = new Set<string>();
  for (const segment of segments) {
    for (const piece of segment.split(/[.;:!?()|•]+|,\s/)) {
      const words = normalizeTerm(piece).split(' ').filter(Boolean);
      for (let i = 0; i < words.length; i++) {
        let gram = '';
        for (let n = 1; n <= MAX_GRAM && i + n <= words.length; n++) {
          gram = n === 1 ? words[i]! : `${gram} ${words[i + n - 1]}`;
          grams.add(gram);
          if (n <= 3) tight.add(gram.replace(/ /g, ''));
        }
      }
    }
    for (const token of segment.match(/[A-Za-z0-9][A-Za-z0-9&/-]*[A-Za-z0-9]/g) ?? []) {
      if (isAcronym(token)) acronyms.add(normalizeTerm(token).replace(/ /g, ''));
    }
    // Names spelled out in capitals ("National Electrical Code") answer to their initials.
    for (const m of segment.matchAll(/\b[A-Z][\w-]*(?:\s+(?:of|and|in|for|&|[A-Z][\w-]*))*\s+[A-Z][\w-]*/g)) {
      const initials = initialsOf(m[0]);
      if (initials.length >= 2) acronyms.add(initials);
    }
  }
  // A skills or tools item is a name on its own, whatever its case ("Medication therapy management" = MTM).
  for (const item of [...resume.skills, ...resume.tools]) {
    const initials = initialsOf(item);
    if (initials.length >= 3) acronyms.add(initials);
  }
  const entryIds = new Set(findTerms(segments.join('\n')).map((h) => h.entry.id));
  for (const item of [...resume.skills, ...resume.tools]) {
    const entry = lookupSkill(item);
    if (entry) entryIds.add(entry.id);
  }
  return { grams, tight, acronyms, entryIds };
}

/**
 * Whether the resume shows a term, or one of its other names (`aliases`: the acronym or expansion the posting
 * pairs with it).
 */
export function isEvidenced(
  evidence: Evidence,
  term: string,
  aliases: readonly string[] = [],
  entryId?: string,
): boolean {
  if (entryId !== undefined && evidence.entryIds.has(entryId)) return true;
  for (const spelling of [term, ...aliases]) {
    const norm = normalizeTerm(spelling);
    if (norm === '') continue;
    if (evidence.grams.has(norm)) return true;
    const joined = norm.replace(/ /g, '');
    if (norm.split(' ').length <= 3 && joined.length >= 5 && evidence.tight.has(joined)) return true;
    if (isAcronym(spelling.trim()) && evidence.acronyms.has(joined)) return true;
    const initials = initialsOf(spelling);
    if (initials.length >= 3 && /^[a-z]+$/.test(initials) && evidence.acronyms.has(initials)) {
      // "Finite element analysis" is shown by "FEA" only when the resume writes FEA in capitals or spells it out.
      if (evidence.grams.has(initials)) return true;
    }
    const entry = lookupSkill(spelling);
    if (entry && evidence.entryIds.has(entry.id)) return true;
  }
  return false;
}

function blankOut(text: string, needle: string): string {
  const lower = text.toLowerCase();
  const n = needle.toLowerCase();
  let out = '';
  let at = 0;
  for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, at)) {
    out += `${text.slice(at, i)} | `;
    at = i + n.length;
  }
  return out + text.slice(at);
}
