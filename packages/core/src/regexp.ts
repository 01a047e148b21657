import { memo } from './memo.ts';

/** "C++" → "C\+\+": text to match as written inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A letter of the scripts postings and resumes are written in (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic,
 * Devanagari, kana, CJK, Hangul), as the body of a character class. `\p{L}` says it for every script, but a pattern
 * holding it takes about 0.5 ms to compile with the `i` flag, and a tailoring compiles a pattern for each of a hundred
 * new phrases: half its time went there. These ranges compile in a fifth of that.
 */
export const LETTER =
  'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u03FF\\u0400-\\u058F\\u05D0-\\u05EA\\u0620-\\u064A\\u0900-\\u097F\\u1E00-\\u1FFF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF';
/** A letter (as `LETTER`) or a digit, in any of those scripts' digit forms too. */
export const LETTER_OR_DIGIT = `${LETTER}0-9\\u00B2\\u00B3\\u00B9\\u00BC-\\u00BE\\u0660-\\u0669\\u0966-\\u096F`;

const patterns = memo<RegExp>(5000);
const wordPatterns = memo<RegExp>(5000);

/** One compiled pattern per source and flags: build a phrase's pattern once, however often it is asked for. */
export function cachedPattern(source: string, flags: string): RegExp {
  return patterns(`${flags}\u0000${source}`, () => new RegExp(source, flags));
}

/**
 * The phrase as whole words: not inside a longer word or number ("Go" is not in "Google", "R" not in "R&D's" "AR").
 * Group 1 holds the character before the phrase (empty at the start), so `m.index + m[1].length` is where it starts.
 * Patterns are kept (a tailoring asks for the same few hundred many times): use a global one only with `matchAll`
 * or `replaceAll`, which never move its `lastIndex`.
 */
export function wordPattern(phrase: string, flags = 'iu'): RegExp {
  // Keyed by the phrase, not the pattern's long source: building and hashing that source cost more than the lookup.
  return wordPatterns(`${flags}\u0000${phrase}`, () => {
    const anyCase = flags.includes('i');
    const literal = anyCase ? caseless(escapeRegExp(phrase)) : escapeRegExp(phrase);
    return cachedPattern(
      `(^|[^${LETTER_OR_DIGIT}])${literal}(?![${LETTER_OR_DIGIT}])`,
      anyCase ? flags.replace('i', '') : flags,
    );
  });
}

/**
 * Escaped literal text with each cased letter as a class of its two cases: "Go" → "[gG][oO]". It matches what the
 * `i` flag would, and compiles in a third of the time: with `i`, every class of the pattern (the word boundaries'
 * long ones too) is closed over case at compile time.
 */
export function caseless(literal: string): string {
  return literal.replace(/\p{L}/gu, (c) => {
    const lower = c.toLowerCase();
    const upper = c.toUpperCase();
    return lower === upper || lower.length !== 1 || upper.length !== 1 ? c : `[${lower}${upper}]`;
  });
}
