import { hasDate, isLocation } from './fields.ts';
import type { Line } from './types.ts';

/**
 * Step 2: line segments → reading order. Each page is cut into horizontal bands at lines that span the page's
 * gutter (a name, a full-width heading); a band whose segments fall on both sides of an empty vertical strip,
 * left-aligned on each side, is read as two columns (left, then right). Otherwise segments on one baseline are
 * rejoined into a single line whose `parts` keep them apart (title … right-aligned date).
 */
export function orderLines(pages: Line[][], pageWidths: number[]): Line[] {
  const laid = pages.map((segments, index) => layOutPage(segments, pageWidths[index] ?? 612));
  const out: Line[] = [];
  // A sidebar that runs over several pages is read as one column: all its pages, then the main column's.
  for (let p = 0; p < laid.length; p++) {
    const page = laid[p]!;
    if (!page.columns) {
      out.push(...page.lines);
      continue;
    }
    let end = p;
    while (
      end + 1 < laid.length &&
      laid[end + 1]!.columns &&
      Math.abs(laid[end + 1]!.columns!.gutter - page.columns.gutter) < 20
    ) {
      end++;
    }
    const run = laid.slice(p, end + 1);
    out.push(...page.columns.before);
    const mark = (ls: Line[]) => ls.map((l, k) => (k === 0 ? { ...l, columnStart: true } : l));
    for (const r of run) out.push(...mark(r.columns!.left));
    for (const r of run) out.push(...mark(r.columns!.right));
    for (const r of run) out.push(...r.columns!.after);
    p = end;
  }
  return out;
}

interface PageLayout {
  lines: Line[];
  /** Set when the page is one two-column band, with only spanning lines above or below it. */
  columns: { gutter: number; before: Line[]; left: Line[]; right: Line[]; after: Line[] } | null;
}

function layOutPage(segments: Line[], width: number): PageLayout {
  const gutter = findGutter(segments, width);
  if (gutter === null) return { lines: mergeRows(segments), columns: null };
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
  const split: { index: number; left: Line[]; right: Line[] }[] = [];
  bands.forEach((b, index) => {
    const left = b.filter((s) => s.right <= gutter);
    const right = b.filter((s) => s.x >= gutter);
    if (isColumnPair(left, right)) {
      split.push({ index, left: mergeRows(left), right: mergeRows(right) });
      lines.push(...split[split.length - 1]!.left, ...split[split.length - 1]!.right);
    } else lines.push(...mergeRows(b));
  });
  const only = split.length === 1 ? split[0]! : null;
  const columns = only
    ? {
        gutter,
        before: bands.slice(0, only.index).flatMap(mergeRows),
        left: only.left,
        right: only.right,
        after: bands.slice(only.index + 1).flatMap(mergeRows),
      }
    : null;
  return { lines, columns };
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
    if (left < 4 || right < 4) continue;
    if (!best || crossing < best.crossing) best = { x, crossing, band: 1 };
    else if (crossing === best.crossing && x === best.x + best.band * 2) best.band++;
  }
  if (!best || best.crossing > Math.max(3, 0.12 * segments.length)) return null;
  // The middle of the empty band.
  return best.x + (best.band - 1);
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
  return true;
}

/** Rejoins segments that share a baseline into one line, keeping each segment's text as a part. */
export function mergeRows(segments: Line[]): Line[] {
  const sorted = [...segments].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: Line[][] = [];
  for (const s of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.top - s.top) <= Math.max(1.5, 0.3 * Math.min(row[0]!.size, s.size)))
      row.push(s);
    else rows.push([s]);
  }
  return rows.map((row) => {
    if (row.length === 1) return row[0]!;
    row.sort((a, b) => a.x - b.x);
    const chars = (l: Line) => l.text.length;
    const total = row.reduce((n, l) => n + chars(l), 0) || 1;
    const main = [...row].sort((a, b) => chars(b) - chars(a))[0]!;
    return {
      ...main,
      text: row.map((l) => l.text).join(' '),
      parts: row.flatMap((l) => l.parts),
      x: row[0]!.x,
      right: row[row.length - 1]!.right,
      isBold: row.reduce((n, l) => n + (l.isBold ? chars(l) : 0), 0) / total > 0.6,
      isItalic: row.reduce((n, l) => n + (l.isItalic ? chars(l) : 0), 0) / total > 0.6,
      items: row.flatMap((l) => l.items),
    };
  });
}
