import { pairs } from '../arrays.ts';
import {
  endsWithBareMonth,
  endsWithDash,
  findDateRange,
  hasDate,
  isBareYear,
  isDateOnly,
  isRangeEnd,
  OPEN_END,
  yearsIn,
} from '../dates.ts';
import type { Certification, Education, Experience, Project } from '../resume.ts';
import { type Entry, endsOpen, leftRoomFor } from './entries.ts';
import {
  EMAIL_RE,
  findGpa,
  findLinks,
  findPhone,
  isDegree,
  isDuration,
  isLocation,
  isSchool,
  titleScore,
} from './fields.ts';
import { isBoldFont } from './lines.ts';
import { isAllCaps, isBulletStart, joinWrapped, stripBullet, wordCount } from './text.ts';
import type { Line, TextLine } from './types.ts';

// A dash before a range's end ("– present", "– 2021") separates no fields.
const SPLIT_RE = new RegExp(
  `\\s+[|•·◦▪⋄♦]\\s+|\\s[|]\\s?|\\s+[–—]\\s+(?!\\s*(?:${OPEN_END}|\\d))|\\s+-\\s+(?=\\p{L})(?!${OPEN_END})|\\t`,
  'u',
);

/** Splits a heading line into its fields: "Acme Corp | Senior Engineer — Remote". */
export function splitParts(line: Pick<Line, 'parts'>): string[] {
  const out: string[] = [];
  for (const part of line.parts) {
    for (const piece of part.split(SPLIT_RE)) {
      const t = piece
        .trim()
        .replace(/^[|,;·•]+|[|,;·•]+$/g, '')
        .trim();
      if (t) out.push(t);
    }
  }
  return out;
}

interface HeaderFields {
  dates: string;
  location: string;
  rest: string[];
  links: string[];
}

const isSinglePoint = (date: string) => yearsIn(date).length === 1;
const yearOf = (date: string) => yearsIn(date)[0] ?? 0;
/** Two single dates printed apart (a stacked timeline) form a range, earlier first. */
const orderRange = (a: string, b: string) => (yearOf(a) <= yearOf(b) ? `${a} - ${b}` : `${b} - ${a}`);

