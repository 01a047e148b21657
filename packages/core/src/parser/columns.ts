import { last, pairs } from '../arrays.ts';
import { hasDate } from '../dates.ts';
import { EMAIL_RE, findLinks, findPhone, isLocation } from './fields.ts';
import { isBulletStart, wordCount } from './text.ts';
import type { Line } from './types.ts';

/**
 * Step 2: line segments → reading order. Each page is cut into horizontal bands at lines that span the page's
 * gutter (a name, a full-width heading); a band whose segments fall on both sides of an empty vertical strip,
 * left-aligned on each side, is read as two columns (left, then right). Otherwise segments on one baseline are
 * rejoined into a single line whose `parts` keep them apart (title … right-aligned date).
 */
export function orderLines(pages: Line[][], pageWidths: number[]): Line[] {
  const width = (index: number) => pageWidths[index] ?? 612;
  // A label column may run over several pages with only one or two labels on each: the labels are counted
  // over the whole document, and a page too sparse to show its gutter borrows the gutter of a labelled page.
  let laid = pages.map((segments, index) => layOutPage(segments, width(index), 1));
  const labelGutter = laid.find((page) => page.labels > 0)?.gutter ?? undefined;
  if (labelGutter !== undefined)
    laid = laid.map((page, index) =>
      page.gutter !== null ? page : layOutPage(pages[index] ?? [], width(index), 1, labelGutter),
    );
  if (laid.reduce((n, page) => n + page.labels, 0) < MIN_LABELS)
    laid = pages.map((segments, index) => layOutPage(segments, width(index), Number.POSITIVE_INFINITY));
  const out: Line[] = [];
  // A sidebar that runs over several pages is read as one column: all its pages, then the main column's.
  for (let p = 0; p < laid.length; p++) {
    const page = laid[p];
    if (!page) continue;
    const { columns } = page;
    if (!columns) {
      out.push(...page.lines);
      continue;
    }
    const run = [columns];
    for (let next = laid[p + 1]?.columns; next && Math.abs(next.gutter - columns.gutter) < 20; ) {
      run.push(next);
      p++;
      next = laid[p + 1]?.columns;
    }
    out.push(...columns.before);
    const mark = (ls: Line[]) => ls.map((l, k) => (k === 0 ? { ...l, columnStart: true } : l));
    for (const r of run) out.push(...mark(r.left));
    for (const r of run) out.push(...mark(r.right));
    for (const r of run) out.push(...r.after);
  }
  return out;
}

interface PageLayout {
  lines: Line[];
  /** Set when the page is one two-column band, with only spanning lines above or below it. */
  columns: { gutter: number; before: Line[]; left: Line[]; right: Line[]; after: Line[] } | null;
  /** Some band of the page was read as a label column. */
  /** How many labels of a label column the page holds. */
  labels: number;
  gutter: number | null;
}

function layOutPage(segments: Line[], width: number, minLabels: number, gutterHint?: number): PageLayout {
  const found = findGutter(segments, width);
  const hintFits =
    gutterHint !== undefined && !segments.some((s) => s.x < gutterHint - 1 && s.right > gutterHint + 1);
  const gutter = found ?? (hintFits ? gutterHint : null);
  if (gutter === null) return { lines: mergeRows(segments), columns: null, labels: 0, gutter: null };
  const bands: Line[][] = [];
  let band: Line[] = [];
  const sorted = [...segments].sort((a, b) => a.top - b.top || a.x - b.x);
  for (const s of sorted) {
    if (s.x < gutter - 1 && s.right > gutter + 1) {
      if (band.length) bands.push(band);
      bands.push([s]);
      band = [];
    } else band.push(s);
  }
  if (band.length) bands.push(band);
  const lines: Line[] = [];
  const split: { index: number; left: Line[]; right: Line[]; tail: Line[] }[] = [];
  let labels = 0;
  bands.forEach((b, index) => {
    // Crossing segments have bands of their own; every other one lies on one side (touching the gutter counts).
    const left = b.filter((s) => s.right <= gutter + 1);
    const right = b.filter((s) => s.right > gutter + 1);
    // On a page that borrows a label column's gutter, one label with its block is enough.
    const labelled =
      (gutter === gutterHint && left.length && right.length) || isColumnPair(left, right)
        ? readLabelColumn(left, right, minLabels)
        : null;
    if (labelled) {
      lines.push(...labelled);
      labels += labelled.filter((l) => l.isLabel).length;
    } else if (isColumnPair(left, right)) {
      const tail = index < bands.length - 1 ? leftTail(left, right) : [];
      const entry = {
        index,
        left: mergeRows(left.filter((l) => !tail.includes(l))),
        right: mergeRows(right),
        tail: mergeRows(tail),
      };
      split.push(entry);
      lines.push(...entry.left, ...entry.right, ...entry.tail);
    } else lines.push(...mergeRows(b));
  });
  const only = split.length === 1 ? (split[0] ?? null) : null;
  const columns = only
    ? {
        gutter,
        before: bands.slice(0, only.index).flatMap(mergeRows),
        left: only.left,
        right: only.right,
        after: [...only.tail, ...bands.slice(only.index + 1).flatMap(mergeRows)],
      }
    : null;
  return { lines, columns: labels ? null : columns, labels, gutter };
}

