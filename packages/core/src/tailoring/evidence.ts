/// <reference path="../types/stopword.d.ts" />
import { eng as STOP_WORDS } from 'stopword';
import { memo } from '../memo.ts';
import type { ResumeData } from '../resume.ts';
import { isEnglishWord } from './english-words.ts';
import { broaderSkills, findTerms, lookupSkill } from './lexicon.ts';

/**
 * The one place that decides whether a resume shows a term. The offline engine uses it to choose what to surface,
 * the guard uses it to decide what must go, so nothing is ever added that the guard would remove.
 *
 * A term is evidenced when the resume's text (summary, skills, tools, titles, bullets, projects, certifications,
 * degrees; never employer or school names) contains it under normalisation: case, plurals, hyphen or slash versus
 * space, "&" versus "and", run-together spellings ("e-discovery" = "ediscovery"), an acronym versus its expansion
 * (either written out in the resume or the posting, or the initials of a capitalised phrase or a skills item), and
 * the lexicon's synonyms ("k8s" = "Kubernetes").
 */
export type Evidence = {
  /** Every 1–6-word run of normalised words of every segment. */
  grams: ReadonlySet<string>;
  /** The same runs with the spaces removed, for "e-discovery" / "ediscovery". */
  tight: ReadonlySet<string>;
  /** Lower-cased acronyms the resume shows: written in capitals, or the initials of a name it spells out. */
  acronyms: ReadonlySet<string>;
  /** Lexicon skills the resume names, by entry id. */
  entryIds: ReadonlySet<string>;
  /** Each sentence or bullet as its words' roots (`rootWord`), stop words kept so distances count every word. */
  sentences: readonly (readonly string[])[];
  /** For each root, the sentences (indexes into `sentences`) that use it. */
  rootIndex: ReadonlyMap<string, readonly number[]>;
  /** The titles the person has held, each a list of normalised words: the work each names (`namedByTitle`). */
  titles: readonly (readonly string[])[];
};

/**
 * How far apart, in words, the content words of a keyword may stand in one sentence and still show it in another
 * order or form ("audited freight invoices" is no "freight audit"; "freight audit" is, as is "audit of freight").
 * Measured from the first to the last of them, so a two-word keyword allows three words between.
 */
export const NEAR_WINDOW = 4;

const MAX_GRAM = 6;
/**
 * The person greeting, answering, helping, serving, checking in or handling the questions of the people a business
 * serves, within one sentence: "Greet clients and guests", "Answer 60+ calls a shift from patients".
 */
const SERVES_PEOPLE =
  /\b(?:greet|answer|help|assist|serve|welcome|check(?:ed|s|ing)? in)(?:s|ed|d|ing)?\b(?:[^.;:\n\w]+[\w'’+-]+){0,8}?[^.;:\n\w]+(?:customers?|clients?|guests?|visitors?|patients?|callers?|members?|residents?|patrons?|shoppers?|tenants?|the public|walk-ins?)\b|\b(?:handl|resolv|fix|field|answer|address|settl)(?:e|es|ed|ing|s)?\s+(?:(?:the|our|all|every)\s+)?(?:customer|client|guest|visitor|patient|caller|member|resident|patron|shopper|tenant)s?['’]?\s+(?:complaints?|problems?|issues?|questions?|concerns?|inquir(?:y|ies)|requests?)\b/i;
const SMALL_WORDS = new Set(['of', 'and', 'in', 'for', 'the', 'to', 'on', 'a', 'an', 'with', '&']);

/** A word in its base form: plurals and possessives go ("assessments" → "assessment", "policies" → "policy"). */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "analyses" is the plural of "analysis", "diagnoses" of "diagnosis".
  if (/(ys|gnos)es$/.test(word)) return `${word.slice(0, -2)}is`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  // "analysis" and "status" keep their s; "APIs" and "KPIs" lose it.
  if (
    word.length > 3 &&
    word.endsWith('s') &&
    !/(ss|us)$/.test(word) &&
    !(word.length > 4 && word.endsWith('is'))
  )
    return word.slice(0, -1);
  return word;
}

