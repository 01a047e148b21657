import {
  endsWithBareMonth,
  endsWithDash,
  findDateRange,
  hasDate,
  isBareYear,
  isDateOnly,
  isRange,
  isRangeEnd,
} from '../dates.ts';
import { GPA_RE, isDuration, isLocation, titleScore } from './fields.ts';
import { isBulletStart, joinWrapped, stripBullet, wordCount } from './text.ts';
import type { Line } from './types.ts';

/** One job, school or project: its heading lines, stray meta (dates beside bullets) and bullets. */
export interface Entry {
  header: Line[];
  /** Dates or places printed in a right-hand column beside the entry's body text. */
  meta: string[];
  bullets: string[];
  /** How many of the bullets are plain paragraphs printed before the first bulleted one. */
  leadingProse: number;
}

export type LineKind = 'header' | 'bullet' | 'text';

interface Style {
  size: number;
  fontName: string;
}

interface Paragraph {
  text: string[];
  isBullet: boolean;
  x: number;
  last: Line;
}

interface Draft {
  header: Line[];
  meta: string[];
  body: Paragraph[];
}

const isLong = (l: Line) => l.text.length > 90 || (wordCount(l.text) > 9 && /[.!?]$/.test(l.text));
const isMeta = (part: string) => hasDate(part) || isLocation(part) || isDuration(part);

/** A line of only dates and places ("Remote | 05/2019 – Present"): the entry's title must be above it. */
function isMetaOnly(line: Line): boolean {
  return line.parts
    .flatMap((p) => {
      const d = findDateRange(p);
      return (d ? `${p.slice(0, d.index)} | ${p.slice(d.index + d.match.length)}` : p).split(/\s*[|•·]\s*/);
    })
    .map((p) => p.trim())
    .filter((p) => p && !/^[,–—-]+$/.test(p))
    .every((p) => isLocation(p) || isDuration(p) || hasDate(p));
}

/** Left edge of a bullet line's text, after its glyph. */
function textX(line: Line): number {
  const [first, second] = line.items;
  if (first && second && isBulletStart(first.str) && stripBullet(first.str) === '') return second.x;
  return line.x;
}

/** How far below a date cell (in font sizes) the rest of its wrapped range may sit. */
export const DATE_WRAP_EM = 2;

/**
 * A date column too narrow for its ranges ("Jul 2019 –" over "Present", "Jul 2018 – Jun" over "2019"), each
 * beside the first lines of its entry: the piece that opens the next row completes the range above, and that row
 * keeps only what is beside it (the first bullet), starting where that begins. The header-level repair of
 * assemble.ts (joinWrappedDates) sees only what is left inside one entry.
 */
export function joinWrappedDateCells(lines: Line[]): Line[] {
  const out = [...lines];
  for (let k = 0; k + 1 < out.length; k++) {
    const line = out[k];
    const next = out[k + 1];
    if (!line || !next || line.parts.length < 2 || next.parts.length < 2) continue;
    const [cell = '', ...beside] = line.parts;
    const [piece = '', ...rest] = next.parts;
    const wraps = (endsWithDash(cell) && isRangeEnd(piece)) || (endsWithBareMonth(cell) && isBareYear(piece));
    if (
      !wraps ||
      next.page !== line.page ||
      Math.abs(next.x - line.x) > 2 ||
      next.top - line.top > DATE_WRAP_EM * line.size
    )
      continue;
    // The next row's items past its first segment: as many letters as the piece has go with the range.
    let letters = piece.replace(/\s/g, '').length;
    const items = next.items.filter((item) => {
      if (letters <= 0) return true;
      letters -= item.str.replace(/\s/g, '').length;
      return false;
    });
    const first = items.find((item) => item.str.trim());
    if (!first) continue;
    const joined = `${cell} ${piece}`;
    out[k] = { ...line, parts: [joined, ...beside], text: [joined, ...beside].join(' ') };
    out[k + 1] = { ...next, parts: rest, text: rest.join(' '), x: first.x, items };
  }
  return out;
}

/** Lines whose right edges lie within this many points share a wrap edge. */
export const WRAP_EDGE_TOLERANCE = 3;

/** Space (in font sizes) beyond a word's width that the line above must leave for the word to have fitted there. */
export const WRAP_SLACK_EM = 0.5;

/** A line that stops mid-phrase (a comma, a dash, "and", "accountants in"): the text goes on below it. */
export function endsOpen(text: string): boolean {
  return (
    /[,;&/–—-]$/.test(text) ||
    /\b(and|or|of|the|to|with|for|in|a|an|by|at|on|from|as|into|than|via|per)$/.test(text)
  );
}

/**
 * An unmarked list item that opens with a capitalised verb in the past ("Organised community health fairs…")
 * under a line that stopped without punctuation and not mid-phrase: no sentence runs on into a capitalised verb,
 * so this is a new item even where the line above left no room for the word. (After a full stop it may be the
 * next sentence of the same paragraph.)
 */