export function findGutter(segments: Line[], width: number): number | null {
  if (segments.length < 8) return null;
  let best: { x: number; crossing: number; band: number } | null = null;
  for (let x = Math.round(width * 0.18); x <= width * 0.82; x += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const s of segments) {
      if (s.x < x - 1 && s.right > x + 1) crossing++;
      else if (s.right <= x) left++;
      else right++;
    }
    // A gutter has text on both sides; the margin beyond the last line is not one.
    if (left < 3 || right < 3) continue;
    if (!best || crossing < best.crossing) best = { x, crossing, band: 1 };
    else if (crossing === best.crossing && x === best.x + best.band * 2) best.band++;
  }
  if (!best || best.crossing > Math.max(3, 0.12 * segments.length)) return null;
  // The middle of the empty band.
  return best.x + (best.band - 1);
}

/** How far (in font sizes) below the right column's last line a left line must start to be read after it. */
export const TAIL_GAP_EM = 1;

/**
 * Left-column lines printed below the whole right column, just above a full-width line (a heading under a
 * header table, above its paragraph): they belong to what follows, not to the column beside them.
 */
export function leftTail(left: Line[], right: Line[]): Line[] {
  const bottom = Math.max(...right.map((r) => r.top));
  return left.filter((l) => l.top > bottom + TAIL_GAP_EM * l.size);
}

/** Two real columns, rather than text with right-aligned dates or tab stops. */
function isColumnPair(left: Line[], right: Line[]): boolean {
  if (left.length < 2 || right.length < 2) return false;
  const aligned = (xs: number[]) => {
    const counts = new Map<number, number>();
    for (const x of xs)
      for (let d = -3; d <= 3; d++) counts.set(Math.round(x) + d, (counts.get(Math.round(x) + d) ?? 0) + 1);
    return Math.max(...counts.values()) / xs.length;
  };
  // Right-aligned dates and places: ragged left edges, one right edge.
  const leftShare = aligned(right.map((s) => s.x));
  if (leftShare < 0.5 && aligned(right.map((s) => s.right)) > leftShare) return false;
  // Tab-stop layouts: right segments sit on left segments' baselines and are dates or places.
  const paired = right.filter((r) => left.some((l) => Math.abs(l.top - r.top) < 2)).length;
  const meta = right.filter((r) => hasDate(r.text) || isLocation(r.text)).length;
  if (paired / right.length > 0.8 && meta / right.length > 0.6) return false;
  if (isKeyValueTable(left, right)) return false;
  return true;
}

/** Share of the key cells (left lines level with a line beside them) that must share one right edge. */
export const KEY_FLUSH_SHARE = 0.8;
/** Fewest key cells that make a key–value table. */
export const MIN_KEY_ROWS = 3;

/**
 * Key–value tables ("Telephone | (612) 555-0178", "2019 – 2023 | Site Engineer", a European CV): the left cells
 * are set flush right against the gutter, each level with a line beside it, and every other left line (a
 * section heading's row) has a row of its own with nothing beside it. Such a band reads across, row by row.
 */
export function isKeyValueTable(left: Line[], right: Line[]): boolean {
  const level = (l: Line, r: Line) => Math.abs(l.top - r.top) < 2;
  const keys = left.filter((l) => right.some((r) => level(l, r)));
  if (keys.length < MIN_KEY_ROWS) return false;
  const rights = keys.map((k) => k.right);
  const flush =
    Math.max(...rights.map((x) => rights.filter((y) => Math.abs(x - y) <= 3).length)) / keys.length;
  const xs = keys.map((k) => k.x);
  const flushLeft = Math.max(...xs.map((x) => xs.filter((y) => Math.abs(x - y) <= 3).length)) / keys.length;
  if (flush < KEY_FLUSH_SHARE || flush <= flushLeft) return false;
  return left
    .filter((l) => !keys.includes(l))
    .every((l) => !right.some((r) => Math.abs(l.top - r.top) < 1.2 * Math.max(l.size, r.size)));
}

/** Rejoins segments that share a baseline into one line, keeping each segment's text as a part. */
export function mergeRows(segments: Line[]): Line[] {
  const sorted = [...segments].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: [Line, ...Line[]][] = [];
  for (const s of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].top - s.top) <= Math.max(1.5, 0.3 * Math.min(row[0].size, s.size)))
      row.push(s);
    else rows.push([s]);
  }
  return rows.map((row) => {
    if (row.length === 1) return row[0];
    row.sort((a, b) => a.x - b.x);
    const chars = (l: Line) => l.text.length;
    const total = row.reduce((n, l) => n + chars(l), 0) || 1;
    const main = [...row].sort((a, b) => chars(b) - chars(a))[0] ?? row[0];
    return {
      ...main,
      text: row.map((l) => l.text).join(' '),
      parts: row.flatMap((l) => l.parts),
      x: row[0].x,
      right: (last(row) ?? row[0]).right,
      isBold: row.reduce((n, l) => n + (l.isBold ? chars(l) : 0), 0) / total > 0.6,
      isItalic: row.reduce((n, l) => n + (l.isItalic ? chars(l) : 0), 0) / total > 0.6,
      items: row.flatMap((l) => l.items),
    };
  });
}

