import type { InlineItem } from './links.ts';
import { type FontStyle, MM_PER_PT, textWidth, toWinAnsi, wrapText } from './measure.ts';
import type { Metrics } from './metrics.ts';
import { type LinkArea, type Rule, type SectionName, TEXT_COLOR, type TextRun } from './page.ts';

/** Step 2, rows: text becomes rows of the flow — one line each, wrapped, with how well a page may break before it. */

/** How bad a page break just before a row is. Pagination breaks at the lowest penalty that fits. */
export const BreakPenalty = {
  /** Between sections and between entries: break freely. */
  Free: 0,
  /** Between bullets, or between items of one block. */
  BetweenItems: 1,
  /** Between the lines of one paragraph. */
  InsideParagraph: 2,
  /** Never, unless a page cannot hold the block otherwise (a heading and its first line, an entry's head). */
  Keep: 3,
} as const;
export type BreakPenalty = (typeof BreakPenalty)[keyof typeof BreakPenalty];

/**
 * A row of the flow: one line of text (or a heading) with the space above it. Positions inside a row are
 * relative to its top.
 */
export interface Row {
  before: number;
  height: number;
  penalty: BreakPenalty;
  runs: TextRun[];
  rules: Rule[];
  links: LinkArea[];
  section?: SectionName;
}

export const row = (height: number, penalty: BreakPenalty, runs: TextRun[], before = 0): Row => ({
  before,
  height,
  penalty,
  runs,
  rules: [],
  links: [],
});

export type RowBuilder = ReturnType<typeof rowBuilder>;

/** The row makers for one set of metrics. */
export function rowBuilder(m: Metrics) {
  const lineRow = (runs: TextRun[], penalty: BreakPenalty, before = 0) => row(m.line, penalty, runs, before);
  const baseline = (size: number) => m.line * 0.5 + size * MM_PER_PT * 0.35;
  const run = (
    x: number,
    text: string,
    font: FontStyle = 'normal',
    size = m.body,
    color = TEXT_COLOR,
  ): TextRun => ({
    x,
    y: baseline(size),
    text,
    font,
    size,
    color,
  });

  /** A paragraph wrapped at `width` from `x`; the first row gets `penalty`, later rows InsideParagraph. */
  const paragraph = (
    text: string,
    x: number,
    width: number,
    font: FontStyle,
    penalty: BreakPenalty,
    before = 0,
  ) =>
    wrapText(toWinAnsi(text), width, font, m.body).map((t, k) =>
      lineRow([run(x, t, font)], k === 0 ? penalty : BreakPenalty.InsideParagraph, k === 0 ? before : 0),
    );

  /** A bullet: the glyph and the text are separate runs so the text's left edge is the indent. */
  const bullet = (text: string, penalty: BreakPenalty) => {
    const x = m.left + m.indent;
    const lines = paragraph(text, x, m.right - x, 'normal', penalty, m.bulletGap);
    lines[0]?.runs.unshift(run(m.bulletX, '•'));
    return lines;
  };

  /** A bold/italic left text wrapped beside a right-aligned one (dates, a place, a link). */
  const split = (left: string, font: FontStyle, right: string, penalty: BreakPenalty, before = 0): Row[] => {
    const rightText = toWinAnsi(right);
    const rw = rightText ? textWidth(rightText, 'normal', m.body) : 0;
    const leftLines = left ? wrapText(toWinAnsi(left), m.width - (rw ? rw + 4 : 0), font, m.body) : [''];
    return leftLines.map((t, k) => {
      const runs = t ? [run(m.left, t, font)] : [];
      if (k === 0 && rightText) runs.push(run(m.right - rw, rightText));
      return lineRow(runs, k === 0 ? penalty : BreakPenalty.Keep, k === 0 ? before : 0);
    });
  };

  /** Whether a left text and a right-aligned one share a line with room to spare (long lines read as prose). */
  const fitsBeside = (left: string, font: FontStyle, right: string) =>
    !right ||
    textWidth(toWinAnsi(left), font, m.body) + textWidth(toWinAnsi(right), 'normal', m.body) + 4 <=
      m.width * 0.85;

  /** Items joined by `sep`, broken only between items, so a wrapped list never splits an item. */
  const inline = (
    items: InlineItem[],
    sep: string,
    x0: number,
    width: number,
    centered: boolean,
    penalty: BreakPenalty,
  ): Row[] => {
    const sepText = toWinAnsi(sep);
    const sepW = textWidth(sepText, 'normal', m.body);
    const lines: { parts: (InlineItem & { w: number })[]; w: number }[] = [];
    for (const item of items) {
      const pieces = wrapText(toWinAnsi(item.text), width, 'normal', m.body);
      for (const piece of pieces) {
        const w = textWidth(piece, 'normal', m.body);
        const last = lines[lines.length - 1];
        const part = { text: piece, w, color: item.color, url: item.url };
        if (last && last.w + sepW + w <= width) {
          last.parts.push(part);
          last.w += sepW + w;
        } else lines.push({ parts: [part], w });
      }
    }
    return lines.map((line, k) => {
      const out = lineRow([], k === 0 ? penalty : BreakPenalty.InsideParagraph);
      let x = centered ? x0 + (width - line.w) / 2 : x0;
      // Runs of one colour are merged so the text extracts as the reader sees it.
      let pending = '';
      let pendingX = x;
      const flush = () => {
        if (pending) out.runs.push(run(pendingX, pending));
        pending = '';
      };
      line.parts.forEach((part, n) => {
        const s = n < line.parts.length - 1 ? sepText : '';
        if (part.url) {
          flush();
          out.runs.push(run(x, part.text, 'normal', m.body, part.color));
          out.links.push({ x, y: 0, width: part.w, height: m.line, url: part.url });
          x += part.w;
          pendingX = x;
          pending = s;
        } else {
          if (!pending) pendingX = x;
          pending += part.text + s;
        }
        x += part.w + (s ? sepW : 0);
      });
      flush();
      if (sepText === ', ' && k < lines.length - 1) {
        // A wrapped list keeps its comma at the line end, which readers (and parsers) take as "continues".
        const tail = out.runs[out.runs.length - 1];
        if (tail) tail.text += ',';
      }
      return out;
    });
  };

  return { lineRow, run, paragraph, bullet, split, fitsBeside, inline };
}
