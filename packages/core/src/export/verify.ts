import type { ExportField } from './plain-text.ts';

/** What reading an exported file back found, compared with the resume it was made from (decision 082). */
export interface ExportCheck {
  format: 'pdf' | 'docx';
  /** Share of the shown words found in the file's text (0–1). */
  recall: number;
  /** Share of the fields that come back in the order they are laid out (0–1). */
  order: number;
  /** Characters read back that no font maps to a letter (replacement, private-use, control, stray "?"). */
  garbled: number;
  /** Pages of a PDF; null for Word, whose pages the reader's word processor decides. */
  pages: number | null;
  /** The page target the file was fitted to, if any. */
  targetPages: number | null;
  words: number;
  /** A few of the words the reader missed, for the message and the log. */
  missing: string[];
  ok: boolean;
}

export const CHECK_MIN_RECALL = 0.99;
export const CHECK_MIN_ORDER = 0.98;

/** Lower-case letters and digits with accents folded: what an applicant-tracking system matches on. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Replacement characters, private-use glyphs and control characters other than white space. */
function unreadableCount(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0xfffd || (c >= 0xe000 && c <= 0xf8ff) || (c < 0x20 && c !== 9 && c !== 10 && c !== 13)) n++;
  }
  return n;
}
const countOf = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

function indexOfRun(haystack: string[], needle: string[], from: number): number {
  outer: for (let i = from; i + needle.length <= haystack.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Compares the text read back from an export with the fields it was made from: recall (every word of every
 * shown field found, as a multiset), reading order (each ordered field's opening words found after the previous
 * field's), garbled characters and the page count.
 */
export function checkExportText(input: {
  format: ExportCheck['format'];
  fields: ExportField[];
  text: string;
  pages: number | null;
  targetPages?: number | null;
}): ExportCheck {
  const read = wordsOf(input.text);
  const available = new Map<string, number>();
  for (const w of read) available.set(w, (available.get(w) ?? 0) + 1);

  let words = 0;
  let found = 0;
  const missing: string[] = [];
  for (const f of input.fields) {
    for (const w of wordsOf(f.text)) {
      words++;
      const left = available.get(w) ?? 0;
      if (left > 0) {
        found++;
        available.set(w, left - 1);
      } else if (missing.length < 8 && !missing.includes(w)) missing.push(w);
    }
  }

  let inOrder = 0;
  let located = 0;
  let cursor = 0;
  for (const f of input.fields) {
    if (!f.ordered) continue;
    const anchor = wordsOf(f.text).slice(0, 4);
    if (!anchor.length) continue;
    const at = indexOfRun(read, anchor, cursor);
    if (at >= 0) {
      inOrder++;
      located++;
      cursor = at + anchor.length;
    } else if (indexOfRun(read, anchor, 0) >= 0) located++;
  }

  const expectedQuestionMarks = input.fields.reduce((n, f) => n + countOf(f.text, /\?/g), 0);
  const garbled =
    unreadableCount(input.text) + Math.max(0, countOf(input.text, /\?/g) - expectedQuestionMarks);
  const recall = words ? found / words : 1;
  const order = located ? inOrder / located : 1;
  const targetPages = input.targetPages ?? null;
  return {
    format: input.format,
    recall: round(recall),
    order: round(order),
    garbled,
    pages: input.pages,
    targetPages,
    words,
    missing,
    ok:
      recall >= CHECK_MIN_RECALL &&
      order >= CHECK_MIN_ORDER &&
      garbled === 0 &&
      (targetPages === null || input.pages === null || input.pages <= targetPages),
  };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export const CHECK_PASSED_TEXT = 'Checked: applicant-tracking systems read all of it, in order';

/** The check said plainly: the passing sentence, or each problem with what to do about it. */
export function describeExportCheck(check: ExportCheck): { ok: boolean; lines: string[] } {
  if (check.ok) return { ok: true, lines: [CHECK_PASSED_TEXT] };
  const lines: string[] = [];
  const file = check.format === 'pdf' ? 'PDF' : 'Word file';
  if (check.recall < CHECK_MIN_RECALL) {
    const missed = Math.round((1 - check.recall) * check.words);
    const example = check.missing.length ? ` (for example "${check.missing.slice(0, 3).join('", "')}")` : '';
    lines.push(
      `Applicant-tracking systems would miss ${missed} of ${check.words} words in this ${file}${example}. ` +
        (check.format === 'pdf'
          ? 'Letters outside Western European alphabets cannot be printed in the PDF font: download the Word file instead.'
          : 'Please report this; the PDF download may read better.'),
    );
  }
  if (check.order < CHECK_MIN_ORDER) {
    lines.push(
      `Some parts read back out of order (${Math.round(check.order * 100)}% in order): applicant-tracking systems may mix up your entries. Please report this.`,
    );
  }
  if (check.garbled > 0) {
    lines.push(
      `${check.garbled} character${check.garbled === 1 ? '' : 's'} read back as unreadable symbols: replace unusual symbols in your text and download again.`,
    );
  }
  if (check.targetPages !== null && check.pages !== null && check.pages > check.targetPages) {
    lines.push(
      `It takes ${check.pages} pages, over the ${check.targetPages}-page target: hide or shorten some content.`,
    );
  }
  return { ok: false, lines };
}