/** How far (in font sizes) a label's baseline may sit from the first line of the block it names. */
export const LABEL_ALIGN_EM = 0.6;
/** A block starts where the gap to the line above is at least this many times the column's usual line pitch. */
export const BLOCK_GAP_PITCHES = 1.45;
/** Fewest labels that make a label column. */
export const MIN_LABELS = 3;
/** Share of the label column's lines (from its first label down) that must be labels. */
export const MIN_LABEL_SHARE = 0.7;

/** Short heading-like text: a label such as "Experience" or "Work History", never a contact detail or a date. */
export function isLabelText(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || t.length > 32 || wordCount(t) > 4) return false;
  if (/[.,;!?]$/.test(t) || isBulletStart(t) || !/\p{L}{3}/u.test(t)) return false;
  return !(EMAIL_RE.test(t) || findPhone(t) || findLinks(t).length || hasDate(t) || /\d/.test(t));
}

/**
 * The usual distance between consecutive baselines of a column: the lower quartile of its steps, since the
 * larger steps are the gaps between blocks and entries that this pitch is there to tell apart.
 */
function linePitch(lines: Line[]): number {
  const steps = pairs(lines)
    .map(([above, l]) => l.top - above.top)
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 4)] ?? 12;
}

/**
 * Label columns (word-processor tables, a shaded cell per section): one column holds only short heading-like
 * labels, each level with the first line of a block in the other column. Each label then reads as the heading
 * of the block beside it, down to the next label. Returns the band in that reading order, or null when the band
 * is not a label column. Lines above the first label (a name beside contact details) keep the column order.
 */
export function readLabelColumn(left: Line[], right: Line[], minLabels = MIN_LABELS): Line[] | null {
  for (const [labels, content] of [
    [left, right],
    [right, left],
  ] as const) {
    const found = findLabels(mergeRows(labels), mergeRows(content), minLabels);
    if (found) return found;
  }
  return null;
}

function findLabels(side: Line[], content: Line[], minLabels: number): Line[] | null {
  if (side.length < minLabels || content.length < side.length) return null;
  const pitch = linePitch(content);
  const blockStart = (k: number) => {
    const line = content[k];
    const above = content[k - 1];
    return !line || !above || line.top - above.top >= BLOCK_GAP_PITCHES * pitch;
  };
  // The content line nearest the label's baseline, if it is level with it.
  const partner = (l: Line) => {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    content.forEach((c, k) => {
      const d = Math.abs(c.top - l.top);
      if (d <= Math.max(3, LABEL_ALIGN_EM * Math.min(l.size, c.size)) && (best < 0 || d < bestDistance)) {
        best = k;
        bestDistance = d;
      }
    });
    return best;
  };
  const labels = side.filter((l) => {
    if (l.parts.length > 1 || !isLabelText(l.text)) return false;
    const k = partner(l);
    return k >= 0 && blockStart(k);
  });
  const first = labels[0];
  if (labels.length < minLabels || !first) return null;
  const below = side.filter((l) => l.top >= first.top);
  if (labels.length / below.length < MIN_LABEL_SHARE) return null;

  const isLabel = new Set(labels);
  // A label that wraps ("Professional" over "Experience") continues on the next side line within a pitch.
  const out: Line[] = [];
  const above = (l: Line) => l.top < first.top - Math.max(3, LABEL_ALIGN_EM * first.size);
  const sideAbove = side.filter(above);
  const contentAbove = content.filter(above);
  // Above the first label: a header (name beside contacts) reads column by column; side lines that start
  // only below the content's first line are labels of empty blocks, read in their place.
  const [sideTop] = sideAbove;
  const [contentTop] = contentAbove;
  if (sideTop && contentTop && sideTop.top > contentTop.top + pitch)
    out.push(
      ...[...sideAbove.map((l) => (isLabelText(l.text) ? { ...l, isLabel: true } : l)), ...contentAbove].sort(
        (a, b) => a.top - b.top,
      ),
    );
  else out.push(...sideAbove, ...contentAbove);
  for (const [k, label] of labels.entries()) {
    const next = labels[k + 1];
    const nextTop = next ? next.top - Math.max(3, LABEL_ALIGN_EM * next.size) : Infinity;
    const from = label.top - Math.max(3, LABEL_ALIGN_EM * label.size);
    const extra = below.filter((l) => !isLabel.has(l) && l.top > label.top && l.top < nextTop);
    const wrapped = extra.filter((l) => l.top - label.top <= 1.5 * pitch && isLabelText(l.text));
    const heading: Line = {
      ...label,
      text: [label.text, ...wrapped.map((l) => l.text)].join(' '),
      parts: [[label.text, ...wrapped.map((l) => l.text)].join(' ')],
      isLabel: true,
    };
    out.push(heading, ...extra.filter((l) => !wrapped.includes(l)));
    out.push(...content.filter((c) => c.top >= from && c.top < nextTop));
  }
  return out;
}
