import { findTerms } from './lexicon.ts';
import { normalizePhrase } from './resume-text.ts';

/** A job posting as the extension or the wizard captures it (document 2 §3). */
export type JobPosting = { companyName: string; positionName: string; description: string; url?: string };

export type JobKeyword = {
  /** How to show the keyword: the lexicon's canonical name, or the phrase as the posting writes it. */
  term: string;
  /** Stable key: the lexicon entry id, or the normalised phrase. */
  key: string;
  kind: 'skill' | 'phrase';
  /** The lexicon entry id when kind is 'skill'. */
  entryId?: string;
  isRequired: boolean;
  isTechnical: boolean;
  weight: number;
  mentions: number;
};

export type JobAnalysis = {
  companyName: string;
  positionName: string;
  /** Most important first. */
  keywords: JobKeyword[];
};

type Mode = 'required' | 'preferred' | 'context' | 'ignore';

const PREFERRED_HEADING =
  /nice[\s-]to[\s-]have|preferred|bonus|plus|desir(ed|able)|would be great|extra credit|optional|ideally/i;
const IGNORE_HEADING =
  /benefit|perks|compensation|salary|we offer|what we give|equal opportunit|how to apply|why join|life at/i;
const CONTEXT_HEADING =
  /about (us|the company|the team|[a-z]+$)|who we are|our (mission|story|company)|overview/i;
const REQUIRED_HEADING =
  /requirement|must[\s-]have|qualification|what you('| wi)ll need|you (have|bring|need)|looking for|who you are|skills|experience|minimum|basic|essential|required|responsibilit|what you('| wi)ll do|the role|your role|duties|day[\s-]to[\s-]day|you will|in this role|tech stack|our stack/i;
const PREFERRED_CUE =
  /nice[\s-]to[\s-]have|preferred|\bis a plus|\ba plus\b|\bbonus\b|ideally|desirable|would be (great|nice)|not required|familiarity with|exposure to/i;
const REQUIRED_CUE = /\bmust\b|\brequired\b|\brequirement|\bminimum\b|\bat least\b|\bessential\b/i;

const WEIGHT: Record<Exclude<Mode, 'ignore'>, number> = { required: 3, preferred: 1.5, context: 1 };
const MAX_KEYWORDS = 40;
const MAX_PHRASES = 10;

/**
 * The keywords of a job posting: lexicon skills it names plus key phrases ("experience with X", repeated noun
 * phrases), each marked required or preferred by the section or sentence it sits in, and weighted.
 */