export function opensWithPastVerb(above: Line, line: Line): boolean {
  return /^\p{Lu}\p{Ll}{2,}ed\b/u.test(line.text) && !endsOpen(above.text) && !/[.!?:;)]$/.test(above.text);
}

/**
 * A line that starts a new paragraph although nothing marks it (list markers drawn as shapes, not text): the
 * line above stopped with room to spare for this line's first word, so the text did not wrap there.
 */
export function leftRoomFor(above: Line, line: Line, maxRight: number): boolean {
  if (!/^\p{Lu}/u.test(line.text) || endsOpen(above.text)) return false;
  const first = line.items[0];
  const word = /^\S+/.exec(line.text)?.[0] ?? '';
  if (!first || !word || !first.str.trim()) return false;
  const wordWidth = first.width * Math.min(1, word.length / Math.max(first.str.trim().length, 1));
  return maxRight - above.right > wordWidth + WRAP_SLACK_EM * line.size;
}

export function classifyLine(line: Line, body: Style): LineKind {
  if (isBulletStart(line.text) && stripBullet(line.text).length > 0) return 'bullet';
  // "GPA: 3.8 / 4.0", however it is set, is a detail of the entry above.
  if (GPA_RE.test(line.text) && line.text.length < 40) return 'text';
  const date = findDateRange(line.text);
  // A bare year inside a long line is prose ("…passage of the 2021 Act"), not an entry's dates.
  const proseYear =
    date &&
    isBareYear(date.match) &&
    (line.text.length > 64 ||
      // "Named to the President's Club in 2019": a year after a preposition, inside a sentence.
      (wordCount(line.text) >= 4 &&
        /\b(in|of|by|for|during|since)\s+$/i.test(line.text.slice(0, date.index))) ||
      (/[.!?]$/.test(line.text) && wordCount(line.text) >= 4) ||
      /^\p{Ll}/u.test(line.text));
  if (date && !isLong(line) && !proseYear) return 'header';
  // "Oregon Institute of Technology, Klamath Falls, OR — Bachelor of Science … 2013 – 2017": a long entry line
  // whose right-aligned range ran into its text still ends with the range, never with a sentence.
  if (date && !proseYear && isRange(date.match) && endsWithDate(line.text, date)) return 'header';
  // Long lines are prose, even with a bold lead-in.
  if (isLong(line) || line.text.length > 64) return 'text';
  if (line.isBold || line.size >= body.size + 0.9 || line.parts.length > 1) return 'header';
  // Another font (an italic title) marks a heading, unless the line reads as the end of a sentence.
  if (line.fontName !== body.fontName && /^[\p{Lu}\d]/u.test(line.text) && !/[.;,]$/.test(line.text))
    return 'header';
  return 'text';
}

/** Longest line read as an employer or school with its place ("Lakes Area Electrical Contractors, St. Paul, MN"). */
export const MAX_PLACED_NAME_CHARS = 80;

function endsWithPlace(text: string): boolean {
  const pieces = text.split(/,\s*/);
  return (
    text.length <= MAX_PLACED_NAME_CHARS &&
    pieces.length >= 3 &&
    !/[.!?;]$/.test(text) &&
    isLocation(pieces.slice(-2).join(', '))
  );
}

function endsWithDate(text: string, date: { index: number; match: string }): boolean {
  const before = text.slice(0, date.index);
  return date.index + date.match.length >= text.replace(/[\s)]+$/, '').length && !/[.!?;]\s*$/.test(before);
}

/** Extra distance (in points) over the section's wrap pitch that sets a line apart as a new item. */
export const PARAGRAPH_GAP_PT = 0.5;
/** Beyond this many wrap pitches a gap is a break between blocks, which other rules read. */
export const PARAGRAPH_MAX_PITCHES = 1.5;

/** Fewest words of a line beside a meta column for it to read as body text rather than an entry's title. */
export const BODY_MIN_WORDS = 5;

/** Separates right-hand meta columns (dates, places, durations) from a body line they share a row with. */
/** A short name in Title Case, no digits or closing punctuation: "Line Cook", "Head of Operations". */
export function isTitleCased(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    words.length >= 1 &&
    words.length <= MAX_TITLE_WORDS &&
    !/[\d.,;:!?]/.test(text) &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(of|and|the|for|in|&)$/.test(w))
  );
}

/** Most words of a job title that opens an entry line ("PGY-1 Pharmacy Resident, Providence Regional …"). */
export const MAX_TITLE_WORDS = 5;

/**
 * "Clinical Pharmacist, Harborview Medical Center, Seattle, WA": a line beside a date cell that names a job (a
 * short title-cased title before a comma), not a sentence of what was done ("Worked grill, sauté and pasta").
 */
