/** "C++" → "C\+\+": text to match as written inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<string, RegExp>();

/**
 * The phrase as whole words: not inside a longer word or number ("Go" is not in "Google", "R" not in "R&D's" "AR").
 * Group 1 holds the character before the phrase (empty at the start), so `m.index + m[1].length` is where it starts.
 * Patterns are kept (a tailoring asks for the same few hundred many times): use a global one only with `matchAll`
 * or `replaceAll`, which never move its `lastIndex`.
 */
export function wordPattern(phrase: string, flags = 'iu'): RegExp {
  const key = `${flags}\u0000${phrase}`;
  const known = patterns.get(key);
  if (known) return known;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, flags);
  if (patterns.size >= 5000) patterns.clear();
  patterns.set(key, pattern);
  return pattern;
}
