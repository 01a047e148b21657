import { hasDate, isLocation } from './fields.ts';
import type { Line } from './types.ts';

/**
 * Step 2: line segments → reading order. Each page is cut into horizontal bands at lines that span the page's
 * gutter (a name, a full-width heading); a band whose segments fall on both sides of an empty vertical strip,
 * left-aligned on each side, is read as two columns (left, then right). Otherwise segments on one baseline are
 * rejoined into a single line whose `parts` keep them apart (title … right-aligned date).
 */
export function orderLines(pages: Line[][], pageWidths: number[]): Line[] {
  const out: Line[] = [];
  pages.forEach((segments, index) => {
    out.push(...orderPage(segments, pageWidths[index] ?? 612));
  });
  return out;
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

function orderPage(segments: Line[], width: number): Line[] {
  const gutter = findGutter(segments, width);
  if (gutter === null) return mergeRows(segments);
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
  const out: Line[] = [];
  for (const b of bands) {
    const left = b.filter((s) => s.right <= gutter);
    const right = b.filter((s) => s.x >= gutter);
    if (isColumnPair(left, right)) out.push(...mergeRows(left), ...mergeRows(right));
    else out.push(...mergeRows(b));
  }
  return out;
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