/** Words that end in "-ing" yet name a field of their own, not the act of the shorter word ("accounting" ≠ "account"). */
const LEXICAL_ING = new Set([
  'accounting',
  'marketing',
  'housing',
  'building',
  'clothing',
  'lighting',
  'programming',
  'engineering',
  'offering',
  'setting',
  'meeting',
  'painting',
  'landing',
  'founding',
]);
const MIN_ROOT = 5;
const CONTENT_STOP = new Set([...STOP_WORDS, ...SMALL_WORDS]);

/**
 * A stemmed word (`stemWord`) reduced to the root its derived forms share: "generated", "generating", "generation"
 * and "generate" → "gener"; "monitoring" → "monitor"; "forecasting" → "forecast". Only "-ing", "-ion", "-ed", a
 * final "e" and then "-at" go, and only when at least five letters are left, so short words keep their sense
 * ("state" is not "station", "plan" not "planning").
 */
export function rootWord(stemmed: string): string {
  if (LEXICAL_ING.has(stemmed) || !/^[a-z]+$/.test(stemmed)) return stemmed;
  let w = stemmed;
  const [, root] = /^(.+?)(ing|ion|ed)$/.exec(w) ?? [];
  if (root !== undefined && root.length >= MIN_ROOT - 1) {
    w = root;
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ss|ll)$/.test(w)) w = w.slice(0, -1); // "planned" → "plan"
  }
  if (w.endsWith('e') && w.length > MIN_ROOT) w = w.slice(0, -1);
  if (w.endsWith('at') && w.length - 2 >= MIN_ROOT) w = w.slice(0, -2);
  return w.length >= MIN_ROOT ? w : stemmed;
}

/**
 * The roots of a text's content words (stop words, short words and numbers left out): what two sentences about the
 * same work share whatever their word forms ("measure and sketch improvements", "measured and sketched 40 homes").
 */
export function contentRoots(text: string): Set<string> {
  return new Set(
    normalizeTerm(text)
      .split(' ')
      .filter((w) => w.length >= 4 && !/\d/.test(w) && !CONTENT_STOP.has(w))
      .map(rootWord),
  );
}

const normalized = memo<string>(20000);

/** Lower case, "&" → "and", punctuation to spaces (keeping "+" and "#"), every word stemmed, acronyms' plurals too. */
export function normalizeTerm(text: string): string {
  // A tailoring normalises the same few thousand phrases many times over.
  return normalized(text, () => normalizeUncached(text));
}

function normalizeUncached(text: string): string {
  return text
    .replace(/\b([A-Z]{2,})s\b/g, '$1') // "P&IDs", "IDs", "ECGs": an acronym's plural, however short
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(stemWord)
    .join(' ');
}

/** Initials of a name, small words left out: "Bachelor of Science in Nursing" → "bsn". */
export function initialsOf(phrase: string, keepSmallWords = false): string {
  const words = phrase
    .replace(/[^A-Za-z0-9&\s-]+/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && (keepSmallWords ? w !== '&' : !SMALL_WORDS.has(w.toLowerCase())));
  return words.length >= 2 ? words.map((w) => w.charAt(0).toLowerCase()).join('') : '';
}

const ACRONYM = /^(?=.*[A-Z].*[A-Z])[A-Z0-9][A-Za-z0-9&/-]{1,9}$/;

/** "EHR", "FP&A", "SHRM-CP", "I-9": written in capitals (at least two), short, one token. */
export function isAcronym(token: string): boolean {
  return ACRONYM.test(token) && !/^[A-Z][a-z]+$/.test(token);
}

/**
 * The text that can show a skill: summary, skills, tools, job titles, bullets, projects, certifications and
 * degrees. Employer and school names and locations are left out on purpose: having worked at Salesforce is not
 * evidence of knowing Salesforce.
 */
