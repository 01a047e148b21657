import { dateRange, type MonthRange, mergedYears } from '../dates.ts';
import type { ResumeData } from '../resume.ts';
import { normalizeTerm } from './evidence.ts';

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
    const [, raw = ''] = m;
    const bare = raw.replace('+', '').toLowerCase();
    const value = /^\d+$/.test(bare) ? Number(bare) : WORD_VALUES[WORD_NUMBERS.indexOf(bare)];
    if (value === undefined) continue;
    out.push({ value, text: raw, from: 'stated' });
  }
  return out;
}

/**
 * Whole years of the dated work history, earliest start to latest end with overlapping roles merged; education is
 * not work. Undefined when a role has no date, since the figure would then be a guess.
 */
export function workHistoryYears(resume: ResumeData, now: Date): number | undefined {
  const jobs = resume.experience.filter((j) => j.job_title.trim() !== '' || j.company.trim() !== '');
  if (jobs.length === 0) return undefined;
  const ranges: MonthRange[] = [];
  for (const job of jobs) {
    const range = dateRange(job.dates, now);
    if (range === undefined) return undefined;
    ranges.push(range);
  }
  const years = mergedYears(ranges);
  return years >= 1 ? years : undefined;
}

/** Every years figure the resume supports: what it states anywhere in its summary, and its work history's span. */
export function supportedYears(resume: ResumeData, now: Date): Set<number> {
  const out = new Set(claimedYears(resume.summary).map((y) => y.value));
  const span = workHistoryYears(resume, now);
  if (span !== undefined) out.add(span);
  return out;
}

export type SummaryOutcome =
  /** The person's own summary, word for word (a weak match, or nothing proven to add). */
  | { kind: 'kept'; summary: string }
  /** Their summary, every sentence kept, perhaps reordered, and at most one short sentence of proven skills. */
  | { kind: 'extended'; summary: string; named: string[]; reordered: boolean }
  /** No summary of their own: one or two sentences from their most recent role. */
  | { kind: 'written'; summary: string; title: string; years?: number; named: string[] };

/** The most a new sentence may list: more reads as a keyword dump. */
export const MAX_LISTED_IN_SENTENCE = 3;

/**
 * A summary in the person's voice. Their own summary keeps every sentence, its facts and its numbers; the first
 * stays first and the others may move by relevance. With no summary of their own, one sentence from their most
 * recent role: its real title, years only when roles of that kind span their whole dated history. A weak match
 * keeps the summary exactly as it is. Never the posting's title as theirs, never a years figure the resume does
 * not attach to them. (A model may add one short sentence; the guard holds it to the same rules.)
 */