/** Pulls the dates, a location and links out of an entry's heading lines; the other pieces stay in order. */
export function readHeader(lines: Line[], meta: string[] = []): HeaderFields {
  let dates = '';
  let location = '';
  const rest: string[] = [];
  const links: string[] = [];
  const metaLine = (text: string): TextLine => ({ text, parts: [text] });
  for (const source of joinWrappedDates<TextLine>([...lines, ...meta.map(metaLine)])) {
    // Dates first, on whole parts, so a range's dash never splits it.
    const parts = source.parts.map((raw) => {
      const d = findDateRange(raw);
      if (!d) return raw;
      if (!dates) dates = d.match;
      else if (isSinglePoint(dates) && isSinglePoint(d.match)) dates = orderRange(dates, d.match);
      return `${raw.slice(0, d.index)} | ${raw.slice(d.index + d.match.length)}`.replace(
        /\(\s*\|\s*\)|\[\s*\|\s*\]/g,
        ' | ',
      );
    });
    for (let part of splitParts({ ...source, parts })) {
      part = part.replace(/^[\s,|–—-]+|[\s,|–—(-]+$/g, '').trim();
      if (!part || isDuration(part)) continue;
      const found = findLinks(part);
      if (found.length && found.join(' ').length >= part.length - 2) {
        links.push(...found);
        continue;
      }
      const pieces = part.split(/,\s*/);
      if (
        !location &&
        pieces.length >= 3 &&
        !/\d/.test(pieces[0] ?? '') &&
        isLocation(pieces.slice(-2).join(', '))
      ) {
        // "LionLike MindState, Pomona, CA": an employer before its place.
        location = pieces.slice(-2).join(', ');
        rest.push(pieces.slice(0, -2).join(', '));
        continue;
      }
      if (isLocation(part) && !location && !/\b(inc|llc|ltd|university|college|corp)\b/i.test(part)) {
        location = part;
        continue;
      }
      // "Google, Mountain View, CA": a trailing location after a comma.
      const commas = part.split(/,\s*/);
      if (!location && commas.length >= 3) {
        const tail = commas.slice(-2).join(', ');
        if (isLocation(tail)) {
          location = tail;
          part = commas.slice(0, -2).join(', ');
        }
      }
      if (part.length > 1) rest.push(part);
    }
  }
  return { dates, location, rest, links };
}

/**
 * A range that a narrow date column wrapped ("June 2015 – March" over "2019"): the bare year that opens the next
 * line completes the month that ends this one. Likewise a heading cut after a comma ("Providence Regional
 * Medical Center, Everett," over "WA"): the next line's first piece ends it.
 */
/**
 * Whether the part before a line's `at`-th part ran up to it with no room left for the first word of `piece`, the
 * first part of the line below: that part wrapped there. Needs the lines' positions; text-only lines never wrap.
 */
function rowWrapped(line: TextLine, at: number, below: TextLine, piece: string): boolean {
  if (!('items' in line) || !('items' in below)) return false;
  const [before, range] = [partSpans(line as Line)[at - 1], partSpans(line as Line)[at]];
  const [first] = partSpans(below as Line);
  if (!before || !range || !first) return false;
  const word = /^\S+/.exec(piece.trim())?.[0] ?? '';
  const wordWidth = ((first.end - first.start) * word.length) / Math.max(piece.trim().length, 1);
  return range.start - before.end < wordWidth + 1.5 * (line as Line).size;
}

export function joinWrappedDates<T extends TextLine>(lines: T[]): T[] {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  out.forEach((line, k) => {
    const following = out[k + 1];
    if (!following) return;
    const here = line.parts;
    const next = following.parts;
    const tail = here.length - 1;
    if (/,$/.test(here[tail] ?? '') && next[0] !== undefined && !hasDate(next[0])) {
      here[tail] = `${here[tail]} ${next.shift()?.trim()}`;
      line.text = here.join(' ');
      following.text = next.join(' ');
      return;
    }
    // "June 2015 – March" over "2019", "2013 –" over "2015".
    const at = here.findIndex((p) => (endsWithBareMonth(p) || endsWithDash(p)) && hasDate(p));
    const cut = here[at] ?? '';
    const year = next.findIndex((p) => (endsWithBareMonth(cut) ? isBareYear(p) : isRangeEnd(p)));
    if (at < 0 || year < 0) return;
    here[at] = `${cut} ${next[year]?.trim()}`;
    // The text beside the range wrapped with it ("Providence Regional Medical" over "Center"): its first word had
    // no room before the range; or it ran into the range, stopping on a comma ("San Francisco, 2013 –" over "CA").
    const before = here[at - 1];
    const piece = year > 0 ? next[0] : undefined;
    const range = findDateRange(cut);
    const lead = range ? cut.slice(0, range.index).trim() : '';
    if (piece !== undefined && range && lead.endsWith(',')) {
      here[at] = `${lead} ${piece.trim()} ${here[at].slice(range.index).trim()}`;
      next.splice(0, 1);
      next.splice(year - 1, 1);
    } else if (before !== undefined && piece !== undefined && rowWrapped(line, at, following, piece)) {
      here[at - 1] = `${before} ${piece.trim()}`;
      next.splice(0, 1);
      next.splice(year - 1, 1);
    } else next.splice(year, 1);
    line.text = here.join(' ');
    following.text = next.join(' ');
  });
  return out.filter((l) => l.parts.length);
}

function splitTitleCompany(text: string): [string, string] | null {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  if (at) {
    const [, title = '', company = ''] = at;
    return [title, company];
  }
  const comma = /^([^,]+),\s+(.+)$/.exec(text);
  if (comma) {
    const [, a = '', b = ''] = comma;
    if (titleScore(a) > titleScore(b)) return [a, b];
    if (titleScore(b) > titleScore(a)) return [b, a];
  }
  return null;
}

export function toExperience(entry: Entry): Experience {
  const { dates, location, rest } = readHeader(entry.header, entry.meta);
  let job_title = '';
  let company = '';
  const pieces = rest.slice(0, 3);
  const [a, b] = pieces;
  if (a !== undefined && b === undefined) {
    const split = splitTitleCompany(a);
    if (split) [job_title, company] = split;
    else if (titleScore(a) > 0) job_title = a;
    else company = a;
  } else if (a !== undefined && b !== undefined) {
    const sa = titleScore(a);
    const sb = titleScore(b);
    if (sb > sa) [job_title, company] = [b, a];
    else if (sa > sb) [job_title, company] = [a, b];
    else if (isAllCaps(a) && !isAllCaps(b)) [job_title, company] = [b, a];
    else [job_title, company] = [a, b];
  }
  return { job_title, company, location, dates, bullet_points: entry.bullets };
}

/** Longest line under a school's heading still read as its degree ("Bachelor of …, Supply Chain Management"). */
export const MAX_DEGREE_CHARS = 90;

export function toEducation(entry: Entry): Education {
  const header = readHeader(entry.header, entry.meta);
  const { dates, location } = header;
  // A degree too long for a heading line is the first line under the school.
  const under = entry.bullets[0] ?? '';
  const degreeBelow =
    !header.rest.some(isDegree) &&
    isDegree(under) &&
    under.length <= MAX_DEGREE_CHARS &&
    !/[.!?]$/.test(under) &&
    !findGpa(under);
  const rest = degreeBelow ? [...header.rest, under] : header.rest;
  const all = [...entry.header.map((l) => l.text), ...entry.bullets].join(' ');
  const gpa = findGpa(all);
  const pieces = rest
    // "… - 3.8 GPA", "GPA: 3.9/4.0": the grade is read separately.
    .map((p) =>
      p
        .replace(
          /[\s,;|•–—-]*(\b(c?gpa|grade)\b\s*:?\s*[\d.,/\s]*|\d[\d.,]*(\s*\/\s*[\d.]+)?\s*c?gpa\b).*$/i,
          '',
        )
        .trim(),
    )
    .filter((p) => p && !/^(grad\.?|graduated|graduation|expected(\s+graduation)?:?)$/i.test(p))
    .flatMap((p) => {
      // "Princeton University, PhD in Computer Science": split where the degree and the school meet.
      if (!(isSchool(p) && isDegree(p)) || !p.includes(',')) return [p];
      const bits = p.split(/,\s*/);
      const cut = bits.findIndex((b, k) => k > 0 && isDegree(b) !== isDegree(bits[k - 1] ?? ''));
      return cut > 0 ? [bits.slice(0, cut).join(', '), bits.slice(cut).join(', ')] : [p];
    });
  let school = pieces.find((p) => isSchool(p) && !isDegree(p)) ?? pieces.find(isSchool) ?? '';
  let degree = pieces.find((p) => p !== school && isDegree(p)) ?? '';
  if (!school) school = pieces.find((p) => p !== degree) ?? '';
  if (!degree) degree = pieces.find((p) => p !== school) ?? '';
  // A field of study printed on its own ("Bachelor of Science" … "Computer Science") completes the degree.
  const others = pieces.filter((p) => p !== school && p !== degree);
  const [other] = others;
  const field =
    other !== undefined && others.length === 1 && degree && !/\d/.test(other) && wordCount(other) <= 5
      ? other
      : '';
  if (field && !isSchool(field)) degree = `${degree}, ${field}`;
  return {
    degree: degree.replace(/[,;]?\s*(c?gpa|grade)\b.*$/i, '').trim(),
    school,
    location,
    dates,
    gpa,
  };
}

export function toProject(entry: Entry): Project {
  const { rest, links } = readHeader(entry.header, entry.meta);
  // "View on GitHub" and similar are link labels, not content.
  const body = entry.bullets.filter(
    (b) => !/^(view|see|visit)\b.{0,30}$|^(link|demo|website|source|code)$/i.test(b),
  );
  const lead = Math.min(entry.leadingProse, body.length);
  const title = rest[0] ?? body[0] ?? '';
  // Plain text under the title describes the project; bulleted lines are its points.
  const prose = rest.length ? body.slice(0, lead) : body.slice(1, lead);
  return {
    title,
    description: [...rest.slice(1), ...prose].join(' '),
    link: links[0] ?? '',
    bullet_points: body.slice(Math.max(lead, rest.length ? 0 : 1)),
  };
}

const PROFICIENCY =
  /^(expert|advanced|intermediate|beginner|basic|novice|proficient|fluent|native|familiar|good|excellent|working knowledge|\d+\s*(\+\s*)?(years?|yrs?))$/i;
const SPOKEN =
  /^(english|french|german|spanish|italian|portuguese|chinese|mandarin|cantonese|japanese|korean|hindi|arabic|russian|dutch|swedish|norwegian|danish|finnish|polish|turkish|greek|hebrew|urdu|bengali|vietnamese|thai|indonesian|malay|tagalog|swahili|czech|hungarian|romanian|ukrainian|persian|farsi|tamil|telugu|punjabi)\b/i;
const NOT_SKILLS = /^(personal\s+)?(interests|hobbies|passions)$/i;

/** Longest category label before its skills ("Programming Languages:"), in characters. */
export const MAX_CATEGORY_CHARS = 40;
/** Most words of a label printed in its own run or cell without a colon ("Tech Stack   Tableau, Python"). */
export const MAX_BARE_LABEL_WORDS = 3;

/**
 * A word with a common-noun ending (an activity or field: "Scaling", "Marketing", "Development", "Safety"): two
 * such words joined by "and" name one skill, while product names ("Windows and Mac OS", "Kafka and Go") are two.
 */
export const COMMON_NOUN_RE = /(ing|tion|sion|ment|ance|ence|ity|ety|ness|ship|ogy|ics|ure|ysis)$/i;

/** One row of a skills section: its category label, if printed, and its skills. */
export interface SkillGroup {
  category: string;
  skills: string[];
}

/** "Languages: TypeScript, Go" → TypeScript, Go. Lines without separators are one skill each. */
export function toSkills(lines: Line[]): string[] {
  return [
    ...new Set(readSkillGroups(joinWrappedCells(withoutAccomplishments(lines))).flatMap((g) => g.skills)),
  ];
}

/** Where each part of a line begins and ends: the items of its share of the line's letters. */
function partSpans(line: Line): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let k = 0;
  for (const part of line.parts) {
    let left = part.replace(/\s/g, '').length;
    let start: number | null = null;
    let end = line.x;
    while (left > 0 && k < line.items.length) {
      const item = line.items[k++];
      if (!item) break;
      if (start === null && item.str.trim()) start = item.x;
      end = Math.max(end, item.x + item.width);
      left -= item.str.replace(/\s/g, '').length;
    }
    spans.push({ start: start ?? line.x, end });
  }
  return spans;
}
const partStarts = (line: Line) => partSpans(line).map((s) => s.start);