export function resumeEvidenceText(resume: ResumeData): string[] {
  const parts: string[] = [resume.summary, ...resume.skills, ...resume.tools];
  for (const job of resume.experience) parts.push(job.job_title, ...job.bullet_points);
  for (const project of resume.projects)
    parts.push(project.title, project.description, ...project.bullet_points);
  for (const cert of resume.certifications) parts.push(cert.name);
  for (const school of resume.education) parts.push(school.degree);
  return parts.filter((p) => p.trim() !== '');
}

const built = memo<Evidence>(64);

/** The evidence of a resume; `ignore` blanks text that shows nothing about the person (the target job's names). */
export function buildEvidence(resume: ResumeData, ignore: readonly string[] = []): Evidence {
  // The engine, the gate, the guard and the match score each ask for the same resume's evidence.
  const key = [
    ignore.join('\u0001'),
    resumeEvidenceText(resume).join('\u0002'),
    [...resume.skills, ...resume.tools].join('\u0002'),
    resume.experience.map((j) => j.job_title).join('\u0002'),
  ].join('\u0000');
  return built(key, () => buildUncached(resume, ignore));
}

function buildUncached(resume: ResumeData, ignore: readonly string[]): Evidence {
  let segments = resumeEvidenceText(resume);
  const blanks = ignore.map((s) => s.trim()).filter((s) => s.length > 1);
  if (blanks.length > 0) segments = segments.map((s) => blanks.reduce((t, b) => blankOut(t, b), s));
  const grams = new Set<string>();
  const tight = new Set<string>();
  const acronyms = new Set<string>();
  const sentences: string[][] = [];
  const rootIndex = new Map<string, number[]>();
  for (const segment of segments) {
    // A full stop inside a token is no break: "WCAG 2.1 AA", "Node.js".
    for (const piece of segment.split(/[.;:!?]+(?=\s|$)|[()|•]+|,\s/)) {
      const words = normalizeTerm(piece).split(' ').filter(Boolean);
      if (words.length > 0) {
        const roots = words.map(rootWord);
        const at = sentences.push(roots) - 1;
        for (const root of new Set(roots)) {
          const list = rootIndex.get(root);
          if (list) list.push(at);
          else rootIndex.set(root, [at]);
        }
      }
      for (const [i, first] of words.entries()) {
        let gram = '';
        for (let n = 1; n <= MAX_GRAM && i + n <= words.length; n++) {
          gram = n === 1 ? first : `${gram} ${words[i + n - 1]}`;
          grams.add(gram);
          if (n <= 3) tight.add(gram.replace(/ /g, ''));
        }
      }
    }
    for (const token of segment.match(/[A-Za-z0-9][A-Za-z0-9&/-]*[A-Za-z0-9]/g) ?? []) {
      if (isAcronym(token)) acronyms.add(normalizeTerm(token).replace(/ /g, ''));
    }
    // Names spelled out in capitals ("National Electrical Code") answer to their initials.
    for (const m of segment.matchAll(/\b[A-Z][\w-]*(?:\s+(?:of|and|in|for|&|[A-Z][\w-]*))*\s+[A-Z][\w-]*/g)) {
      const initials = initialsOf(m[0]);
      if (initials.length >= 2) acronyms.add(initials);
    }
  }
  // A skills or tools item is a name on its own, whatever its case ("Medication therapy management" = MTM).
  for (const item of [...resume.skills, ...resume.tools]) {
    const initials = initialsOf(item);
    if (initials.length >= 3) acronyms.add(initials);
  }
  const entryIds = new Set(findTerms(segments.join('\n')).map((h) => h.entry.id));
  for (const item of [...resume.skills, ...resume.tools]) {
    const entry = lookupSkill(item);
    if (entry) entryIds.add(entry.id);
  }
  // "Unit, integration and user acceptance testing": each item of the list with the last one's head word, where the
  // lexicon knows the phrase ("integration testing").
  for (const segment of segments) for (const id of distributedSkills(segment)) entryIds.add(id);
  // "Greet and check in 300+ visitors a day", "Answer client questions by phone": serving people shows customer
  // service, in whatever words.
  const service = lookupSkill('Customer Service');
  if (service && segments.some((segment) => SERVES_PEOPLE.test(segment))) entryIds.add(service.id);
  // A tool shows the broader skill it is one of: "Salesforce" shows CRM.
  for (const id of [...entryIds]) for (const broader of broaderSkills(id)) entryIds.add(broader);
  return { grams, tight, acronyms, entryIds, sentences, rootIndex, titles: heldTitles(resume) };
}

