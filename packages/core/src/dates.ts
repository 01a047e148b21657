/**
 * The one date grammar: how a resume writes a date or a range ("Jan 2020 – Present", "2019–21", "03/2018",
 * "2018.03", "Fall 2020 – Spring 2022", "since 2019", "’19–present", "Expected May 2026"). The parser finds dates
 * in a line with it and tailoring reads them as months, so a new form added here reaches both.
 */

/** Months since year 0 of a range's first and last month, both included. */
export type MonthRange = { start: number; end: number };

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const SEASON_MONTHS: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 };
const FULL_YEAR = '(?:1[6-9]|20)\\d{2}';
/** "2019", or "'19" / "’19" with any apostrophe. */
const YEAR = `(?:${FULL_YEAR}|['‘’]\\d{2})`;
const DASH = '[-–—−‐‑]';
/** Source of the words that end a range still running ("– Present", "to date"). */
export const OPEN_END = '(?:present|current|now|today|ongoing|date|till date|to date)';
// "2022 – Expected" is found as a range but does not run until now.
const END_WORD = `(?:${OPEN_END}|expected)`;
const SEP = `\\s*(?:${DASH}+|to|until|till|→|~|>)\\s*`;

/**
 * One written point in time. The named groups are for reading it; the finder below strips them, since a range
 * holds several points and a name may appear only once in a pattern.
 */
const POINT_READ = `(?:${[
  `(?<monthName>${MONTH})\\s*,?\\s*(?<monthYear>${YEAR})`,
  `(?<season>${SEASON})\\s+(?<seasonYear>${YEAR})`,
  `(?<slashMonth>\\d{1,2})\\s*[/.]\\s*(?<slashYear>${YEAR})`,
  `(?<isoYear>${YEAR})(?<isoSep>\\s*[/.-]\\s*)(?<isoMonth>\\d{1,2})(?!\\d)`,
  `\\d{1,2}\\s+(?<dayMonth>${MONTH})\\s+(?<dayYear>${YEAR})`,
  `(?<year>${YEAR})`,
].join('|')})`;
/** "2019–21": a year and the last two digits of another. A hyphen here reads as a year-month point above. */
const SHORT_RANGE_READ = `(?<shortFrom>${FULL_YEAR})\\s*[–—−‐‑]\\s*(?<shortTo>\\d{2})(?![\\d/.])`;

const unnamed = (source: string) => source.replace(/\(\?<[A-Za-z]+>/g, '(?:');
const POINT = unnamed(POINT_READ);

/** A date range or single date inside a line: "Jan 2020 – Present", "2019–21", "Summer 2019", "since 2019". */
export const DATE_RANGE = new RegExp(
  `(?:(?:from|expected:?)\\s+)?(?:${unnamed(SHORT_RANGE_READ)}|${POINT}(?:${SEP}(?:${POINT}|${END_WORD})|\\s+${MONTH}\\s*${YEAR})?(?:\\s*,\\s*${YEAR}(?![\\d/]))*)|since\\s+${POINT}`,
  'iu',
);
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE.source, 'giu');