/**
 * A grid of skills whose cells wrap ("▪ Anticoagulation   ▪ Antimicrobial" over "Management   Stewardship"): a row
 * without bullet glyphs right under a row of bulleted cells, each of its parts under one cell's text, ends those
 * cells (a level such as "Expert" is no such end). The joined row lists its cells with commas.
 */
export function joinWrappedCells(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const above = out[out.length - 1];
    if (
      !above ||
      above.parts.length < 2 ||
      !above.parts.every(isBulletStart) ||
      line.parts.some(isBulletStart) ||
      // "Expert   Advanced" under the cells is their level, not the rest of their names.
      line.parts.some((p) => PROFICIENCY.test(p.trim())) ||
      line.page !== above.page ||
      line.top - above.top > 1.6 * above.size
    ) {
      out.push(line);
      continue;
    }
    const cells = partStarts(above);
    const cellOf = (x: number) =>
      cells.findIndex((c, j) => x >= c - 2 && x < (cells[j + 1] ?? Number.POSITIVE_INFINITY) - 2);
    const tails = partStarts(line).map(cellOf);
    // Each tail under its own cell, within the glyph's reach of the cell's start.
    const fits = tails.every(
      (j, k) =>
        j >= 0 && tails.indexOf(j) === k && (partStarts(line)[k] ?? 0) - (cells[j] ?? 0) <= 2 * above.size,
    );
    if (!fits) {
      out.push(line);
      continue;
    }
    const parts = above.parts.map((p, j) => {
      const k = tails.indexOf(j);
      return [stripBullet(p), k >= 0 ? line.parts[k] : ''].join(' ').trim();
    });
    out[out.length - 1] = { ...above, parts, text: parts.join(', ') };
  }
  return out;
}