/** "a, b and c d head" / "a and b head": single words, then a last item of two or three words sharing its head. */
const DISTRIBUTED =
  /\b((?:[A-Za-z][\w-]*,\s+)*[A-Za-z][\w-]*),?\s+(?:and|or|&)\s+(?:[A-Za-z][\w-]*\s+){1,2}([A-Za-z][\w-]*)/g;

/** The lexicon skills a list names by sharing one head word: "unit and integration testing" → Unit Testing. */
function distributedSkills(segment: string): string[] {
  if (!/\s(?:and|or|&)\s/.test(segment)) return [];
  const out: string[] = [];
  for (const m of segment.matchAll(DISTRIBUTED)) {
    const head = m[2] ?? '';
    for (const word of (m[1] ?? '').split(/,\s+/)) {
      const entry = lookupSkill(`${word} ${head}`);
      if (entry) out.push(entry.id);
    }
  }
  return out;
}

/** "Pipe Welder / Fitter", "Registered Respiratory Therapist, NICU": each title named, as normalised words. */
function heldTitles(resume: ResumeData): string[][] {
  return resume.experience.flatMap((job) => titleWords(job.job_title));
}

function titleWords(title: string): string[][] {
  return title
    .split(/[,/;|()]|\s+(?:and|&)\s+|\s[-–—]\s/)
    .map((t) =>
      normalizeTerm(t)
        .split(' ')
        .filter((w) => w !== '' && !RANK.test(w)),
    )
    .filter((words) => words.length > 0);
}

/** Words of a title that say how senior, not what work: "Senior", "Lead", "II". */
const RANK = /^(senior|sr|junior|jr|lead|chief|head|principal|staff|associate|assistant|i{1,3}|iv|v|\d+)$/;

/**
 * The work a held title names is shown: a "Pipe Welder" does pipe welding, a "Respiratory Therapist" respiratory
 * therapy, a "Revenue Manager" revenue management, an "Industrial Maintenance Technician" industrial maintenance.
 * The term's last word is the activity of the title's last word (its agent noun), and every other word of the term
 * stands in the title; or the term is the whole title but its last word (two words or more).
 */
export function namedByTitle(evidence: Evidence, norm: string): boolean {
  return evidence.titles.some((title) => namesWork(title, norm));
}

/**
 * Role nouns that name no trade alone: which "Technician" or "Manager" is the question ("NDT Technician" is one kind,
 * "Store Manager" another).
 */
const ROLE_NOUN =
  /^(technician|tech|specialist|manager|coordinator|analyst|representative|rep|officer|administrator|agent|clerk|worker|consultant|supervisor|director|aide|professional|operator|engineer|inspector|advisor|adviser|trainee|apprentice|intern|member|generalist|partner|executive|lead|designer|developer|scientist|architect|planner)$/;

/**
 * Whether the person has held the posting's role: a held title names the same occupation as the posting's title
 * (its first part, rank words aside). "Head Roaster" holds "Production Roaster", "Concierge" "Chief Concierge",
 * "NDT Technician, Level II" "Mechanical Integrity NDT Technician II"; a role noun alone is not enough ("Store
 * Manager" does not hold "IT Project Manager"): another word of the title must match too.
 */