export function analyzeJob(job: JobPosting): JobAnalysis {
  const lines = descriptionLines(job.description);
  const found = new Map<string, JobKeyword & { firstAt: number }>();
  let order = 0;
  const add = (kw: Omit<JobKeyword, 'weight' | 'mentions' | 'isRequired'>, mode: Exclude<Mode, 'ignore'>) => {
    const existing = found.get(kw.key);
    const weight = WEIGHT[mode];
    if (existing) {
      existing.mentions += 1;
      existing.weight = Math.max(existing.weight, weight);
      existing.isRequired ||= mode === 'required';
      return;
    }
    found.set(kw.key, { ...kw, weight, mentions: 1, isRequired: mode === 'required', firstAt: order++ });
  };

  for (const hit of findTerms(job.positionName)) {
    const e = hit.entry;
    add({ term: e.name, key: e.id, kind: 'skill', entryId: e.id, isTechnical: e.isTechnical }, 'required');
  }
  let section: Mode = 'required';
  const phraseCounts = new Map<string, { text: string; count: number; mode: Exclude<Mode, 'ignore'> }>();
  for (const rawLine of lines) {
    const { heading, rest } = splitHeading(rawLine);
    if (heading !== undefined) section = headingMode(heading, section);
    if (section === 'ignore' || rest === '') continue;
    // "…, ideally in B2B SaaS" makes only what follows preferred.
    for (const clause of rest.split(/(?=\bideally\b|\bpreferably\b)|;/i)) {
      const mode: Exclude<Mode, 'ignore'> = PREFERRED_CUE.test(clause)
        ? 'preferred'
        : REQUIRED_CUE.test(clause)
          ? 'required'
          : section === 'context'
            ? 'context'
            : section;
      const hits = findTerms(clause);
      for (const hit of hits) {
        const e = hit.entry;
        add({ term: e.name, key: e.id, kind: 'skill', entryId: e.id, isTechnical: e.isTechnical }, mode);
      }
      for (const phrase of keyPhrases(maskHits(clause, hits))) {
        const key = normalizePhrase(phrase);
        const seen = phraseCounts.get(key);
        if (seen) {
          seen.count += 1;
          if (mode === 'required') seen.mode = 'required';
        } else phraseCounts.set(key, { text: phrase, count: 1, mode });
      }
    }
    const mode = section === 'context' ? 'context' : section;
    for (const phrase of repeatedCandidates(rest, job.companyName)) {
      const key = normalizePhrase(phrase);
      const seen = phraseCounts.get(key);
      if (seen) seen.count += 1;
      else phraseCounts.set(key, { text: phrase, count: 0.5, mode }); // needs a second mention to count
    }
  }
  const phrases = [...phraseCounts.entries()]
    .filter(([, p]) => p.count >= 1)
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, MAX_PHRASES);
  for (const [key, p] of phrases) {
    add({ term: p.text, key, kind: 'phrase', isTechnical: false }, p.mode);
  }

  const keywords = [...found.values()]
    .map((kw) => {
      const inTitle = kw.kind === 'skill' && findTerms(job.positionName).some((h) => h.entry.id === kw.key);
      const weight = kw.weight + Math.min(1.5, 0.5 * (kw.mentions - 1)) + (inTitle ? 1.5 : 0);
      return { ...kw, weight };
    })
    .sort((a, b) => b.weight - a.weight || a.firstAt - b.firstAt)
    .slice(0, MAX_KEYWORDS)
    .map(({ firstAt: _firstAt, ...kw }) => kw);
  return { companyName: job.companyName.trim(), positionName: job.positionName.trim(), keywords };
}

/** Lexicon hits blanked out, so phrase extraction never cuts a skill in two ("A/B testing"). */
function maskHits(text: string, hits: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const hit of [...hits].reverse()) out = `${out.slice(0, hit.start)},${out.slice(hit.end)}`;
  return out;
}

