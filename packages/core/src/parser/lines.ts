import { last, pairs } from '../arrays.ts';
import { cleanText } from './text.ts';
import type { Line, PdfPage, TextItem } from './types.ts';

/** Fonts whose glyphs are pictures (phone, envelope, GitHub logo…): their text is noise like "GITHUB-SQUARE". */
const ICON_FONT_RE =
  /awesome|icons?\b|icomoon|fontello|academicons|material.?(icons|symbols)|glyphicons|octicons|entypo|ionicons|typicons|wingding|zapf.?ding|marvosym|dingbat|fa-?(solid|brands|regular)/i;

export const isBoldFont = (name: string): boolean =>
  /bold|black|heavy|semibold|demi|[-,]bd\b|\.B$|medi/i.test(name);
const isItalicFont = (name: string): boolean => /italic|oblique|[-,]it\b|[-,]i$/i.test(name);

/** Narrowest gap (in font sizes) that may be a table's gutter: wider than any word space of left-aligned text. */
export const GUTTER_MIN_GAP_EM = 0.9;
/** Rows of a page whose text resumes at one x after such a gap, for that x to be a gutter (a table column). */
export const MIN_GUTTER_ROWS = 3;
/** How far apart (in points) two texts may start and still share a gutter. */
export const GUTTER_ALIGN_PT = 1;

export interface LineOptions {
  /** Gap (in font sizes) that splits one baseline into separate segments, e.g. two columns or a right-aligned date. */
  segmentGap?: number;
}

/**
 * Step 1: text items → visual line segments. Items on one baseline are merged left to right, with a space
 * where the gap between them is wider than a fraction of the font size; a gap of several font sizes starts a
 * new segment (another column, or a right-aligned date), so later steps can still tell them apart.
 */
export function buildLines(pages: PdfPage[], options: LineOptions = {}): Line[][] {
  const segmentGap = options.segmentGap ?? 1.6;
  const result = pages.map((page, pageIndex) => {
    const items = page.items
      .filter((item) => item.str.trim() !== '' && !ICON_FONT_RE.test(item.fontName))
      .map((item) => ({ ...item, top: page.height - item.y, size: Math.max(item.height, 1) }));
    items.sort((a, b) => a.top - b.top || a.x - b.x);

    // Cluster items into baselines. Tolerance scales with font size so bullets and superscripts stay on their line.
    type Item = (typeof items)[number];
    const rows: [Item, ...Item[]][] = [];
    for (const item of items) {
      const row = rows.find(([ref]) => {
        return Math.abs(ref.top - item.top) <= Math.max(1.5, 0.3 * Math.min(ref.size, item.size));
      });
      if (row) row.push(item);
      else rows.push([item]);
    }

    for (const row of rows) row.sort((a, b) => a.x - b.x);
    const gutters = findGutters(rows, segmentGap);

    const lines: Line[] = [];
    for (const row of rows) {
      let current: Item[] = [];
      const flush = () => {
        const line = makeLine(current, pageIndex);
        if (line) lines.push(line);
        current = [];
      };
      for (const item of row) {
        const prev = current[current.length - 1];
        if (prev) {
          const gap = item.x - (prev.x + prev.width);
          const size = Math.min(prev.size, item.size);
          const atGutter =
            gap > GUTTER_MIN_GAP_EM * size && gutters.some((g) => Math.abs(g - item.x) <= GUTTER_ALIGN_PT);
          if (gap > segmentGap * size + 2 || atGutter) flush();
        }
        current.push(item);
      }
      flush();
    }
    lines.sort((a, b) => a.top - b.top || a.x - b.x);
    return lines.filter((l) => !isPageFurniture(l, page.height));
  });
  return dropRunningFooters(result, pages);
}

/**
 * Table gutters: x positions where at least MIN_GUTTER_ROWS rows start text, either at the row's left or after
 * a gap wider than a word space but narrower than a segment gap ("Telephone | (612) 555-0178", a sidebar cell
 * close beside the main one). Text found there after such a gap starts a new segment. A bullet glyph's gap to
 * its text is no gutter.
 */
