import { type FontWidths, HELVETICA, HELVETICA_BOLD } from './helvetica-metrics.ts';

export type FontStyle = 'normal' | 'bold' | 'italic';

/** Millimetres per typographic point. */
export const MM_PER_PT = 25.4 / 72;

/** Width used for a character the tables lack (after `toWinAnsi` only U+FFFD-like leftovers). */
const FALLBACK_WIDTH = 556;

const TABLES: Record<FontStyle, FontWidths> = {
  normal: HELVETICA,
  bold: HELVETICA_BOLD,
  // Helvetica-Oblique is Helvetica slanted: same advances.
  italic: HELVETICA,
};

function charWidth(table: FontWidths, code: number): number {
  if (code >= 0x20 && code <= 0x7e) return table.ascii[code - 0x20] ?? FALLBACK_WIDTH;
  if (code >= 0xa0 && code <= 0xff) return table.latin1[code - 0xa0] ?? FALLBACK_WIDTH;
  return table.extra.get(code) ?? FALLBACK_WIDTH;
}

/** Whether the standard PDF fonts can show the character (WinAnsi). */
function isWinAnsi(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || HELVETICA.extra.has(code);
}

const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ',
  '\u00ad': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u25cf': '•',
  '\u25aa': '•',
  '\u25e6': '•',
  '\u2023': '•',
  '\u2043': '-',
  '\u2219': '•',
  '\u22c5': '·',
  '\u2713': '',
  '\u2714': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
};

/**
 * Turns text into what Helvetica under WinAnsi can show, so the layout measures exactly what the PDF prints
 * (jsPDF switches a whole string to a two-byte encoding when one character falls outside it, spacing every
 * letter). Typographic stand-ins first, then accents stripped ("ğ" → "g"), then "?" for the rest.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    if (isWinAnsi(code)) {
      out += ch;
      continue;
    }
    if (ch === '\t' || ch === '\n' || ch === '\r') {
      out += ' ';
      continue;
    }
    const base = [...ch.normalize('NFKD')].filter((c) => isWinAnsi(c.codePointAt(0) ?? 0)).join('');
    out += base || (code < 0x20 ? '' : '?');
  }
  return out;
}

/** Width of `text` in millimetres at `size` points. `text` should already be WinAnsi (see `toWinAnsi`). */
export function textWidth(text: string, font: FontStyle, size: number): number {
  const table = TABLES[font];
  let units = 0;
  for (let i = 0; i < text.length; i++) units += charWidth(table, text.charCodeAt(i));
  return (units / 1000) * size * MM_PER_PT;
}

/**
 * Greedy line breaking at spaces; a word wider than the line is cut where it overflows. Never returns an
 * empty list for non-empty text.
 */
export function wrapText(text: string, maxWidth: number, font: FontStyle, size: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  const space = textWidth(' ', font, size);
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    let w = textWidth(word, font, size);
    if (line && lineWidth + space + w <= maxWidth) {
      line += ` ${word}`;
      lineWidth += space + w;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (w > maxWidth && rest.length > 1) {
      const cut = fitChars(rest, maxWidth, font, size);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      w = textWidth(rest, font, size);
    }
    line = rest;
    lineWidth = w;
  }
  if (line) lines.push(line);
  return lines;
}

/** How many leading characters of `text` fit in `maxWidth` (at least one). */
function fitChars(text: string, maxWidth: number, font: FontStyle, size: number): number {
  const table = TABLES[font];
  const limit = (maxWidth * 1000) / (size * MM_PER_PT);
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    units += charWidth(table, text.charCodeAt(i));
    if (units > limit) return Math.max(1, i);
  }
  return text.length;
}