function opensWithTitle(text: string): boolean {
  const [lead = '', ...after] = text.split(/,\s*/);
  const words = lead.split(/\s+/).filter(Boolean);
  return (
    after.length > 0 &&
    words.length <= MAX_TITLE_WORDS &&
    words.every((w) => /^[\p{Lu}\d]/u.test(w)) &&
    titleScore(lead) > 0
  );
}

function detachMeta(line: Line): { line: Line; meta: string[] } {
  if (line.parts.length < 2) return { line, meta: [] };
  const [main = '', ...others] = line.parts;
  if (others.every(isDuration)) return { line: { ...line, text: main, parts: [main] }, meta: [] };
  // A dates-on-the-left column beside body text: "San Francisco, CA | Worked grill, sauté and pasta stations".
  const rest = others.join(' ');
  if (
    isMeta(main) &&
    !others.some(isMeta) &&
    !line.isBold &&
    (isBulletStart(rest) || (wordCount(rest) >= BODY_MIN_WORDS && !opensWithTitle(rest)))
  )
    return { line: { ...line, text: rest, parts: [rest] }, meta: [main] };
  // Only body text sheds its meta column; a long heading keeps its dates.
  if (!(isBulletStart(main) || main.length > 80) || !others.every(isMeta)) return { line, meta: [] };
  return {
    line: { ...line, text: main, parts: [main] },
    meta: others.filter((o) => !isDuration(o)),
  };
}

/**
 * Step 4: a section's lines → entries. An entry starts at a heading-like line (a date, bold or larger type,
 * another font, several columns) that follows body text, or at a plain line just before such a heading.
 * Bulleted lines start bullets; plain lines continue the bullet above them, or form paragraphs.
 */