/** The longest date expression in a text and where it starts; null when there is none. */
export function findDateRange(text: string): { match: string; index: number } | null {
  let best: { match: string; index: number } | null = null;
  for (const m of text.matchAll(DATE_RANGE_GLOBAL)) {
    const before = text[m.index - 1] ?? ' ';
    const after = text[m.index + m[0].length] ?? ' ';
    // Not part of a longer number ("12345", "3.97/4.00").
    if (/[\p{L}\d]/u.test(before) && !/[(]/.test(before)) continue;
    if (/\d/.test(after) || (/\p{L}/u.test(after) && !/^\s/.test(after))) continue;
    if (!best || m[0].length > best.match.length) best = { match: m[0].trim(), index: m.index };
  }
  return best;
}

export const hasDate = (text: string): boolean => findDateRange(text) !== null;

/** The whole text is one date or range ("2019 – 2021"), nothing else. */
export const isDateOnly = (text: string): boolean => findDateRange(text)?.match === text.trim();

const BARE_YEAR_RE = new RegExp(`^${FULL_YEAR}$`);
/** Just a four-digit year: "2019". */
export const isBareYear = (text: string): boolean => BARE_YEAR_RE.test(text.trim());

const BARE_MONTH_END_RE = new RegExp(`${SEP}${MONTH}$`, 'iu');
/** A range cut after its end month ("June 2015 – March"), as a narrow column wraps it. */
export const endsWithBareMonth = (text: string): boolean => BARE_MONTH_END_RE.test(text);

const DANGLING_RE = new RegExp(`${DASH}+\\s*$`, 'u');
/** A range cut after its dash ("Jul 2019 –"), as a narrow column wraps it. */
export const endsWithDash = (text: string): boolean => DANGLING_RE.test(text.trim()) && hasDate(text);

const RANGE_END_RE = new RegExp(`^(?:${END_WORD}|${POINT})$`, 'iu');
/** Just the end of a range ("Present", "2019", "May 2019"): what a wrapped range's dash leaves for the next line. */
export const isRangeEnd = (text: string): boolean => RANGE_END_RE.test(text.trim());

const OPEN_RE = new RegExp(`(?<!\\p{L})${OPEN_END}(?!\\p{L})`, 'iu');
const SINCE_RE = /(?<!\p{L})since(?!\p{L})/iu;

type Point = { year: number; month?: number };

const POINT_RE = new RegExp(`(?<![\\p{L}\\d])(?:${SHORT_RANGE_READ}|${POINT_READ})`, 'giu');

/** "'19" → 2019 and "'98" → 1998, the POSIX strptime pivot (69–99 are 19xx). */
function fullYear(written: string): number {
  if (/^\d{4}$/.test(written)) return Number(written);
  const digits = Number(written.slice(1));
  return digits + (digits >= 69 ? 1900 : 2000);
}

/** "2019–21": the end year in the start's century, or the next one ("1998–02"). */
function shortEndYear(from: number, twoDigits: string): number {
  const year = from - (from % 100) + Number(twoDigits);
  return year < from ? year + 100 : year;
}

/** The points a text writes, in order; a short range ("2019–21") gives two. */
function readPoints(text: string): Point[] {
  const out: Point[] = [];
  for (const m of text.matchAll(POINT_RE)) {
    const g = m.groups ?? {};
    if (g.shortFrom && g.shortTo) {
      const from = Number(g.shortFrom);
      out.push({ year: from }, { year: shortEndYear(from, g.shortTo) });
    } else if (g.monthName && g.monthYear) {
      out.push({ year: fullYear(g.monthYear), month: monthIndex(g.monthName) });
    } else if (g.season && g.seasonYear) {
      out.push({ year: fullYear(g.seasonYear), month: SEASON_MONTHS[g.season.toLowerCase()] });
    } else if (g.slashMonth && g.slashYear) {
      out.push({ year: fullYear(g.slashYear), month: clampMonth(Number(g.slashMonth)) });
    } else if (g.isoYear && g.isoSep && g.isoMonth) {
      const year = fullYear(g.isoYear);
      const n = Number(g.isoMonth);
      // "2018-03", "2016 / 09" are months; "2019-21" and the spaced "2011 - 12" are two years.
      const spacedDash = g.isoSep.includes('-') && /\s/.test(g.isoSep);
      if (n >= 1 && n <= 12 && !spacedDash) out.push({ year, month: n - 1 });
      else if (g.isoSep.includes('-') && g.isoMonth.length === 2)
        out.push({ year }, { year: shortEndYear(year, g.isoMonth) });
      else out.push({ year });
    } else if (g.dayMonth && g.dayYear) {
      out.push({ year: fullYear(g.dayYear), month: monthIndex(g.dayMonth) });
    } else if (g.year) out.push({ year: fullYear(g.year) });
  }
  return out;
}

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());
const clampMonth = (n: number) => Math.min(11, Math.max(0, n - 1));

/** The years a text writes, in order: "Jan 2019 – ’21" → [2019, 2021]. */
export const yearsIn = (text: string): number[] => readPoints(text).map((p) => p.year);

/** A range with an end ("2019 – 2021", "Jan 2020 – Present"), not a single date or an open "since 2019". */
export function isRange(text: string): boolean {
  const count = readPoints(text).length;
  return count >= 2 || (count === 1 && OPEN_RE.test(text));
}

/**
 * Months since year 0 of a written range's start and end; undefined when it has no year or ends before it starts.
 * A year without a month starts in January and, as the end, ends in December; a season is its first month
 * (Spring March, Summer June, Fall September, Winter December); "Present" and "since …" end now.
 */
export function dateRange(text: string, now: Date): MonthRange | undefined {
  const points = readPoints(text);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return undefined;
  const start = first.year * 12 + (first.month ?? 0);
  let end = last.year * 12 + (last.month ?? 11);
  if (OPEN_RE.test(text) || SINCE_RE.test(text)) {
    const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    end = Math.max(points.length > 1 ? end : start, nowMonth);
  }
  return end >= start ? { start, end } : undefined;
}

/** Whole years the ranges cover, overlapping and back-to-back ranges counted once. */
export function mergedYears(ranges: readonly MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const first = sorted[0];
  if (!first) return 0;
  let months = 0;
  let current = { ...first };
  for (const r of sorted.slice(1)) {
    if (r.start > current.end + 1) {
      months += current.end - current.start + 1;
      current = { ...r };
    } else current.end = Math.max(current.end, r.end);
  }
  months += current.end - current.start + 1;
  return Math.floor(months / 12);
}
