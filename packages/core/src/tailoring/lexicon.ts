import { LEXICON_DATA, LEXICON_KINDS, type LexiconCategory, TECHNICAL_CATEGORIES } from './lexicon-data.ts';

/** One skill of the lexicon with every spelling it goes by. */
export type LexiconEntry = {
  /** Stable key: the canonical name, lower-cased. */
  id: string;
  name: string;
  category: LexiconCategory;
  isTechnical: boolean;
  aliases: readonly string[];
};

/** One place a text names a lexicon skill. */
/**
 * A lexicon term found in a text: `start`–`end` is where; `text` is how it is written there, or, for a product named
 * after its maker once ("Word" of "Microsoft Excel and Word"), the name it is written by: "Microsoft Word".
 */
export type TermHit = { entry: LexiconEntry; start: number; end: number; text: string };

type MatchMode = 'any' | 'case' | 'context';
type Alias = { text: string; lower: string; mode: MatchMode; entry: LexiconEntry };

const entries: LexiconEntry[] = [];
const aliases: Alias[] = [];
const byId = new Map<string, LexiconEntry>();
const byLooseKey = new Map<string, { entry: LexiconEntry; mode: MatchMode; text: string }[]>();

for (const [category, lines] of Object.entries(LEXICON_DATA) as [LexiconCategory, readonly string[]][]) {
  for (const line of lines) {
    const parts = line.split('|').map(parseAlias);
    const [first] = parts;
    if (!first) continue;
    const name = first.text;
    const id = name.toLowerCase();
    if (byId.has(id)) continue; // the first category to list a skill owns it
    const entry: LexiconEntry = {
      id,
      name,
      category,
      isTechnical: TECHNICAL_CATEGORIES.has(category),
      aliases: parts.map((p) => p.text),
    };
    entries.push(entry);
    byId.set(id, entry);
    const seen = new Set<string>();
    for (const part of parts) {
      const key = `${part.mode}:${part.text.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      aliases.push({ ...part, lower: part.text.toLowerCase(), entry });
      const loose = looseKey(part.text);
      const list = byLooseKey.get(loose) ?? [];
      list.push({ entry, mode: part.mode, text: part.text });
      byLooseKey.set(loose, list);
    }
  }
}

const PREFIX = 3;
// Aliases bucketed by their first letters (all of them when shorter), so a scan only tries likely aliases.
const byPrefix = new Map<string, Alias[]>();
for (const alias of aliases) {
  const key = alias.lower.slice(0, PREFIX);
  const list = byPrefix.get(key) ?? [];
  list.push(alias);
  byPrefix.set(key, list);
}

function parseAlias(raw: string): { text: string; mode: MatchMode } {
  if (raw.startsWith('!')) return { text: raw.slice(1), mode: 'context' };
  if (raw.startsWith('=')) return { text: raw.slice(1), mode: 'case' };
  return { text: raw, mode: 'any' };
}

/** Every skill of the lexicon, in data order. */
export const LEXICON: readonly LexiconEntry[] = entries;

export function getLexiconEntry(id: string): LexiconEntry | undefined {
  return byId.get(id);
}

/** Entry id → the ids of the broader skills it is one of (`LEXICON_KINDS`). */
const broaderIds = new Map<string, string[]>();
for (const [broader, tools] of Object.entries(LEXICON_KINDS)) {
  for (const tool of tools) {
    const id = tool.toLowerCase();
    broaderIds.set(id, [...(broaderIds.get(id) ?? []), broader.toLowerCase()]);
  }
}

/** The broader skills a lexicon entry is one of: "salesforce" → ["customer relationship management"]. */
export function broaderSkills(id: string): readonly string[] {
  return broaderIds.get(id) ?? [];
}

/** The named tools a broader skill holds: "social media marketing" → Facebook, Instagram, TikTok. */
export function narrowerSkills(id: string): readonly string[] {
  return Object.entries(LEXICON_KINDS).find(([broader]) => broader.toLowerCase() === id)?.[1] ?? [];
}

/** Spelling-insensitive key for comparing whole skill names: "Node JS", "node.js" and "NodeJS" agree. */
export function looseKey(text: string): string {
  return text.toLowerCase().replace(/[\s._-]+/g, '');
}

/**
 * The lexicon skill a whole phrase names ("postgres" → PostgreSQL), or undefined. A phrase standing alone (a
 * skills-list item) is its own context, so "Go" resolves; case-exact aliases still need their case.
 */
export function lookupSkill(phrase: string): LexiconEntry | undefined {
  const trimmed = phrase.trim();
  const candidates = byLooseKey.get(looseKey(trimmed));
  if (!candidates) return undefined;
  const exact = candidates.find((c) => c.mode === 'any' || c.text === trimmed);
  return exact?.entry;
}

const ALNUM = /[A-Za-z0-9]/;
const CONTEXT_WINDOW = 60;

/**
 * Every lexicon skill the text names, in reading order. Matching is case-insensitive on word boundaries that
 * understand skill punctuation: "C" is not found in "C++", "C#", "Objective-C" or "R&D"; "Java" not in
 * "JavaScript"; ".NET" not in "ASP.NET". A hit inside a longer hit ("SQL" in "SQL Server") is dropped.
 * Ambiguous words ("Go", "R", "Spring") count only with their case and beside other skills or on a line alone.
 */
export function findTerms(text: string): TermHit[] {
  const lower = text.toLowerCase();
  const raw: (TermHit & { mode: MatchMode })[] = [];
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charAt(i);
    if (!(ALNUM.test(c) || c === '.') || (i > 0 && ALNUM.test(lower.charAt(i - 1)))) continue;
    for (let len = 1; len <= PREFIX; len++) {
      const bucket = byPrefix.get(lower.slice(i, i + len));
      if (!bucket) continue;
      for (const alias of bucket) {
        if (!lower.startsWith(alias.lower, i)) continue;
        const end = i + alias.lower.length;
        if (!isBoundedHit(text, i, end, alias)) continue;
        if (alias.mode !== 'any' && text.slice(i, end) !== alias.text) continue;
        // A short abbreviation opening a longer capitalised name is that name's, not the skill's: "AP Chemistry".
        if (isAbbreviationInName(text, end, alias)) continue;
        raw.push({ entry: alias.entry, start: i, end, text: text.slice(i, end), mode: alias.mode });
      }
    }
  }
  raw.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof raw = [];
  let maxEnd = -1;
  let container: (typeof raw)[number] | undefined;
  for (const hit of raw) {
    if (hit.end <= maxEnd) {
      // Inside a longer hit: dropped, unless it opens it and names another skill ("AWS" in "AWS Lambda").
      if (container && hit.start === container.start && hit.entry !== container.entry) kept.push(hit);
      continue;
    }
    kept.push(hit);
    container = hit;
    maxEnd = Math.max(maxEnd, hit.end);
  }
  const hits: TermHit[] = [];
  for (const hit of kept) {
    if (hit.mode === 'context' && !hasSkillContext(text, hit, kept)) continue;
    hits.push({ entry: hit.entry, start: hit.start, end: hit.end, text: hit.text });
  }
  return [...hits, ...sharedMaker(text, hits)].sort((a, b) => a.start - b.start);
}

/** A maker's name before a list of its products: "Microsoft Excel and Word", "Adobe Photoshop, InDesign or Illustrator". */
const MAKER = /^(Microsoft|Adobe|Google|Autodesk|Apple|Oracle|IBM|Salesforce|Atlassian|Zoho|Intuit)\s/;
const NEXT_IN_LIST = /^(?:\s*,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|or|&)\s+)([A-Z][\w+#-]*)/;

/** The products a list names after a maker's one ("Word" of "Microsoft Excel and Word"), each by the maker's name. */
function sharedMaker(text: string, hits: readonly TermHit[]): TermHit[] {
  const out: TermHit[] = [];
  for (const hit of hits) {
    const maker = MAKER.exec(hit.text)?.[1];
    if (maker === undefined) continue;
    let at = hit.end;
    for (let m = NEXT_IN_LIST.exec(text.slice(at)); m !== null; m = NEXT_IN_LIST.exec(text.slice(at))) {
      const name = m[1] ?? '';
      const start = at + m[0].length - name.length;
      at += m[0].length;
      if (hits.some((h) => h.start === start)) continue;
      const whole = `${maker} ${name}`;
      const found = findTerms(whole).find((h) => h.start === 0 && h.end === whole.length);
      if (found) out.push({ entry: found.entry, start, end: at, text: whole });
    }
  }
  return out;
}

function isAbbreviationInName(text: string, end: number, alias: Alias): boolean {
  if (alias.text === alias.entry.name || alias.text.length > 3 || !/^[A-Z]+$/.test(alias.text)) return false;
  // …and two letters modifying the next word name that word's kind, not the skill: "AP style", "PE exam".
  // ("BLS Provider", "ACLS Certification": the word after it says it is held, so the name is the skill's.)
  if (
    /^ (Provider|Certifi(?:ed|cation|cate)|Card|Instructor|Course|Training|License|Licence)\b/.test(
      text.slice(end, end + 16),
    )
  )
    return false;
  return (
    /^ [A-Z][a-z]/.test(text.slice(end, end + 3)) ||
    (alias.text.length === 2 && /^ [a-z]{3,}/.test(text.slice(end, end + 5)))
  );
}

function isBoundedHit(text: string, start: number, end: number, alias: Alias): boolean {
  const before = text[start - 1] ?? '';
  const beforeBefore = text[start - 2] ?? '';
  const after = text[end] ?? '';
  const afterAfter = text[end + 1] ?? '';
  const first = alias.text[0] ?? '';
  const last = alias.text[alias.text.length - 1] ?? '';
  if (ALNUM.test(first) || first === '.') {
    if (ALNUM.test(before) || before === '&' || before === '@' || before === '_') return false;
    // Part of a compound word: "Node.js" holds no "JS", "Objective-C" no "C".
    if ((before === '.' || before === '-') && ALNUM.test(beforeBefore)) return false;
  }
  if (ALNUM.test(last)) {
    if (ALNUM.test(after) || after === '+' || after === '#' || after === '&' || after === '_') return false;
    if (after === '.' && ALNUM.test(afterAfter)) return false;
    if (alias.mode === 'context') {
      if (after === '-') return false; // "go-to-market", "C-suite"
      if (/^\s\d/.test(text.slice(end, end + 2))) return false; // "Spring 2020"
    }
  }
  return true;
}

function hasSkillContext(text: string, hit: TermHit, all: readonly TermHit[]): boolean {
  const lineStart = text.lastIndexOf('\n', hit.start - 1) + 1;
  const nl = text.indexOf('\n', hit.end);
  const lineEnd = nl < 0 ? text.length : nl;
  const sentenceStart = Math.max(lineStart, lastSentenceBreak(text, hit.start));
  const sentenceEnd = Math.min(lineEnd, nextSentenceBreak(text, hit.end));
  // Alone on its line or between list separators: "Go" as a skills-list item.
  const left = text.slice(lineStart, hit.start);
  const right = text.slice(hit.end, lineEnd);
  const item = /(^|[,;|•·/(:])\s*$/.test(left) && /^\s*([,;|•·/)]|$)/.test(right);
  if (item && (left.trim() === '' || right.trim() === '' || /[,;|/]/.test(left + right))) return true;
  return all.some(
    (other) =>
      other !== hit &&
      other.entry.isTechnical &&
      other.entry !== hit.entry &&
      other.start >= sentenceStart &&
      other.end <= sentenceEnd &&
      (Math.abs(other.start - hit.end) <= CONTEXT_WINDOW ||
        Math.abs(hit.start - other.end) <= CONTEXT_WINDOW),
  );
}

const SENTENCE_BREAK = /[.!?]\s/g;

function lastSentenceBreak(text: string, before: number): number {
  let at = 0;
  SENTENCE_BREAK.lastIndex = Math.max(0, before - 400);
  for (let m = SENTENCE_BREAK.exec(text); m && m.index < before; m = SENTENCE_BREAK.exec(text))
    at = m.index + 1;
  return at;
}

function nextSentenceBreak(text: string, from: number): number {
  SENTENCE_BREAK.lastIndex = from;
  const m = SENTENCE_BREAK.exec(text);
  return m ? m.index + 1 : text.length;
}