function findGutters(rows: { x: number; width: number; size: number; str: string }[][], segmentGap: number) {
  const starts: number[] = [];
  for (const row of rows) {
    // A row's first text starts a column too (a sidebar's lines, level with nothing in the main column).
    if (row[0]) starts.push(row[0].x);
    for (const [prev, item] of pairs(row)) {
      const gap = item.x - (prev.x + prev.width);
      const size = Math.min(prev.size, item.size);
      if (
        gap > GUTTER_MIN_GAP_EM * size &&
        gap <= segmentGap * size + 2 &&
        !/^\s*[•·▪◦\-–—*●■]\s*$/u.test(prev.str)
      )
        starts.push(item.x);
    }
  }
  starts.sort((a, b) => a - b);
  // Starts within 2 × GUTTER_ALIGN_PT of a cluster's first start join it; a cluster of enough rows is a gutter.
  const gutters: number[] = [];
  let cluster: number[] = [];
  const close = () => {
    const [from] = cluster;
    const to = last(cluster);
    if (cluster.length >= MIN_GUTTER_ROWS && from !== undefined && to !== undefined)
      gutters.push((from + to) / 2);
  };
  for (const x of starts) {
    const [from] = cluster;
    if (from !== undefined && x - from <= 2 * GUTTER_ALIGN_PT) cluster.push(x);
    else {
      close();
      cluster = [x];
    }
  }
  close();
  return gutters;
}

/** Lines repeated in the top or bottom margin of several pages (name and date footers). */
function dropRunningFooters(pages: Line[][], sizes: PdfPage[]): Line[][] {
  if (pages.length < 2) return pages;
  const key = (l: Line) => l.text.replace(/\d+/g, '#');
  const inMargin = (l: Line, p: number) => {
    const h = sizes[p]?.height ?? 792;
    return l.top < h * 0.07 || l.top > h * 0.93;
  };
  const counts = new Map<string, number>();
  pages.forEach((lines, p) => {
    for (const k of new Set(lines.filter((l) => inMargin(l, p)).map(key)))
      counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  return pages.map((lines, p) => lines.filter((l) => !(inMargin(l, p) && (counts.get(key(l)) ?? 0) >= 2)));
}

function makeLine(items: (TextItem & { top: number; size: number })[], page: number): Line | undefined {
  const first = items[0];
  const end = last(items);
  if (!first || !end) return undefined;
  let text = '';
  let prevRight = Number.NEGATIVE_INFINITY;
  let prevSize = 0;
  const sizeWeight = new Map<number, number>();
  let boldChars = 0;
  let italicChars = 0;
  let chars = 0;
  for (const item of items) {
    const gap = item.x - prevRight;
    const size = Math.min(prevSize || item.size, item.size);
    if (text && !/\s$/.test(text) && !/^\s/.test(item.str) && gap > 0.15 * size) text += ' ';
    text += unspaceLetters(item.str);
    prevRight = item.x + item.width;
    prevSize = item.size;
    const n = item.str.trim().length;
    chars += n;
    const key = Math.round(item.size * 2) / 2;
    sizeWeight.set(key, (sizeWeight.get(key) ?? 0) + n);
    if (isBoldFont(item.fontName)) boldChars += n;
    if (isItalicFont(item.fontName)) italicChars += n;
  }
  const size = [...sizeWeight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const clean = cleanText(text);
  return {
    text: clean,
    parts: [clean],
    page,
    x: first.x,
    right: end.x + end.width,
    top: Math.max(...items.filter((i) => i.size >= size - 0.5).map((i) => i.top), first.top),
    size,
    isBold: chars > 0 && boldChars / chars > 0.6,
    isItalic: chars > 0 && italicChars / chars > 0.6,
    fontName: dominantFont(items),
    items,
  };
}

function dominantFont(items: TextItem[]): string {
  const weight = new Map<string, number>();
  for (const item of items) weight.set(item.fontName, (weight.get(item.fontName) ?? 0) + item.str.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Letter-spaced display text ("J O H N") as one word ("JOHN"); words are separate items or wider gaps. */
function unspaceLetters(str: string): string {
  return /^\s*(\p{L} ){2,}\p{L}\s*$/u.test(str) ? str.replace(/(\p{L}) (?=\p{L})/gu, '$1') : str;
}

/** Share of the page height at its top and bottom where a running "… Page 2" line is furniture. */
export const RUNNING_BAND = 0.12;

/** Page numbers and "last updated" stamps in the top or bottom margin. */
function isPageFurniture(line: Line, pageHeight: number): boolean {
  // A running line that numbers the page ("Sofia Alvarez — Page 2") in the top or bottom band of a page.
  const inBand = line.top < pageHeight * RUNNING_BAND || line.top > pageHeight * (1 - RUNNING_BAND);
  if (inBand && /(^|[-–—|·,]\s*)page\s+\d+(\s*(of|\/)\s*\d+)?$/i.test(line.text)) return true;
  const inMargin = line.top < pageHeight * 0.06 || line.top > pageHeight * 0.93;
  if (!inMargin) return false;
  return /^(page\s*)?\d+(\s*(\/|of)\s*\d+)?$|[-–—|]\s*(page\s*)?\d+\s*(\/|of)\s*\d+$|^page \d+|last updated/i.test(
    line.text,
  );
}