export function holdsRole(evidence: Evidence, postingTitle: string): boolean {
  // ("Probation and Parole Officer II": each role the title joins, "Parole Officer" among them.)
  const first = postingTitle.split(/\s[-–—|]\s|,|\(/)[0] ?? '';
  const roles = titleWords(first)
    .map(occupationOf)
    .filter((r) => r !== undefined);
  return evidence.titles.some((held) => {
    const own = occupationOf(held);
    return (
      own !== undefined &&
      roles.some(
        (posting) =>
          stemWord(own.head) === stemWord(posting.head) &&
          (!ROLE_NOUN.test(posting.head) || own.kind.some((w) => posting.kind.includes(w))),
      )
    );
  });
}

/** "curator of american art" → curator, [american, art]; "rope access technician" → technician, [rope, access]. */
function occupationOf(words: readonly string[]): { head: string; kind: string[] } | undefined {
  const of = words.indexOf('of');
  const headAt = of > 0 ? of - 1 : words.length - 1;
  const head = words[headAt];
  if (head === undefined) return undefined;
  const kind = words.filter((w, i) => i !== headAt && !SMALL_WORDS.has(w)).map(stemWord);
  return { head, kind };
}

/** Whether this one title names the work of a term: `namedByTitle` for "Added … (your title as …)". */
export function titleNamesWork(title: string, term: string): boolean {
  const norm = normalizeTerm(term);
  return titleWords(title).some((words) => namesWork(words, norm));
}

function namesWork(title: readonly string[], norm: string): boolean {
  const words = norm.split(' ').filter((w) => w !== '' && !SMALL_WORDS.has(w));
  const activity = words[words.length - 1];
  if (activity === undefined) return false;
  const role = title[title.length - 1] ?? '';
  const before = title.slice(0, -1);
  if (doesWork(role, activity) && words.slice(0, -1).every((m) => before.includes(m))) return true;
  return words.length >= 2 && before.length === words.length && words.every((w, i) => before[i] === w);
}

/** Whether an agent noun names the one who does an activity: welder/welding, therapist/therapy, nurse/nursing. */
function doesWork(agent: string, activity: string): boolean {
  const agents = agentRoots(agent);
  return agents.length > 0 && activityRoots(activity).some((r) => agents.includes(r));
}

function agentRoots(word: string): string[] {
  if (word.endsWith('eer')) return [word]; // engineer → engineering
  const m = /^([a-z]{3,}?)(ist|er|or|ant|e)$/.exec(word);
  return m?.[1] === undefined ? [] : withoutDouble(m[1]);
}

function activityRoots(word: string): string[] {
  const out = [word];
  const m = /^([a-z]{3,}?)(ing|ation|ion|ment|y|ics)$/.exec(word);
  if (m?.[1] !== undefined) out.push(...withoutDouble(m[1]));
  if (word.endsWith('ion')) out.push(word.slice(0, -3)); // coordination → coordinat
  return out.flatMap((r) => (r.endsWith('e') ? [r, r.slice(0, -1)] : [r])).filter((r) => r.length >= 4);
}

/** "plann" → "plann", "plan"; roots of four letters or more only. */
function withoutDouble(root: string): string[] {
  const out = [root];
  if (/([b-df-hj-np-tv-z])\1$/.test(root)) out.push(root.slice(0, -1));
  return out.filter((r) => r.length >= 4);
}

/**
 * Whether the resume shows a term, or one of its other names (`aliases`: the acronym or expansion the posting
 * pairs with it).
 */
export function isEvidenced(
  evidence: Evidence,
  term: string,
  aliases: readonly string[] = [],
  entryId?: string,
): boolean {
  if (entryId !== undefined && evidence.entryIds.has(entryId)) return true;
  // "Transportation management system (TMS)": a name shown with its other name is shown when either is.
  const both = /^(.+?)\s*\(([^()]+)\)$/.exec(term.trim());
  if (both) {
    const [, name = '', other = ''] = both;
    return isEvidenced(evidence, name, [other, ...aliases]);
  }
  for (const spelling of [term, ...aliases]) {
    const norm = normalizeTerm(spelling);
    if (norm === '') continue;
    if (evidence.grams.has(norm)) return true;
    const joined = norm.replace(/ /g, '');
    // Run together ("ediscovery" for "e-discovery"): only a term written as one word or joined by a hyphen or
    // slash; two plain words ("deep learning") are not shown by a name that runs them together ("DeepLearning.AI").
    const isJoinedSpelling = !/\s/.test(spelling.trim()) || /[-/]/.test(spelling);
    if (isJoinedSpelling && norm.split(' ').length <= 3 && joined.length >= 5 && evidence.tight.has(joined))
      return true;
    if (isAcronym(spelling.trim()) && evidence.acronyms.has(joined)) return true;
    // "Finite element analysis" is shown by "FEA" only when the resume writes FEA in capitals or spells it out;
    // some initials keep their small words ("Freedom of Information Act" is FOIA).
    // ("ASC DC Pro" is no "ADP": a name whose words are initials already has no initials of its own.)
    const spelled = !spelling.trim().split(/\s+/).some(isAcronym);
    for (const initials of spelled ? [initialsOf(spelling), initialsOf(spelling, true)] : []) {
      if (initials.length >= 3 && /^[a-z]+$/.test(initials) && evidence.acronyms.has(initials)) {
        if (evidence.grams.has(initials)) return true;
      }
    }
    const entry = lookupSkill(spelling);
    if (entry && evidence.entryIds.has(entry.id)) return true;
    // "MSLT/MWT", "QA/QC": two names joined by a slash are shown when each of them is.
    const pair = spelling.trim().split('/');
    if (pair.length === 2 && pair.every((p) => /^[A-Za-z][\w&+-]+$/.test(p) && isEvidenced(evidence, p)))
      return true;
    // A proper name ("Emergency Police Dispatch") is shown only as written: its words scattered over a sentence
    // ("dispatch police … emergency lines") are no credential. Skills the lexicon knows may move ("generated leads").
    // A coined name of one word ("Clearion") is no English word to take other forms: "clear" does not show it.
    // ("Upselling", which no word list holds, is still the "-ing" of an English verb.)
    const word = spelling.trim();
    const isCoinedName = !/\s/.test(word) && !entry && !isEnglishWord(word) && !/(ing|ed)$/i.test(word);
    if (
      !isAcronym(spelling.trim()) &&
      !(isProperName(spelling) && !entry) &&
      !isCoinedName &&
      showsNear(evidence, norm)
    )
      return true;
    if (namedByTitle(evidence, norm)) return true;
  }
  return false;
}

/** "Emergency Police Dispatch", "Fear Free": two or more words, every one but the small ones capitalised. */
function isProperName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => SMALL_WORDS.has(w.toLowerCase()) || /^[A-Z0-9]/.test(w));
}