function descriptionLines(description: string): string[] {
  return description
    .replace(/<\s*(br|\/p|\/li|\/h\d|\/div|li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .split(/\n/)
    .map((l) => l.replace(/^\s*([-*•·▪●◦–]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** "Nice to have: Kafka" → heading "Nice to have", rest "Kafka". A short line without a full stop is a heading. */
function splitHeading(line: string): { heading?: string; rest: string } {
  const colon = line.indexOf(':');
  if (
    colon > 0 &&
    colon <= 50 &&
    !/[.!?]/.test(line.slice(0, colon)) &&
    findTerms(line.slice(0, colon)).length === 0
  ) {
    return { heading: line.slice(0, colon), rest: line.slice(colon + 1).trim() };
  }
  const isShort = line.length <= 50 && line.split(/\s+/).length <= 5;
  // A line naming a skill is content ("Experience with GraphQL"), never a heading.
  if (
    isShort &&
    !/[.!?,;]$/.test(line) &&
    /^[A-Z]/.test(line) &&
    findTerms(line).length === 0 &&
    !startsWithCue(line)
  ) {
    const isHeading =
      PREFERRED_HEADING.test(line) ||
      IGNORE_HEADING.test(line) ||
      CONTEXT_HEADING.test(line) ||
      REQUIRED_HEADING.test(line);
    if (isHeading) return { heading: line, rest: '' };
  }
  return { rest: line };
}

/** "Experience with event sourcing" is a requirement, not a heading. */
function startsWithCue(line: string): boolean {
  return new RegExp(CUE.source, 'i').test(line);
}

function headingMode(heading: string, current: Mode): Mode {
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  if (IGNORE_HEADING.test(heading)) return 'ignore';
  if (REQUIRED_HEADING.test(heading)) return 'required';
  if (CONTEXT_HEADING.test(heading)) return 'context';
  return current;
}

const CUE =
  /\b(?:experience|expertise|proficiency|proficient|familiarity|familiar|knowledge|background|skills?|fluency|fluent|competence|comfortable|track record|understanding)\s+(?:working\s+)?(?:with|in|of|using|on)\s+([^.;:()\n]+)/gi;
const CUT =
  /\b(?:to|for|that|which|who|where|while|including|such as|as well as|like|across|within|at|from|e\.g|i\.e)\b/i;
const LEADING =
  /^(?:(?:a|an|the|strong|solid|proven|deep|hands-on|working|good|excellent|professional|advanced|modern|relevant|practical|demonstrated|some|any|one|more|other|related|similar|large|complex|high|real-world)\s+)+/i;
const GENERIC = new Set(
  'software work working things tools technologies technology systems environment environments team teams field areas area industry projects project company role business product products best practices practice the least years year'.split(
    ' ',
  ),
);
const STOP = new Set(
  "a an the and or of to in on for with by at from as is are be been our your you we they their this that these those will can may must should would could who what which when where how all any each more most other some such than too very also about into over under across within using use used new strong ability able including include etc plus years year experience work working team role job position company candidate opportunity ideal great good excellent help join us we're you'll responsibilities requirements qualifications preferred required".split(
    ' ',
  ),
);
const ROLE_NOUN =
  /^(engineers?|developers?|managers?|scientists?|nurses?|accountants?|analysts?|designers?|specialists?|leads?|directors?|officers?|interns?|associates?|representatives?|team|teams|role|position|candidates?|members?|people|customers?|users?|clients?)$/i;

/** Phrases after "experience with", "knowledge of"…, split on lists, trimmed to at most four words. */
function keyPhrases(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(CUE)) {
    const tail = (m[1] ?? '').split(CUT)[0] ?? '';
    for (const part of tail.split(/,|\band\b|\bor\b|\/|&/i)) {
      const phrase = cleanPhrase(part);
      if (phrase) out.push(phrase);
    }
  }
  return out;
}

function cleanPhrase(raw: string): string | undefined {
  const phrase = raw.replace(LEADING, '').replace(/\s+/g, ' ').trim();
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 4) return undefined;
  if (words.every((w) => GENERIC.has(w.toLowerCase()) || STOP.has(w.toLowerCase()))) return undefined;
  if (words.some((w) => !/^[A-Za-z][A-Za-z'-]*$/.test(w))) return undefined;
  if (STOP.has(words[words.length - 1]!.toLowerCase()) || ROLE_NOUN.test(words[words.length - 1]!))
    return undefined;
  if (findTerms(phrase).length > 0) return undefined; // the lexicon keyword already covers it
  return phrase;
}

/** Two-word noun-phrase candidates; only those the posting repeats become keywords. */
function repeatedCandidates(line: string, companyName: string): string[] {
  const company = new Set(normalizePhrase(companyName).split(' '));
  const out: string[] = [];
  for (const sentence of line.split(/[.;:!?()]/)) {
    const words = sentence.split(/[\s,]+/).filter(Boolean);
    for (let i = 0; i + 1 < words.length; i++) {
      const pair = [words[i]!, words[i + 1]!];
      if (!pair.every((w) => /^[A-Za-z][a-z-]{2,}$/.test(w) && !STOP.has(w.toLowerCase()))) continue;
      if (pair.some((w) => company.has(normalizePhrase(w)))) continue;
      if (ROLE_NOUN.test(pair[1]!) || GENERIC.has(pair[1]!.toLowerCase())) continue;
      if (/(ing|ly|ed)$/.test(pair[1]!)) continue; // "team building", "quickly", verbs: not noun phrases
      const phrase = pair.join(' ');
      if (findTerms(phrase).length === 0) out.push(phrase.toLowerCase());
    }
  }
  return out;
}
