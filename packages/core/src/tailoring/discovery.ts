import { type Evidence, isAcronym, isEvidenced, namedByTitle, normalizeTerm, showsNear } from './evidence.ts';
import type { JobAnalysis, JobKeyword } from './job-analysis.ts';

/** A posting keyword the resume shows, with the words to show it in. */
export type ShownKeyword = JobKeyword & {
  /** The posting's name, with the resume's own name beside it when they differ ("Electronic health record (EHR)"). */
  display: string;
};

const MAX_SHOWN = 30;
const MAX_CONSIDERED = 120;

/**
 * The posting's keywords this resume evidences, most important first: its keywords, plus every phrase of two to
 * four words both use word for word (a term the two share is a term of the trade, whatever the trade), plus single
 * words the posting lists as items of their own. A keyword inside a longer shown one ("Chemistry" in "AP
 * Chemistry") and a second name of one already shown ("EHR" beside "electronic health record") are left out.
 */
export function findShownKeywords(
  analysis: JobAnalysis,
  evidence: Evidence,
  /** Keywords that may be shown at all (the skill gate's types): a refused longer phrase hides no shorter one. */
  accept: (keyword: JobKeyword) => boolean = () => true,
  /** A credential the resume's certifications name in other words ("Aerial lift operator" for its certification). */
  certified: (keyword: JobKeyword) => boolean = () => false,
): ShownKeyword[] {
  const keys = new Set(analysis.keywords.map((k) => k.key));
  const pool = [
    ...analysis.keywords,
    ...analysis.candidates.filter((c) => {
      if (keys.has(c.key)) return false;
      const words = c.key.split(' ').length;
      return words >= 2 || c.isNamed || c.term.includes('-') || (c.isListed && c.weight >= 1.5);
    }),
  ];
  const onlyCertified = new Set<string>();
  const shown = pool
    .filter((k) => {
      if (k.weight < 1.5 || isVague(k)) return false;
      const evidenced = mayBeShown(evidence, k) && isEvidenced(evidence, k.term, k.aliases, k.entryId);
      if (!evidenced && !certified(k)) return false;
      if (!accept(k) || isTwoShown(evidence, k)) return false;
      if (!evidenced) onlyCertified.add(k.key);
      return true;
    })
    .slice(0, MAX_CONSIDERED);
  const norms = shown.map((k) => ` ${normalizeTerm(k.term)} `);
  // A name inside a credential shown only by the certifications stays the item ("BLS" of "BLS certification");
  // a plain phrase inside it gives way to it ("Aerial lift" of "Aerial lift certification").
  const isName = (k: JobKeyword) => k.kind === 'skill' || k.isNamed || k.isListed;
  const inside = (i: number, j: number) =>
    j !== i && (norms[j] ?? '').length > (norms[i] ?? '').length && (norms[j] ?? '').includes(norms[i] ?? '');
  const order = new Map(analysis.candidates.map((c, i) => [c.key, i]));
  const kept: ShownKeyword[] = [];
  const taken = new Set<string>();
  shown.forEach((kw, i) => {
    const certifiedOnly = (k: JobKeyword) => onlyCertified.has(k.key);
    if (shown.some((other, j) => inside(i, j) && !(certifiedOnly(other) && isName(kw)))) return;
    if (certifiedOnly(kw) && shown.some((other, j) => inside(j, i) && !certifiedOnly(other) && isName(other)))
      return;
    const names = [kw.term, ...kw.aliases].map(normalizeTerm);
    if (names.some((n) => taken.has(n))) return;
    for (const n of names) taken.add(n);
    kept.push({ ...kw, display: displayName(kw, evidence) });
  });
  return kept
    .sort((a, b) => b.weight - a.weight || (order.get(a.key) ?? 1e9) - (order.get(b.key) ?? 1e9))
    .slice(0, MAX_SHOWN);
}

/**
 * Too vague to show on its own: two capitals that are no lexicon skill and have no other name ("BS", "MS", "AA":
 * degrees and grades read as anything), or one hyphenated describing word ("data-driven", "self-motivated").
 */
function isVague(k: JobKeyword): boolean {
  if (k.kind === 'skill' || k.aliases.length > 0) return false;
  if (/^[A-Z]{2}$/.test(k.term)) return true;
  return /^[A-Za-z]+-[a-z]+ed$/.test(k.term);
}

/** "Chemistry and AP Chemistry", "personas and journey maps": two things the resume shows, each shown alone. */
function isTwoShown(evidence: Evidence, k: JobKeyword): boolean {
  if (k.kind === 'skill') return false;
  const m = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(k.term);
  if (m === null) return false;
  const [, one = '', two = ''] = m;
  // ("plan and profile sheets", "wet and dry systems": one singular word before "and" shares the head after it.)
  // ("Chemistry and AP Chemistry", "flashing and roof attachments": the same word again, or an activity, is a
  // second thing.)
  const head = two.split(/\s+/).pop() ?? '';
  if (
    !/\s/.test(one) &&
    !/(s|ing)$/i.test(one) &&
    !isAcronym(one) &&
    /\s/.test(two) &&
    one.toLowerCase() !== head.toLowerCase()
  )
    return false;
  return isEvidenced(evidence, one) && isEvidenced(evidence, two);
}

/** A cheap first look: a plain phrase with no other name is shown only if its words are, in some order or form. */
function mayBeShown(evidence: Evidence, k: JobKeyword): boolean {
  if (k.kind === 'skill' || k.isNamed || k.aliases.length > 0 || k.key.includes('-')) return true;
  return (
    evidence.grams.has(k.key) ||
    evidence.tight.has(k.key.replace(/ /g, '')) ||
    showsNear(evidence, k.key) ||
    namedByTitle(evidence, k.key)
  );
}

function displayName(kw: JobKeyword, evidence: Evidence): string {
  const term = kw.kind === 'skill' ? kw.term : capitalize(kw.term);
  const [alias] = kw.aliases;
  if (alias === undefined) return term;
  // Long name first, the short one in brackets, so both the posting's and the resume's wording are there.
  const [long, short] = alias.length > kw.term.length ? [alias, kw.term] : [kw.term, alias];
  if (!isEvidenced(evidence, kw.term) && !isEvidenced(evidence, alias)) return term;
  return `${capitalize(long)} (${short})`;
}

export function capitalize(text: string): string {
  return /^[a-z]/.test(text) && !/^[a-z]+[A-Z]/.test(text)
    ? text.charAt(0).toUpperCase() + text.slice(1)
    : text;
}
