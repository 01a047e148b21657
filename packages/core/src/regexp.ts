/** "C++" → "C\+\+": text to match as written inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The phrase as whole words: not inside a longer word or number ("Go" is not in "Google", "R" not in "R&D's" "AR").
 * Group 1 holds the character before the phrase (empty at the start), so `m.index + m[1].length` is where it starts.
 */
export function wordPattern(phrase: string, flags = 'iu'): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, flags);
}