/** Fewest words on the middle line under a skill area's sub-heading that make its lines accomplishments. */
export const ACCOMPLISHMENT_WORDS = 6;

/**
 * A functional resume's skill areas: a short bold sub-heading ("Menu Development", "Clinical") over indented
 * bullets that are sentences of what was done, not items. The sentences are never skills; the sub-headings are
 * read as skills only when the section lists none of its own ("Skills: …" after the areas).
 */
export function withoutAccomplishments(lines: Line[]): Line[] {
  const isSubHeading = (l: Line) =>
    l.isBold && l.parts.length === 1 && wordCount(l.text) <= 4 && !/[,;:.]/.test(l.text);
  const sentences = new Set<Line>();
  const areas = new Set<Line>();
  lines.forEach((head, k) => {
    if (!isSubHeading(head)) return;
    const block: Line[] = [];
    for (const l of lines.slice(k + 1)) {
      // Values level with the sub-heading are a label's row ("Engineering   Stormwater Design, …"), not an area.
      const below = l.page !== head.page || l.top > head.top + 0.5 * head.size;
      if (!below || isSubHeading(l) || (l.x <= head.x + 2 && !isBulletStart(l.text))) break;
      block.push(l);
    }
    // A list of items ("Stormwater Design, Site Grading, Erosion Control") is no sentence, however long.
    const sentenceWords = (l: Line) =>
      (l.text.match(/,/g) ?? []).length >= 2 ? 0 : wordCount(stripBullet(l.text));
    const words = block.map(sentenceWords).sort((a, b) => a - b);
    if ((words[Math.floor(words.length / 2)] ?? 0) < ACCOMPLISHMENT_WORDS) return;
    areas.add(head);
    for (const l of block) sentences.add(l);
  });
  if (!areas.size) return lines;
  const listed = lines.filter((l) => !sentences.has(l) && !areas.has(l));
  return listed.length ? listed : lines.filter((l) => !sentences.has(l));
}