/**
 * Another word order or word form of a normalised term in one sentence or bullet of the resume: a single word by
 * its root ("forecasting" shows "forecast"); several words when all their content words (stop words left out) have
 * their roots within `NEAR_WINDOW` words of each other in one sentence ("generated leads" shows "lead generation",
 * "monitor anesthesia" shows "anesthesia monitoring"). Terms with a number (versions, levels) must match as written.
 */
export function showsNear(evidence: Evidence, norm: string): boolean {
  const words = norm.split(' ').filter(Boolean);
  // ("N95 fit test" in "N95 fit testing"): a term with a number is shown only by its words in its order, each in any
  // form, the number as written.
  if (words.some((w) => /\d/.test(w))) return showsInOrder(evidence, words.map(rootWord));
  const roots = [...new Set(words.filter((w) => !CONTENT_STOP.has(w)).map(rootWord))];
  if (roots.length === 0) return false;
  const lists: (readonly number[])[] = [];
  for (const root of roots) {
    const list = evidence.rootIndex.get(root);
    if (list === undefined) return false;
    lists.push(list);
  }
  if (roots.length === 1) return true;
  // The sentences that use every root, rarest root first.
  const [rarest = [], ...others] = lists.sort((a, b) => a.length - b.length);
  const rest = others.map((l) => new Set(l));
  const want = new Set(roots);
  for (const at of rarest) {
    const sentence = evidence.sentences[at];
    if (sentence && rest.every((l) => l.has(at)) && withinWindow(sentence, want, roots.at(-1))) return true;
  }
  return false;
}

