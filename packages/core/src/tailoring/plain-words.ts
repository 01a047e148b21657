import { cachedPattern, escapeRegExp, LETTER } from '../regexp.ts';
/**
 * Words recruiters read as machine-written filler. Nothing the engine writes uses them, and a model's new text
 * that does is refused — unless the person's own resume used the word first (their voice, not ours).
 */
export const AI_CLICHES: readonly string[] = [
  'spearheaded',
  'spearheading',
  'leveraged',
  'leveraging',
  'leverage',
  'results-oriented',
  'results-driven',
  'proven track record',
  'track record of success',
  'synergy',
  'synergies',
  'dynamic professional',
  'passionate about',
  'detail-oriented professional',
  'go-getter',
  'self-starter',
  'team player',
  'thought leader',
  'best-in-class',
  'world-class',
  'cutting-edge',
  'seamlessly',
  'utilized',
  'utilize',
  'orchestrated',
  'championed',
  'fast-paced environment',
  'hit the ground running',
  'think outside the box',
  'value-add',
  'game-changer',
  'game-changing',
  'rockstar',
  'ninja',
  'guru',
  'delve',
  'tapestry',
  'honed',
  'adept at',
  'robust',
  'innovative solutions',
  'highly motivated',
  'dedicated professional',
  'seasoned professional',
  'instrumental in',
  'transformative',
  'also brings',
];

function pattern(phrase: string): RegExp {
  const escaped = escapeRegExp(phrase).replace(/[\s-]+/g, '[\\s-]+');
  return cachedPattern(`(^|[^${LETTER}])${escaped}(?![${LETTER}])`, 'iu');
}

const PATTERNS = AI_CLICHES.map((phrase) => ({ phrase, re: pattern(phrase) }));

/** The clichés a text uses that the person's own text (`source`) does not. */
export function clichesIn(text: string, source: string): string[] {
  return PATTERNS.filter(({ re }) => re.test(text) && !re.test(source)).map(({ phrase }) => phrase);
}