/** Punctuation and bullet glyphs that may precede a label ("• Tech:", ": Soft:"). */
const LEAD_RE = /^[\s:•·▪◦\-–—*]+/u;
const CATEGORY_RE = new RegExp(`^([^:]{1,${MAX_CATEGORY_CHARS}}):\\s*(.+)$`, 'u');

/**
 * Skills sections by row: a label prefix ("Tech:", "Languages:", a bold run, a label cell) becomes the row's
 * category and never part of a skill; the rest splits at commas, semicolons, bars and bullets.
 */
export function readSkillGroups(lines: Line[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  const threshold = chipThreshold(lines);
  /** Rows read as "label: values" from a label cell beside its values. */
  const labelledRows = new Set<Line>();
  const rows = lines.map((l) => {
    // "Tech Stack   Tableau, Python": a label column beside its values.
    const [first, ...values] = l.parts;
    const labelled =
      first !== undefined &&
      values.length >= 1 &&
      !first.includes(',') &&
      !isBulletStart(first) &&
      wordCount(first) <= MAX_BARE_LABEL_WORDS;
    if (labelled && values.some((p) => /[,;|]/.test(p))) {
      labelledRows.add(l);
      return `${first.replace(/:\s*$/, '')}: ${values.join(', ')}`;
    }
    // Chips in a grid (no punctuation at all) split at their own gaps, not only at the grid's columns.
    if (l.parts.length >= 2) return /[,;|•·]/.test(l.text) ? l.parts.join(', ') : splitChips(l, threshold);
    // "**Languages** English | French": a bold label run before regular values (a bold bullet glyph is no label).
    const words = l.items.filter((i) => /\p{L}|\d/u.test(i.str));
    const labelEnd = words.findIndex((i) => !isBoldFont(i.fontName));
    if (
      labelEnd > 0 &&
      /[,;|•·]/.test(l.text) &&
      !words.slice(labelEnd).some((i) => isBoldFont(i.fontName))
    ) {
      const label = words
        .slice(0, labelEnd)
        .map((i) => i.str.trim())
        .join(' ')
        .replace(LEAD_RE, '');
      if (!label.endsWith(':') && wordCount(label) <= MAX_BARE_LABEL_WORDS && l.text.includes(label))
        return `${label}: ${l.text
          .slice(l.text.indexOf(label) + label.length)
          .replace(LEAD_RE, '')
          .trim()}`;
    }
    return splitChips(l, threshold);
  });
  // A list that wraps runs to the column's right edge; the next line continues it.
  const maxRight = Math.max(...lines.map((l) => l.right));
  const plain = (l: Line | undefined) =>
    !!l && l.parts.length === 1 && !/^[^:]{1,30}:/.test(stripBullet(l.text));
  const wrapped = lines.map((l, k) => {
    const next = lines[k + 1];
    // A label cell's values wrap under themselves, right of the label.
    const hanging = labelledRows.has(l) && next !== undefined && next.x > l.x + 2;
    return (
      next !== undefined &&
      // "Skills: …, Inventory" over "Management, …": a labelled row wraps as any list does.
      (l.parts.length === 1 || hanging) &&
      plain(next) &&
      !isBulletStart(next.text) &&
      /,/.test(l.text) &&
      (/,/.test(next.text) ||
        /^[(\p{Ll}]/u.test(next.text) ||
        // "…, Dentrix, Patient" over "Education": the tail of a long list, at the list's left edge.
        ((l.text.match(/,/g) ?? []).length >= 2 &&
          wordCount(next.text) <= MAX_BARE_LABEL_WORDS &&
          (hanging || Math.abs(next.x - l.x) <= 2))) &&
      !/[,;]$/.test(l.text) &&
      l.right > maxRight - 0.12 * (maxRight - l.x)
    );
  });

  for (const text of mergeContinuations(
    rows.map((r) => stripBullet(r).replace(LEAD_RE, '')),
    wrapped,
  )) {
    // Sentences are prose about skills, not a list of them.
    if (/[.!]$/.test(text) && wordCount(text) >= 8 && !/[,;]/.test(text.slice(0, 30))) continue;
    let t = text;
    let category = '';
    const colon = CATEGORY_RE.exec(t);
    if (colon) {
      const [, label = '', values = ''] = colon;
      category = label.trim();
      if (NOT_SKILLS.test(category)) continue;
      t = values;
    }
    const parts = t
      .split(/\s*[,;|•·▪◦]\s*|\s+[/–—]\s+/)
      .map((p) =>
        p
          .trim()
          .replace(/\.$/, '')
          .replace(/^and\s+/i, '')
          .replace(/^[^:()]{1,30}:\s*/, '')
          .replace(LEAD_RE, '')
          .replace(/^(proficient|fluent|experienced|skilled|familiar|competent)\s+(in|with)\s+/i, ''),
      )
      .flatMap((p) => {
        // "Windows and Mac OS" inside a list: two skills; "Scaling and Root Planing", "Sales and Marketing": one.
        const [, one = '', two = ''] = /^(\S+(?: \S+)?) and (\S+(?: \S+)?)$/.exec(p) ?? [];
        return one && /[,;]/.test(t) && !COMMON_NOUN_RE.test(one) && !COMMON_NOUN_RE.test(two)
          ? [one, two]
          : [p];
      })
      .filter((p) => p && p.length <= 60 && !/^(and|etc)$/i.test(p) && !PROFICIENCY.test(p));
    // A row of spoken languages ("English, French") is not a skill list.
    if (parts.length && parts.every((p) => SPOKEN.test(p) && wordCount(p) <= 3)) continue;
    if (parts.length) groups.push({ category, skills: parts });
  }
  return groups;
}

/** Skill "chips" set apart by wide gaps but no punctuation: "Go   Python   REST APIs" → "Go, Python, REST APIs". */
function itemGaps(line: Line): { gaps: number[]; size: number } {
  const words = line.items.filter((i) => i.str.trim());
  const size = Math.min(...words.map((w) => w.height));
  const gaps = pairs(words).map(([before, item]) => item.x - (before.x + before.width));
  return { gaps, size };
}

/**
 * The gap that separates skill "chips" in a section: the widest jump between word gaps across all its
 * unpunctuated lines (chips sit further apart than the words inside them), or 0.6 em without a clear jump.
 */
function chipThreshold(lines: Line[]): number | null {
  const gaps = lines
    .filter((l) => !/[,;|•·]/.test(l.text))
    .flatMap((l) => {
      const { gaps, size } = itemGaps(l);
      return gaps.filter((g) => g > 0.15 * size);
    })
    .sort((a, b) => a - b);
  let best: { ratio: number; at: number } | null = null;
  for (const [below, gap] of pairs(gaps)) {
    const ratio = gap / below;
    if (ratio >= 1.4 && (!best || ratio > best.ratio)) best = { ratio, at: (gap + below) / 2 };
  }
  return best?.at ?? null;
}

function splitChips(line: Line, sectionThreshold: number | null): string {
  if (/[,;|•·]/.test(line.text) || line.items.length < 2) return line.text;
  const words = line.items.filter((i) => i.str.trim());
  const { gaps, size } = itemGaps(line);
  if (!gaps.some((g) => g > 0.15 * size)) return line.text;
  const threshold = sectionThreshold ?? 0.6 * size;
  let out = words[0]?.str.trim() ?? '';
  pairs(words).forEach(([, word], k) => {
    const gap = gaps[k] ?? 0;
    out += gap > threshold ? ', ' : gap > 0.15 * size ? ' ' : '';
    out += word.str.trim();
  });
  return out;
}

/** Joins lines of a list that were wrapped after a comma. */
function mergeContinuations(texts: string[], wrapped: boolean[] = []): string[] {
  const out: string[] = [];
  let joinNext = false;
  texts.forEach((t, k) => {
    const prev = out[out.length - 1];
    if (prev !== undefined && (/[,&]$/.test(prev) || joinNext)) out[out.length - 1] = `${prev} ${t}`;
    else out.push(t);
    joinNext = wrapped[k] ?? false;
  });
  return out;
}

/**
 * Certifications, one per name. A line printed as just a date belongs to the name above it (and the issuer line
 * after it is dropped); otherwise lines that read as a continuation (lower-case start, a dash, an italic issuer
 * line under a roman name) join the certification above.
 */
export function toCertifications(lines: Line[], edge?: (line: Line) => number): Certification[] {
  const texts = lines.map((l) => ({ line: l, text: stripBullet(l.parts.join(', ')) })).filter((t) => t.text);
  const out: { name: string; year: string }[] = [];
  const yearOf = (date: string) => String(yearsIn(date)[0] ?? '');
  if (texts.some((t) => isDateOnly(t.text))) {
    texts.forEach((t, k) => {
      const next = texts[k + 1];
      if (next && isDateOnly(next.text) && !isDateOnly(t.text))
        out.push({ name: t.text, year: yearOf(next.text) });
    });
    return out;
  }
  // A right-hand date column marks each name; plain lines under a dated name are its issuer or notes.
  /** The date of a row with a right-hand date column. */
  const rowDate = (l: Line) => (l.parts.length >= 2 ? l.parts.find((p) => isDateOnly(p)) : undefined);
  const anyDatedRow = texts.some((t) => rowDate(t.line) !== undefined);
  let prev: Line | null = null;
  let start: Line | null = null;
  let underDated = false;
  // The tightest step between lines here is a wrap's; names set as paragraphs apart are further apart.
  const steps = pairs(lines)
    .filter(([a, b]) => a.page === b.page && b.top > a.top)
    .map(([a, b]) => b.top - a.top);
  const wrapStep = Math.min(...steps);
  for (const { line, text } of texts) {
    if (anyDatedRow) {
      const date = rowDate(line);
      if (date !== undefined) {
        out.push({ name: line.parts.filter((p) => p !== date).join(', '), year: yearOf(date) });
        underDated = true;
        start = line;
        prev = line;
        continue;
      }
      // An issuer or note under a dated name is set lighter; a line in the names' bold is a name without a year.
      const likeName =
        !!start?.isBold && line.isBold && Math.abs(line.size - start.size) < 0.5 && !line.isItalic;
      if (underDated && !likeName) continue;
    }
    const last = out[out.length - 1];
    // A narrow column wraps a long name ("Oregon Dental Hygiene" over "License"): the line above had no room left
    // at the column's edge for this line's first word.
    const wrapped =
      !!edge &&
      !!prev &&
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      prev.page === line.page &&
      Math.abs(line.x - prev.x) <= 2 &&
      line.top - prev.top <= Math.min(1.6 * prev.size, wrapStep + 0.5) &&
      !isBulletStart(line.text) &&
      // A bold line under a regular one is the next name (names bold, issuers regular).
      !(line.isBold && !prev.isBold) &&
      // The edge is another line's (the widest name sets none: the next one may simply be longer than its room).
      edge(prev) > prev.right + 1 &&
      !leftRoomFor(prev, line, edge(prev));
    const continues =
      last &&
      prev &&
      (/^[\p{Ll}—–(-]/u.test(text) || endsOpen(last.name) || (line.isItalic && !start?.isItalic) || wrapped);
    if (continues) last.name = joinWrapped([last.name, text]);
    else {
      out.push({ name: text, year: '' });
      start = line;
    }
    prev = line;
  }
  return out.map(({ name, year }) => {
    if (year) return { name, year };
    // "2023 AWS Certified …" or "AWS Certified … (2021)".
    const [, leadYear = '', rest = ''] = /^(\S+)\s+(.+)$/.exec(name) ?? [];
    if (isBareYear(leadYear)) return { name: rest, year: leadYear };
    const date = findDateRange(name);
    if (date && date.index + date.match.length >= name.replace(/[)\s]+$/, '').length) {
      return {
        name: name.slice(0, date.index).replace(/[\s,–—|(-]+$/, ''),
        year: yearOf(date.match),
      };
    }
    return { name, year: '' };
  });
}

export interface Contact {
  email: string;
  phone: string;
  location: string;
  link: string;
}

const LOCATION_LABEL_RE = /^(location|address|city|based in|residence)\s*:\s*/i;

/** Finds contact details, preferring the resume's header and contact sections over the rest of the text. */
export function findContact(primary: Line[], all: Line[]): Contact {
  const contact: Contact = { email: '', phone: '', location: '', link: '' };
  for (const pool of [primary, all]) {
    for (const line of pool) {
      const text = line.text;
      if (!contact.email) {
        contact.email = EMAIL_RE.exec(text)?.[0] ?? '';
        // "jane.doe@example.co" over "m": a narrow column broke the address.
        const next = pool[pool.indexOf(line) + 1]?.text.trim() ?? '';
        if (contact.email && text.trimEnd().endsWith(contact.email) && /^[a-z]{1,10}$/.test(next))
          contact.email += next;
      }
      // Outside the header only short contact-like pieces may hold the phone (not DOIs or figures).
      if (!contact.phone) {
        const pieces =
          pool === primary
            ? [text]
            : line.parts.filter((p) => p.length < 40 || /phone|tel|mobile|cell/i.test(p));
        for (const piece of pieces) contact.phone ||= findPhone(piece);
      }
      if (!contact.link) {
        const link = findLinks(text.replace(EMAIL_RE, ' ')).find((l) => !/@/.test(l));
        if (link) contact.link = continueLink(link, text, pool[pool.indexOf(line) + 1]);
      }
    }
  }
  for (const line of primary) {
    if (contact.location) break;
    const pieces = line.parts.flatMap((p) => p.split(/\s+[|•·◦▪⋄♦]\s+|\s{2,}|\s+,\s+/));
    for (const piece of pieces) {
      // An icon before a contact item reads as a bullet ("• Portland, OR"): the place follows it.
      const t = piece
        .replace(/^\s*[|•·◦▪⋄♦]\s*/, '')
        .replace(LOCATION_LABEL_RE, '')
        .trim();
      if (!EMAIL_RE.test(t) && !findLinks(t).length && isLocation(t)) {
        contact.location = t;
        break;
      }
    }
  }
  // A labelled place ("Address: Columbus, OH") counts wherever it is printed.
  for (const line of all) {
    if (contact.location) break;
    for (const part of line.parts) {
      if (!LOCATION_LABEL_RE.test(part)) continue;
      const t = part.replace(LOCATION_LABEL_RE, '').trim();
      if (isLocation(t)) contact.location = t;
    }
  }
  return contact;
}

/**
 * A link that ends its line at a break character ("linkedin.com/in/jane-", "xing.com/profile/") and a next line
 * of one unbroken token: a narrow column wrapped the address, so the token completes it.
 */
export function continueLink(link: string, text: string, next: Line | undefined): string {
  if (!next || !/[/_-]$/.test(link) || !text.trimEnd().endsWith(link)) return link;
  const token = next.text.trim();
  if (/\s|@/.test(token) || !/^[\w./-]+$/.test(token) || findPhone(token)) return link;
  return link + token;
}

export const paragraph = (lines: Line[]): string => joinWrapped(lines.map((l) => stripBullet(l.text)));