function showsInOrder(evidence: Evidence, roots: readonly string[]): boolean {
  const first = roots[0];
  if (first === undefined) return false;
  for (const at of evidence.rootIndex.get(first) ?? []) {
    const sentence = evidence.sentences[at] ?? [];
    for (let i = sentence.indexOf(first); i >= 0; i = sentence.indexOf(first, i + 1))
      // (A short word keeps its "-ing" as its root, "testing"; after the number it is the same word still.)
      if (roots.every((root, j) => [root, `${root}ing`, `${root}ed`].includes(sentence[i + j] ?? '')))
        return true;
  }
  return false;
}

type Word = { root: string; start: number; end: number; sentence: number };

const wordsOf = memo<Word[]>(64);

/** A text's words with their roots, where they stand and which sentence holds them. */
function rootedWords(text: string): Word[] {
  return wordsOf(text, () => {
    const out: Word[] = [];
    let sentence = 0;
    let last = 0;
    for (const m of text.matchAll(/[A-Za-z0-9+#&]+(?:['’]s)?/g)) {
      // (A full stop between two words' characters is inside a name: "AAMA 501.2", "v2.1".)
      if (/[.;:!?]\s|\n/.test(text.slice(last, m.index))) sentence += 1;
      last = m.index + m[0].length;
      for (const word of normalizeTerm(m[0]).split(' ').filter(Boolean))
        out.push({ root: rootWord(word), start: m.index, end: last, sentence });
    }
    return out;
  });
}

/**
 * Where a text writes a phrase in any form `showsNear` accepts: its content words' roots within `NEAR_WINDOW` words
 * of each other in one sentence ("refinishes" for "refinish", "nitrocellulose spraying" for "spray nitrocellulose").
 * Each mention runs from its first word to its last.
 */
export function mentionsOf(text: string, phrase: string): { start: number; end: number }[] {
  const roots = new Set(
    normalizeTerm(phrase)
      .split(' ')
      .filter((w) => w && !CONTENT_STOP.has(w))
      .map(rootWord),
  );
  if (roots.size === 0) return [];
  const words = rootedWords(text);
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (!first || !roots.has(first.root)) continue;
    const seen = new Set<string>();
    for (let j = i; j < words.length && j - i <= NEAR_WINDOW; j++) {
      const word = words[j];
      if (!word || word.sentence !== first.sentence) break;
      if (roots.has(word.root)) seen.add(word.root);
      if (seen.size === roots.size) {
        out.push({ start: first.start, end: word.end });
        i = j;
        break;
      }
    }
  }
  return out;
}

/**
 * Whether some run of `NEAR_WINDOW + 1` words of the sentence holds every wanted root. The phrase's head, written
 * last in both, must not be the first word of another name when other words stand between: "mortar mock-ups and
 * sample panels" shows no "mortar samples" ("a gradient-boosted churn model" still shows gradient boosting).
 */
function withinWindow(sentence: readonly string[], want: ReadonlySet<string>, head?: string): boolean {
  const last = new Map<string, number>();
  for (const [i, root] of sentence.entries()) {
    if (!want.has(root)) continue;
    last.set(root, i);
    if (last.size === want.size && i - Math.min(...last.values()) <= NEAR_WINDOW) {
      const next = sentence[i + 1];
      const apart = i - Math.min(...last.values()) >= want.size;
      if (apart && root === head && next !== undefined && !want.has(next) && !CONTENT_STOP.has(next))
        continue;
      return true;
    }
  }
  return false;
}

function blankOut(text: string, needle: string): string {
  const lower = text.toLowerCase();
  const n = needle.toLowerCase();
  let out = '';
  let at = 0;
  for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, at)) {
    out += `${text.slice(at, i)} | `;
    at = i + n.length;
  }
  return out + text.slice(at);
}
