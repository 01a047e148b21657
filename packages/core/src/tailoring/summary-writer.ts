import type { ResumeData } from '../resume.ts';
import type { ShownKeyword } from './discovery.ts';
import { normalizeTerm } from './evidence.ts';
import type { JobAnalysis } from './job-analysis.ts';

export type YearsFigure = { value: number; text: string; from: 'stated' | 'dates' };

const WORD_NUMBERS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five thirty forty'.split(
    ' ',
  );
const WORD_VALUES = [...Array.from({ length: 26 }, (_, i) => i), 30, 40];

/** "8 years", "eight years", "10+ years", "12 yrs": the figure a sentence states, with how it was written. */
export const YEARS_CLAIM = new RegExp(
  `\\b(\\d{1,2}\\+?|(?:${WORD_NUMBERS.join('|')})\\+?)(?:\\s*\\+)?\\s+(?:full\\s+)?(?:years?|yrs?)\\b`,
  'gi',
);

export function claimedYears(text: string): YearsFigure[] {
  const out: YearsFigure[] = [];
  for (const m of text.matchAll(YEARS_CLAIM)) {
    const raw = m[1]!;
    const bare = raw.replace('+', '').toLowerCase();
    const value = /^\d+$/.test(bare) ? Number(bare) : WORD_VALUES[WORD_NUMBERS.indexOf(bare)]!;
    out.push({ value, text: raw, from: 'stated' });
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PRESENT = /\b(present|current|now|today|ongoing|to date)\b/i;

/** Months since year 0 of a written date range's start and end; undefined when it has no year. */
export function dateRange(dates: string, now: Date): { start: number; end: number } | undefined {
  const points: { at: number; hasMonth: boolean }[] = [];
  const re = /(?:\b([A-Za-z]{3})[a-z]*\.?\s+)?\b((?:19|20)\d{2})\b|\b(\d{1,2})\/((?:19|20)\d{2})\b/g;
  for (const m of dates.matchAll(re)) {
    if (m[4])
      points.push({ at: Number(m[4]) * 12 + Math.min(11, Math.max(0, Number(m[3]) - 1)), hasMonth: true });
    else {
      const month = MONTHS.indexOf((m[1] ?? '').toLowerCase());
      points.push({ at: Number(m[2]) * 12 + Math.max(month, 0), hasMonth: month >= 0 });
    }
  }
  if (points.length === 0) return undefined;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let end = points.length > 1 ? last.at + (last.hasMonth ? 0 : 11) : first.at + (first.hasMonth ? 0 : 11);
  if (PRESENT.test(dates)) end = Math.max(end, now.getUTCFullYear() * 12 + now.getUTCMonth());
  return end >= first.at ? { start: first.at, end } : undefined;
}

/**
 * Whole years of the dated work history, earliest start to latest end with overlapping roles merged; education is
 * not work. Undefined when a role has no date, since the figure would then be a guess.
 */
export function workHistoryYears(resume: ResumeData, now: Date): number | undefined {
  const jobs = resume.experience.filter((j) => j.job_title.trim() !== '' || j.company.trim() !== '');
  if (jobs.length === 0) return undefined;
  const ranges = jobs.map((j) => dateRange(j.dates, now));
  if (ranges.some((r) => r === undefined)) return undefined;
  const sorted = (ranges as { start: number; end: number }[]).sort((a, b) => a.start - b.start);
  let months = 0;
  let cur = { ...sorted[0]! };
  for (const r of sorted.slice(1)) {
    if (r.start > cur.end + 1) {
      months += cur.end - cur.start + 1;
      cur = { ...r };
    } else cur.end = Math.max(cur.end, r.end);
  }
  months += cur.end - cur.start + 1;
  const years = Math.floor(months / 12);
  return years >= 1 ? years : undefined;
}

/** The years figure a summary may state: the resume's own, else its dated work history's, else none. */
export function yearsFigure(resume: ResumeData, now: Date): YearsFigure | undefined {
  const stated = claimedYears(resume.summary)[0];
  if (stated) return stated;
  const span = workHistoryYears(resume, now);
  return span === undefined ? undefined : { value: span, text: String(span), from: 'dates' };
}

/** Every years figure the resume supports: what it states anywhere in its summary, and its work history's span. */
export function supportedYears(resume: ResumeData, now: Date): Set<number> {
  const out = new Set(claimedYears(resume.summary).map((y) => y.value));
  const span = workHistoryYears(resume, now);
  if (span !== undefined) out.add(span);
  return out;
}

/** The title the person has held that is closest to the target position; the most recent wins a tie. */
export function mostRelevantTitle(resume: ResumeData, analysis: JobAnalysis, now: Date): string {
  const target = new Set(normalizeTerm(analysis.positionName).split(' '));
  let best = { title: '', score: -1, end: -1 };
  resume.experience.forEach((job, index) => {
    const end = dateRange(job.dates, now)?.end ?? -index;
    const head = job.job_title.split(/,|\s[-–—(]\s?|\(/)[0] ?? '';
    for (const part of head.split(/\s+(?:\/|&|\||and)\s+|\s*\/\s*/)) {
      const title = part.trim();
      if (title === '') continue;
      const words = normalizeTerm(title).split(' ');
      const score = words.filter((w) => target.has(w)).length / Math.max(1, words.length / 2 + 1);
      if (score > best.score || (score === best.score && end > best.end)) best = { title, score, end };
    }
  });
  return best.title;
}

export type SummaryOutcome =
  | { kind: 'kept'; summary: string; reason: string }
  | {
      kind: 'written';
      summary: string;
      keywords: string[];
      years?: YearsFigure;
      title: string;
      keptOwn: number;
    };

const MAX_WORDS = 70;
const NOTABLE = /\d|licen[cs]|certif|fluent|bilingual|speak|award|club|registered|board/i;

/**
 * A summary that sounds like the person: their most relevant title, their years (their own figure, else their
 * dated history's, else none), three to five of the posting's keywords they evidence in the posting's order of
 * importance, and their own distinctive facts. Never the target employer, never "applying" or "seeking". When the
 * posting barely matches, their own summary stays.
 */
export function writeSummary(options: {
  source: ResumeData;
  analysis: JobAnalysis;
  shown: readonly ShownKeyword[];
  now: Date;
}): SummaryOutcome {
  const { source, analysis, shown, now } = options;
  const own = splitSentences(source.summary.replace(/\s+/g, ' ').trim());
  const strong = shown.filter((k) => k.weight >= 3);
  if (strong.length < 3 && own.length > 0) {
    return {
      kind: 'kept',
      summary: source.summary,
      reason: `Kept your own summary: the posting and your resume share only ${shown.length} keyword(s), too few to rewrite it honestly around this job`,
    };
  }
  const title = mostRelevantTitle(source, analysis, now) || 'Professional';
  const titleNorm = ` ${normalizeTerm(title)} `;
  const company = analysis.companyName.toLowerCase();
  const usable = shown.filter((k) => {
    const norm = normalizeTerm(k.term);
    return (
      !titleNorm.includes(` ${norm} `) &&
      k.display.split(' ').length <= 5 &&
      (company.length < 2 || !k.display.toLowerCase().includes(company))
    );
  });
  const years = yearsFigure(source, now);
  // The posting's own wording and case inside a sentence ("North Carolina pharmacist license", "patient care").
  const phrase = (k: ShownKeyword) => {
    if (k.display !== capitalizeFirst(k.term) || k.kind === 'skill' || k.isNamed) return k.display;
    return /^[A-Z][a-z]*(?: [^A-Z]*)?$/.test(k.term)
      ? k.term.charAt(0).toLowerCase() + k.term.slice(1)
      : k.term;
  };

  // Their own sentences with a fact worth keeping, years claims left out (the first sentence states the figure).
  const facts = own
    .map((sentence, index) => ({ sentence, index }))
    .filter(
      ({ sentence }) => claimedYears(sentence).length === 0 && !/\b(applying|seeking)\b/i.test(sentence),
    )
    .filter(({ sentence }) => company.length < 2 || !sentence.toLowerCase().includes(company))
    .map((s) => ({ ...s, score: (NOTABLE.test(s.sentence) ? 2 : 0) + mentions(s.sentence, usable) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const keptFacts = facts.slice(0, 1).map((f) => f.sentence);
  if (own.length === 0) {
    const certs = source.certifications.map((c) => c.name.trim()).filter(Boolean);
    if (certs.length > 0) keptFacts.push(`Holds ${joinList(certs.slice(0, 2))}.`);
  }

  const compose = (count: number, withExtra: boolean, withFacts: boolean) => {
    const lead = usable.slice(0, count).map(phrase);
    let first = title;
    if (years) first += ` with ${years.text} years of experience`;
    if (lead.length > 0) first += `${years ? ' in' : ' experienced in'} ${joinList(lead)}`;
    const sentences = [`${first}.`];
    if (withFacts) sentences.push(...keptFacts);
    // Nothing twice: an extra keyword already said in the first sentence or the person's own words is left out.
    const said = ` ${normalizeTerm(sentences.join(' '))} `;
    const extra = usable
      .slice(count)
      .filter((k) => ![k.term, ...k.aliases].some((t) => said.includes(` ${normalizeTerm(t)} `)))
      .slice(0, 4)
      .map(phrase);
    if (withExtra && extra.length >= 2 && sentences.length < 3)
      sentences.push(`Also brings ${joinList(extra)}.`);
    return { text: sentences.join(' '), lead };
  };
  const attempts: [number, boolean, boolean][] = [
    [5, true, true],
    [4, true, true],
    [4, false, true],
    [3, false, true],
    [3, false, false],
  ];
  let result = compose(3, false, false);
  for (const [count, extra, withFacts] of attempts) {
    const candidate = compose(count, extra, withFacts);
    if (wordCount(candidate.text) <= MAX_WORDS) {
      result = candidate;
      break;
    }
  }
  return {
    kind: 'written',
    summary: result.text,
    keywords: result.lead,
    ...(years ? { years } : {}),
    title,
    keptOwn: own.length > 0 ? Math.min(1, keptFacts.length) : 0,
  };
}

function mentions(sentence: string, keywords: readonly ShownKeyword[]): number {
  const norm = ` ${normalizeTerm(sentence)} `;
  return keywords.filter((k) => norm.includes(` ${normalizeTerm(k.term)} `)).length;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