export function writeSummary(options: {
  source: ResumeData;
  /** Posting skills the resume proves and now lists, as the posting writes them, most important first. */
  proven: readonly string[];
  weak: boolean;
  now: Date;
}): SummaryOutcome {
  const { source, proven, weak, now } = options;
  const own = source.summary.replace(/\s+/g, ' ').trim();
  if (weak) return { kind: 'kept', summary: source.summary };
  const sentences = splitSentences(own);
  if (sentences.length > 0) {
    // The first sentence is how they describe themselves; the others follow by how much of the job they show.
    // Nothing is added: two recruiter reads rejected 11 of 13 added "Experience includes A, B and C." sentences as
    // keyword lists, and the skills list already shows every proven skill (decision 063).
    const rest = sentences
      .slice(1)
      .map((sentence, index) => ({ sentence, index, score: mentions(sentence, proven) }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    const reordered = rest.some((r, i) => r.index !== i);
    if (!reordered) return { kind: 'kept', summary: source.summary };
    const body = [...sentences.slice(0, 1), ...rest.map((r) => r.sentence)];
    return { kind: 'extended', summary: body.join(' '), named: [], reordered };
  }
  // No summary of their own: one sentence from the most recent role, its real title and the years that kind of role
  // spans; none when no such span can be stated.
  const recent = mostRecentRole(source, now);
  if (!recent) return { kind: 'kept', summary: source.summary };
  const title = (recent.job_title.split(/\s[-–—|]\s|,|\s\(/)[0] ?? '').trim();
  const years = sameKindYears(source, now);
  const where = recent.company.trim();
  // The years belong to the kind of role ("technician"), not to the latest title ("Master Diagnostic Technician"),
  // unless every role held that same title.
  const oneTitle = source.experience.every(
    (j) => j.job_title.trim() === '' || normalizeTerm(j.job_title) === normalizeTerm(recent.job_title),
  );
  // "Data Analyst at Brightline." says nothing the experience section does not: a recruiter read rejected every
  // such sentence. Without a span of years to state there is no summary worth writing.
  if (years === undefined) return { kind: 'kept', summary: source.summary };
  const kind = (title.split(/\s+/).pop() ?? '').toLowerCase();
  // ("Venue Manager at Wattle & Tin" of a role that ended in September says the person is still there: an ended role
  // is where they were most recently.)
  const ended = (dateRange(recent.dates, now)?.end ?? Number.POSITIVE_INFINITY) < monthOf(now);
  const at = where ? (ended ? `, most recently at ${where},` : ` at ${where},`) : ',';
  const summary = (
    oneTitle
      ? `${title} with ${years} years of experience${where ? `, most recently at ${where}` : ''}.`
      : `${title}${at} with ${years} years of experience as ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}.`
  ).replace(/\.\.$/, '.'); // "… at Lakefront Elevator Co."
  return { kind: 'written', summary, title, years, named: [] };
}

/** Months since year 0, as `dateRange` counts them. */
function monthOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The role that ends last (a current one first); the first listed when none is dated. */
function mostRecentRole(resume: ResumeData, now: Date): ResumeData['experience'][number] | undefined {
  const jobs = resume.experience.filter((j) => j.job_title.trim() !== '');
  let best: { job: (typeof jobs)[number]; end: number } | undefined;
  jobs.forEach((job, index) => {
    const end = dateRange(job.dates, now)?.end ?? -1 - index;
    if (!best || end > best.end) best = { job, end };
  });
  return best?.job;
}

/**
 * The years a summary may put after the most recent role's title: stated only when roles of that kind (the same head
 * word: "Nurse", "Engineer"; each part of "Diver Tender / Deckhand" has its own) span the
 * person's whole dated history; otherwise the figure would stretch a newer kind of work over older years.
 */
export function sameKindYears(resume: ResumeData, now: Date): number | undefined {
  const recent = mostRecentRole(resume, now);
  if (!recent) return undefined;
  const head = normalizeTerm(recent.job_title.split(/\s[-–—|]\s|,/)[0] ?? '')
    .split(' ')
    .pop();
  if (!head) return undefined;
  const all = workHistoryYears(resume, now);
  const same = workHistoryYears(
    {
      ...resume,
      // Each part's own head word: "Diver Tender / Deckhand" was a tender and a deckhand, not a diver; "Surgical
      // Technologist (travel contracts)" a technologist.
      experience: resume.experience.filter((j) =>
        j.job_title
          .split(/\s*[/,|–—(]\s*|\s-\s/)
          .some((part) => normalizeTerm(part).split(' ').pop() === head),
      ),
    },
    now,
  );
  return all !== undefined && same === all && same >= 2 ? same : undefined;
}

function mentions(sentence: string, skills: readonly string[]): number {
  const norm = ` ${normalizeTerm(sentence)} `;
  return skills.filter((k) => norm.includes(` ${normalizeTerm(k)} `)).length;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A word whose full stop ends the abbreviation, not the sentence: "St. Vincent", "Acme Co. in", "J. Smith". */
const ABBREVIATION =
  /(?:^|[\s(])(?:St|Ste|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Corp|Ltd|No|Nos|vs|Dept|Univ|Ave|Blvd|Rd|Gen|Gov|Sen|Rep|Prof|[A-Z](?:\.[A-Z])*)\.$/;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)) {
    const last = out.length - 1;
    if (last >= 0 && ABBREVIATION.test(out[last] ?? '')) out[last] = `${out[last]} ${piece}`;
    else out.push(piece);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}