export function splitEntries(given: Line[], body: Style, rightEdge?: (line: Line) => number): Entry[] {
  const input = joinWrappedDateCells(given);
  const detached = input.map(detachMeta);
  const lines = detached.map((d) => d.line);
  const kinds = lines.map((l) => classifyLine(l, body));
  const maxRight = Math.max(...lines.map((l) => l.right));
  // Where running text wraps: rows with a right-hand column (dates beside a title) may reach further. When
  // several lines of the section end at the same widest edge, that edge is where it wraps; otherwise the
  // column's edge (from a paragraph spanning it elsewhere on the page) tells.
  const textRights = input.filter((l) => l.parts.length === 1).map((l) => l.right);
  const textRight = Math.max(0, ...textRights);
  // Only lines that text continues under count: two one-line bullets of equal length are no wrap edge.
  const settled =
    input.filter(
      (l, k) =>
        l.parts.length === 1 &&
        l.right >= textRight - WRAP_EDGE_TOLERANCE &&
        kinds[k + 1] === 'text' &&
        !isBulletStart(input[k + 1]?.text ?? ''),
    ).length >= 2;
  const wrapRight = (l: Line) => (settled ? textRight : Math.max(textRight, rightEdge?.(l) ?? 0));
  // The distance between a line and its sure continuation (a lower-case start) in this section: list items and
  // paragraphs set a little further apart than that start anew, whatever the length of the line above.
  const wrapPitches = lines
    .map((l, k) => {
      const above = lines[k - 1];
      return above &&
        kinds[k] === 'text' &&
        /^\p{Ll}/u.test(l.text) &&
        above.page === l.page &&
        above.size === l.size
        ? l.top - above.top
        : 0;
    })
    .filter((d) => d > 0);
  const wrapPitch = wrapPitches.length ? Math.min(...wrapPitches) : 0;
  const spacedApart = (above: Line, l: Line) => {
    const d = l.top - above.top;
    return (
      wrapPitch > 0 &&
      /^\p{Lu}/u.test(l.text) &&
      above.page === l.page &&
      above.size === l.size &&
      d >= wrapPitch + PARAGRAPH_GAP_PT &&
      d <= PARAGRAPH_MAX_PITCHES * wrapPitch
    );
  };
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  const start = (header: Line[]): Draft => {
    current = { header, meta: [], body: [] };
    drafts.push(current);
    return current;
  };
  const headerHasDate = (d: Draft) => d.meta.some(hasDate) || d.header.some((l) => hasDate(l.text));

  // A plain short line followed (within two lines) by a dated heading line opens the next entry. A job title in
  // Title Case ("Line Cook") may stand right above a dated line that names the employer too ("Greens Restaurant |
  // San Francisco, CA | June 2015 – March 2019"), as when a scan has lost the title's bold.
  const datedHeaderFollows = (i: number) =>
    [1, 2].some((k) => {
      const heading = lines[i + k];
      const between = lines[i + 1];
      const range = heading ? findDateRange(heading.text) : null;
      return (
        kinds[i + k] === 'header' &&
        heading !== undefined &&
        hasDate(heading.text) &&
        (isMetaOnly(heading) ||
          (k === 1 && !!range && isRange(range.match) && isTitleCased(lines[i]?.text ?? ''))) &&
        (k === 1 || (kinds[i + 1] !== 'bullet' && between !== undefined && !isLong(between)))
      );
    });

  detached.forEach(({ line, meta }, i) => {
    const kind = kinds[i];
    let draft = current as Draft | null;
    if (kind === 'header') {
      const dated = hasDate(line.text);
      // A bare year under another is the start of a stacked range ("2024" over "2020"), not a new entry.
      const bare = dated && isDateOnly(line.text) && !isRange(line.text);
      // Entries without bullets: a line styled like this entry's first line, once it has its dates, starts the next.
      const first = draft?.header[0];
      const repeatsFirst =
        !!draft &&
        !!first &&
        first.fontName === line.fontName &&
        first.size === line.size &&
        first.isBold === line.isBold;
      const complete = !!draft && headerHasDate(draft) && draft.header.length >= 2;
      // A one-line-per-job list ("Sous Chef, Osteria Marina, San Francisco  2019 – Present"): a line styled like
      // the one above, each with its own date range, is the next entry.
      const ranged = (l: Line) => {
        const range = findDateRange(l.text);
        return !!range && isRange(range.match);
      };
      const oneLineEntries =
        !!draft &&
        draft.header.length === 1 &&
        repeatsFirst &&
        dated &&
        !bare &&
        first !== undefined &&
        ranged(first) &&
        ranged(line);
      if (
        !draft ||
        draft.body.length > 0 ||
        oneLineEntries ||
        (complete && ((dated && !bare) || (repeatsFirst && !dated)))
      ) {
        draft = start([line]);
      } else draft.header.push(line);
    } else if (kind === 'bullet') {
      draft ??= start([]);
      draft.body.push({ text: [stripBullet(line.text)], isBullet: true, x: textX(line), last: line });
    } else {
      const last = draft?.body[draft.body.length - 1];
      const continuesBullet = last?.isBullet && line.x >= last.x - 3 && !/[.!?]$/.test(last.last.text);
      if (
        !draft ||
        (last &&
          !continuesBullet &&
          (line.x < last.x - 3 || /[.!?]$/.test(last.last.text)) &&
          !isLong(line) &&
          !/[.,;]$/.test(line.text) &&
          datedHeaderFollows(i))
      ) {
        draft = start([]);
      }
      const tail = draft.body[draft.body.length - 1];
      if (!tail) {
        const next = lines[i + 1];
        const opensParagraph =
          /[-,]$/.test(line.text) || (next && kinds[i + 1] === 'text' && next.x < line.x - 3);
        // An employer with its place ("Lakes Area Electrical Contractors, St. Paul, MN") above a dates line.
        const aboveDates = kinds[i + 1] === 'header' && !!next && isMetaOnly(next) && line.text.length <= 80;
        const fitsHeader =
          draft.header.length === 0 || line.text.length <= 45 || aboveDates || endsWithPlace(line.text);
        if (
          draft.header.length < 3 &&
          fitsHeader &&
          !isLong(line) &&
          !/[.!?]$/.test(line.text) &&
          !opensParagraph
        ) {
          draft.header.push(line);
        } else draft.body.push({ text: [line.text], isBullet: false, x: line.x, last: line });
      } else {
        // The line above stopped well short of the margin: its paragraph ended there.
        const width = maxRight - tail.x;
        const endedEarly =
          (/[.!?:]$/.test(tail.last.text) && tail.last.right < maxRight - 0.15 * width) ||
          (/^[\p{Lu}\d]/u.test(line.text) && tail.last.right < maxRight - 0.3 * width) ||
          leftRoomFor(tail.last, line, wrapRight(tail.last)) ||
          opensWithPastVerb(tail.last, line) ||
          spacedApart(tail.last, line);
        // A first-line indent (deeper than the line above) starts a new paragraph.
        const indented = line.x > tail.last.x + 3;
        const continues = tail.isBullet
          ? (line.x >= tail.x - 3 || line.x > tail.last.x - 1) && !endedEarly
          : !endedEarly && !indented;
        if (continues) {
          tail.text.push(line.text);
          tail.last = line;
        } else draft.body.push({ text: [line.text], isBullet: false, x: line.x, last: line });
      }
    }
    (current as Draft | null)?.meta.push(...meta);
  });

  return drafts.map((d) => ({
    header: d.header,
    meta: d.meta,
    bullets: d.body.map((p) => joinWrapped(p.text)).filter(Boolean),
    leadingProse:
      d.body.findIndex((p) => p.isBullet) === -1 ? d.body.length : d.body.findIndex((p) => p.isBullet),
  }));
}
