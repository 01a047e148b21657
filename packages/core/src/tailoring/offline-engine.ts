import { type Change, type ChangesSummary, OptimizationSettingsSchema } from '../changes.ts';
import { wordPattern } from '../regexp.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import {
  type BulletList,
  filterItems,
  type ItemEntry,
  readEntries,
  reorderItems,
  replaceItem,
  writeEntries,
} from '../resume-items.ts';
import { capitalize, findShownKeywords, type ShownKeyword } from './discovery.ts';
import { isEverydayWord } from './english-words.ts';
import {
  buildEvidence,
  contentRoots,
  type Evidence,
  isAcronym,
  isEvidenced,
  normalizeTerm,
  titleNamesWork,
} from './evidence.ts';
import { analyzeJob } from './job-analysis.ts';
import { findTerms, lookupSkill } from './lexicon.ts';
import { scoreMatch } from './match-score.ts';
import { buildSkillGate, gapReport, listedSkills, type SkillGate, sameSkill } from './skill-gate.ts';
import { joinList, writeSummary } from './summary-writer.ts';
import type { TailoringEngine, TailoringInput, TailoringResult } from './tailor.ts';
import {
  endsInCredentialWord,
  handedToOthers,
  inSentence,
  isLanguageName,
  isSkillType,
  opensWithOthers,
} from './term-type.ts';

/**
 * The rules engine: deterministic, offline, and it only rearranges and restates what the resume already shows.
 * Posting skills the resume proves are listed (through the one skill gate), matched skills go first, bullets are
 * ordered by relevance within each role, and the person's summary keeps its voice (summary-writer.ts). Nothing the
 * resume does not show is inserted anywhere: those are the gaps, reported to the person.
 */
export function tailorOffline(input: TailoringInput): TailoringResult {
  const settings = OptimizationSettingsSchema.parse(input.settings ?? {});
  const source = ResumeDataSchema.parse(input.resume);
  let resume: ResumeData = ResumeDataSchema.parse(JSON.parse(JSON.stringify(source)));
  const now = input.now ?? new Date();
  const analysis = analyzeJob(input.job);
  const evidence = buildEvidence(source, [analysis.positionName, analysis.companyName]);
  const gate = buildSkillGate(source, analysis);
  const shown = findShownKeywords(
    analysis,
    evidence,
    (k) => isSkillType(gate.typeOf(k.written)),
    (k) => gate.certifies(k.written),
  );
  // The shared terms are the discovered ones beyond the top keywords (match-score.ts `sharedTerms`).
  const keys = new Set(analysis.keywords.map((k) => k.key));
  const shared = shown.filter((k) => !keys.has(k.key));
  const before = scoreMatch(source, analysis, shared);
  const log = new ChangeLog();
  const ranked = rankKeywords(shown);
  const report = gapReport(gate);

  // Every step that moves, splits or drops items goes through resume-items, so visibility flags move with them.
  if (settings.optimizeAts) resume = cleanForAts(resume, log);
  const added: string[] = [];
  resume = arrangeSkills(resume, { shown, ranked, settings, log, gate, added });
  // ("SPC charting stayed with the etch process engineers": a bullet about others' work is not moved up for it.)
  const own = ranked.filter((r) => !gate.notOwn(r.keyword.written));
  resume = orderBullets(resume, own, log, analysis.lines);
  resume = orderProjects(resume, ranked, log);
  // Every skill the tailoring listed is one the resume shows, whether or not the gap report names it.
  const shownOrAdded = new Set([...listedSkills(resume, report.proven), ...added]);
  const listed = [...new Set(resume.skills.filter((item) => shownOrAdded.has(item)))];
  // A summary names a skill only as the skills list does, whole: never a piece of an item ("AP" of "AP Chemistry").
  // An item shown with the resume's own name beside it is named that way ("Electronic health records (EHR)").
  const named = report.proven.flatMap((p) => {
    const item = resume.skills.find((i) => sameSkill(i, p) || sameSkill(i.replace(/\s*\([^()]*\)$/, ''), p));
    // An item listing more inside it ("Excel (pivot tables, VLOOKUP)") would turn the sentence into a longer list.
    if (item === undefined || item.includes(',')) return [];
    // A sentence names what a reader recognises as a skill: a name or a phrase, never one everyday word
    // ("compliance", "audit"), which reads as a keyword dropped in.
    if (!/\s/.test(p) && isEverydayWord(p) && !/[A-Z]{2}|[a-z][A-Z]|\d/.test(p)) return [];
    return [/\(/.test(item) ? item : inSentence(p, analysis.lines)];
  });
  rewriteSummary(resume, { source, proven: named, weak: report.weak, now, log });

  const after = scoreMatch(resume, analysis, shared);
  const lines = [...log.keyModifications];
  const match =
    before.score === after.score
      ? `Keyword match ${after.score}%.`
      : `Keyword match ${before.score}% → ${after.score}%.`;
  const asks = report.gaps.length > 0 ? ` It asks for ${joinList(report.gaps.slice(0, 4))}.` : '';
  const summary = report.weak
    ? `This job is far from your experience; ${source.summary.trim() ? 'we kept your summary' : 'we wrote no summary for it'}.${asks} ${lines.map(sentence).join(' ')} ${match}`
    : lines.length > 0
      ? `${lines.map(sentence).join(' ')} ${match}`
      : `Nothing to change without adding what your resume does not show. ${match}${asks ? ` The job also asks for ${joinList(report.gaps.slice(0, 4))}: add them yourself only if they are true.` : ''}`;
  const changes: ChangesSummary = {
    summary: summary.replace(/\s+/g, ' ').trim(),
    summary_of_changes: { key_modifications: log.keyModifications, changes: log.changes },
    bullets: log.bullets,
    skill_changes: log.skillChanges,
    experience_highlights: log.highlights,
    key_adjustments: log.adjustments,
    match: { before, after },
    evidence: {
      listed,
      added: listed.filter((item) => added.includes(item)),
      gaps: report.gaps,
      ...(report.notes.length > 0 ? { notes: report.notes } : {}),
      weak_match: report.weak,
    },
    guard_notes: [],
    engine: { kind: 'rules' },
  };
  return { resume, changes };
}

/** "Listed 4 skills…" → "Listed 4 skills….": a change line as a sentence of the summary. */
function sentence(line: string): string {
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/** "1 skill", "3 skills". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

export const offlineEngine: TailoringEngine = {
  name: 'rules',
  tailor: async (input) => tailorOffline(input),
};

class ChangeLog {
  changes: Change[] = [];
  keyModifications: string[] = [];
  skillChanges: string[] = [];
  bullets: string[] = [];
  highlights: string[] = [];
  adjustments: string[] = [];
  add(section: string, original: string, modified: string, explanation: string) {
    this.changes.push({ section, original, modified, explanation });
  }
}

type Ranked = { keyword: ShownKeyword; rank: number }[];

function rankKeywords(shown: readonly ShownKeyword[]): Ranked {
  return shown.map((keyword, rank) => ({ keyword, rank }));
}

/** Shown keywords a piece of text names, most important first. */
function keywordsIn(text: string, ranked: Ranked): Ranked {
  const ids = new Set(findTerms(text).map((h) => h.entry.id));
  const norm = ` ${normalizeTerm(text)} `;
  return ranked.filter(({ keyword }) =>
    keyword.entryId !== undefined && ids.has(keyword.entryId)
      ? true
      : [keyword.term, ...keyword.aliases].some((t) => norm.includes(` ${normalizeTerm(t)} `)),
  );
}

/** The names of the keywords as the posting writes them, each once ("Google Sheets" of two keywords spelled alike). */
function namesOf(ranked: Ranked): string[] {
  const seen = new Set<string>();
  return ranked.flatMap(({ keyword }) => {
    const key = normalizeTerm(keyword.written);
    if (seen.has(key)) return [];
    seen.add(key);
    return [keyword.written];
  });
}

function relevance(text: string, ranked: Ranked): number {
  return keywordsIn(text, ranked).reduce((sum, r) => sum + r.keyword.weight, 0);
}

// ---------------------------------------------------------------------------------------------------------------
// ATS hygiene

const BULLET_GLYPH = /^[\s•●▪■◦○‣∙·*►▶➤✓✔❖◆→–—-]+(?=\S)/u;
const SKILL_SEPARATORS = /\s*(?:[,;|•·]|\s\/\s)\s*/;

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const cleanBullet = (bullet: string) => tidy(bullet.replace(BULLET_GLYPH, ''));

/** Tidies every bullet of one entry and drops those left empty, each bullet's flag moving with it. */
function cleanBullets(resume: ResumeData, list: BulletList, fixes: [string, string][]): ResumeData {
  let out = resume;
  out[list.bulletsOf][list.entry]?.bullet_points.forEach((bullet, index) => {
    const clean = cleanBullet(bullet);
    if (clean === bullet) return;
    fixes.push([bullet, clean]);
    out = replaceItem(out, list, index, () => clean);
  });
  return filterItems(out, list, (bullet) => bullet !== '');
}

function cleanForAts(resume: ResumeData, log: ChangeLog): ResumeData {
  const bulletFixes: [string, string][] = [];
  let out = resume;
  for (const bulletsOf of ['experience', 'projects'] as const) {
    out[bulletsOf].forEach((_, entry) => {
      out = cleanBullets(out, { bulletsOf, entry }, bulletFixes);
    });
  }
  out = { ...out, projects: out.projects.map((p) => ({ ...p, description: tidy(p.description) })) };
  const [firstFix] = bulletFixes;
  if (firstFix) {
    const [original, modified] = firstFix;
    log.add(
      'experience',
      original,
      modified,
      `Removed bullet marks and extra spaces from ${count(bulletFixes.length, 'bullet')} so applicant tracking systems read them cleanly`,
    );
    log.adjustments.push(
      `Cleaned ${count(bulletFixes.length, 'bullet')}: plain text, no marks, single spaces`,
    );
  }
  const summary = tidy(out.summary);
  if (summary !== out.summary) {
    log.add('summary', out.summary, summary, 'Removed stray whitespace');
    out = { ...out, summary };
  }
  out = cleanSkillList(out, 'skills', log);
  return cleanSkillList(out, 'tools', log);
}

/**
 * Split list-like items and drop duplicates (the same skill under two spellings). Each part keeps the flag of
 * the item it came from, so a hidden "Python, Java" stays hidden as "Python" and "Java".
 */
function cleanSkillList(resume: ResumeData, section: 'skills' | 'tools', log: ChangeLog): ResumeData {
  const out: ItemEntry<typeof section>[] = [];
  const seen = new Set<string>();
  for (const { item, flag } of readEntries(resume, section)) {
    const parts = splitSkillItem(item);
    if (parts.length > 1 || parts[0] !== item) {
      log.add(
        section,
        item,
        parts.join(', '),
        'Listed one skill per item, as applicant tracking systems expect',
      );
    }
    for (const part of parts) {
      // The person's own wording stays ("GCP" is not renamed); only true duplicates go.
      const key = lookupSkill(part)?.id ?? normalizeTerm(part);
      if (seen.has(key)) {
        log.add(section, part, '', 'Removed a duplicate');
        log.skillChanges.push(`Removed duplicate "${part}"`);
        continue;
      }
      seen.add(key);
      out.push({ item: part, flag });
    }
  }
  return writeEntries(resume, section, out);
}

/** "Excel (Solver, pivot tables), Python", "Cages [GM500, rack systems]": split outside brackets only. */
function splitOutsideBrackets(text: string, separators = SKILL_SEPARATORS): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && separators.test(c === '/' ? text.slice(i - 1, i + 2) : c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Labels that name a kind of list, not a field: the values under them are names of their own. */
const CATEGORY_LABEL =
  /^(technical |computer |other |core |key |soft |hard )?(skills|software|tools|tooling|languages|spoken languages|programming( languages)?|frameworks|libraries|databases|platforms|technolog(y|ies)|tech stack|stack|systems|applications|apps|cloud|devops|certifications?|licen[cs]es|credentials|methods|methodologies|equipment|instruments|hardware|office|design|testing|data|analytics|crm|erp|ehr|emr|misc|miscellaneous)$/i;

function splitSkillItem(item: string): string[] {
  let text = tidy(item.replace(BULLET_GLYPH, ''));
  // "Languages: Python, Java" → the label goes, the skills stay. ("Electrical calibration – Fluke 5522A, 8508A": a
  // spaced dash labels a list as a colon does.)
  const label = /^([A-Za-z][A-Za-z &/-]{1,30}?)(?::|\s+[–—-])\s*(.+)$/.exec(text);
  const [, labelText = '', values = ''] = label ?? [];
  // A label the values only make sense under stays: "Gameplay systems: combat, abilities" lists kinds of gameplay
  // system, and "combat" alone names nothing. Values that are names of their own ("Python", "SQL") lose it.
  // (A capital alone proves nothing under a label of its own kind: "Period jewelry: Georgian, Victorian" lists
  // periods, and "Georgian" alone reads as a language. Under "Software:" or "Languages:", it names the thing.)
  const standAlone = (part: string) =>
    lookupSkill(part) !== undefined ||
    isAcronym(part.split(/\s+/)[0] ?? '') ||
    /\d/.test(part) ||
    (/^[A-Z]/.test(part) && CATEGORY_LABEL.test(labelText));
  if (label && SKILL_SEPARATORS.test(values)) {
    const parts = splitOutsideBrackets(values).map(tidy).filter(Boolean);
    // A label that is a skill itself ("Networking: Cisco switches, VLANs") or that the values need stays, and the
    // item with it: split, its first piece would carry the label alone ("Networking: Cisco switches").
    // ("Aftertreatment: DPF, SCR, DEF dosing": a label that names a field of work, not a kind of list, is a skill the
    // person lists with its parts.)
    if (findTerms(labelText).length > 0 || !CATEGORY_LABEL.test(labelText) || !parts.every(standAlone))
      return [text];
    text = values;
  }
  // "Python (Pandas, NumPy)", "Cages [Tecniplast, Allentown]": a list inside brackets belongs to its item.
  if (/[([]/.test(text) && !/[)\]]\s*[,;|]/.test(text)) return text === '' ? [] : [text];
  // A semicolon or bar parts whole phrases ("Criminal, civil and family procedure; legal terminology"): each is
  // read on its own.
  const groups = splitOutsideBrackets(text, /[;|]/).filter((g) => tidy(g) !== '');
  // (Written with a capital, every part keeps one: "Legal terminology"; a tool's own lower-case name stays as it
  // is: "wgrib2".)
  if (groups.length > 1)
    return groups
      .flatMap(splitSkillItem)
      .map((p) =>
        /^[A-Z]/.test(text) && /^[a-z]/.test(p) && !/\d/.test(p) && !lookupSkill(p) ? capitalize(p) : p,
      );
  // "Pre-, intra- and post-treatment assessment": a word cut at its hyphen waits for the end of the phrase.
  if (/[A-Za-z]-\s*,/.test(text)) return [text];
  const parts = splitOutsideBrackets(text)
    .map(tidy)
    .filter((p) => p !== '')
    // "Rebacking and board reattachment, including joint tacketing": a part that goes on from the one before
    // belongs to it.
    .reduce<string[]>((out, p) => {
      const previous = out.length - 1;
      if (previous >= 0 && /^(including|incl\.?|such as|e\.g\.?|especially|plus|with)\b/i.test(p))
        out[previous] = `${out[previous]}, ${p}`;
      else out.push(p);
      return out;
    }, []);
  // "Conventional, FHA, VA and USDA loans", "SOC 1 / SOC 2 report reviews": the last part carries a head the others
  // share, so the item is one coordinated phrase, not a list to split.
  const last = parts[parts.length - 1] ?? '';
  const words = (p: string) => p.split(/\s+/).length;
  // ("Cummins ISX / X15 and Detroit DD13 / DD15": slashes inside a phrase joined by "and" give other names of its
  // parts, not a list.)
  const slashed = /\s\/\s/.test(text) && parts.some((p) => /\s(and|or|&)\s/i.test(p));
  const shareHead =
    parts.length > 1 && (slashed || /\s(and|or|&)\s/i.test(last) || words(last) >= words(parts[0] ?? '') + 2);
  if (shareHead || parts.length === 1) return [text];
  // "Color correction, balayage, extensions": a list written with capitals keeps them item by item ("Balayage");
  // a name the lexicon spells in lower case stays as it is.
  const capitals = /^[A-Z]/.test(parts[0] ?? '');
  return parts.map((p) =>
    capitals && /^[a-z]/.test(p) && !/\d/.test(p) && !lookupSkill(p) ? capitalize(p) : p,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Skills

type SkillContext = {
  shown: readonly ShownKeyword[];
  ranked: Ranked;
  settings: { matchKeywords: boolean; highlightTechnical: boolean };
  log: ChangeLog;
  gate: SkillGate;
  /** Filled with the items the tailoring adds, as written into the list. */
  added: string[];
};

function isTechnicalItem(item: string): boolean {
  const entry = lookupSkill(item);
  if (entry) return entry.isTechnical;
  return findTerms(item).some((h) => h.entry.isTechnical);
}

/** More than this many added skills reads as stuffing, whatever the evidence. */
const MAX_ADDED_SKILLS = 10;

function arrangeSkills(
  resume: ResumeData,
  { shown, ranked, settings, log, gate, added: addedOut }: SkillContext,
): ResumeData {
  const original = resume.skills;
  type Item = {
    text: string;
    from: number;
    flag: ItemEntry<'skills'>['flag'];
    rank: number;
    isTechnical: boolean;
    where?: string;
  };
  const items: Item[] = readEntries(resume, 'skills').map(({ item: text, flag }, from) => ({
    text,
    from,
    flag,
    rank: keywordsIn(text, ranked)[0]?.rank ?? Number.POSITIVE_INFINITY,
    isTechnical: isTechnicalItem(text),
  }));
  // Where the posting names the person's own skill differently, show both names: "Google Cloud (GCP)".
  const renamed: string[] = [];
  for (const item of items) {
    const entry = lookupSkill(item.text);
    const kw = entry && shown.find((k) => k.entryId === entry.id);
    if (
      !kw ||
      /[()]/.test(item.text) ||
      normalizeTerm(kw.written).replace(/ /g, '') === normalizeTerm(item.text).replace(/ /g, '') ||
      // ("Adobe InDesign" where the posting writes "InDesign": the item already says the posting's name.)
      ` ${normalizeTerm(item.text)} `.includes(` ${normalizeTerm(kw.written)} `)
    )
      continue;
    const both = `${capitalize(kw.written)} (${item.text})`;
    if (gate.refuse(both, true) !== undefined) continue;
    log.add(
      'skills',
      item.text,
      both,
      `The posting calls this ${kw.written}; your own name for it stays beside it`,
    );
    renamed.push(`"${item.text}" as "${both}"`);
    item.text = both;
  }
  if (renamed.length > 0)
    log.skillChanges.push(`Showed ${joinList(renamed)}: the posting's name, yours beside it`);
  if (settings.matchKeywords) {
    const listed = (): Evidence =>
      // The tools list counts as listed: a skill is never listed twice.
      buildEvidence(ResumeDataSchema.parse({ skills: [...items.map((i) => i.text), ...resume.tools] }));
    let listedEvidence = listed();
    let added = 0;
    for (const { keyword, rank } of ranked) {
      if (added >= MAX_ADDED_SKILLS) break;
      // ("fuel oil" of the company's own description): a skills list adds only what the posting asks of the person.
      if (!keyword.isAsked) continue;
      if (isEvidenced(listedEvidence, keyword.term, keyword.aliases, keyword.entryId)) continue;
      const text = showAs(keyword, gate);
      if (
        text === undefined ||
        overlapsListed(
          text,
          items.map((i) => i.text),
        )
      )
        continue;
      const where = whereShown(resume, keyword);
      items.push({ text, from: -1, flag: undefined, rank, isTechnical: keyword.isTechnical, where });
      added += 1;
      log.add('skills', '', text, `The posting asks for ${keyword.written}; your resume shows it${where}`);
      log.skillChanges.push(`Added "${text}" (shown${where})`);
      listedEvidence = listed();
    }
  }
  const sorted = [...items].sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (settings.highlightTechnical && a.isTechnical !== b.isTechnical) return a.isTechnical ? -1 : 1;
    return 0;
  });
  // Written as entries, not reordered: the added skills are new items (shown), the others keep their flags.
  const out = writeEntries(
    resume,
    'skills',
    sorted.map((i) => ({ item: i.text, flag: i.flag })),
  );
  const addedItems = items.filter((i) => i.from < 0).map((i) => i.text);
  addedOut.push(...addedItems);
  // Every item the job asks for, the person's and the added alike, stands first: the count says how many.
  const matched = items.filter((i) => Number.isFinite(i.rank)).length;
  // ("technical skills next" only where the rest holds technical and other skills to tell apart.)
  const rest = items.filter((i) => !Number.isFinite(i.rank));
  const technicalNext =
    settings.highlightTechnical && rest.some((i) => i.isTechnical) && rest.some((i) => !i.isTechnical);
  const movedExisting = sorted
    .filter((i) => i.from >= 0)
    .some((item, index, arr) => (arr[index - 1]?.from ?? Number.NEGATIVE_INFINITY) > item.from);
  if (addedItems.length > 0)
    log.keyModifications.push(
      `Listed ${count(addedItems.length, 'skill')} your experience already shows: ${joinList(addedItems)}`,
    );
  if (movedExisting) {
    // (None the job asks for: only the technical ones were moved up.)
    const line =
      matched > 0
        ? `Put the ${count(matched, 'skill')} this job asks for first in your skills${technicalNext ? ', technical skills next' : ''}`
        : 'Put your technical skills first in your skills';
    log.add('skills', original.join(', '), out.skills.join(', '), line);
    log.skillChanges.push(line);
    log.keyModifications.push(line);
  }
  return out;
}

/**
 * Whether a new item mostly repeats one already listed: "California Single Subject Teaching" beside "Single
 * Subject Teaching Credential" (two of three words or more shared) is one credential named twice.
 */
function overlapsListed(text: string, listed: readonly string[]): boolean {
  const words = (t: string) =>
    new Set(
      normalizeTerm(t)
        .split(' ')
        .filter((w) => w.length > 2),
    );
  // ("Forklift certification" beside "Forklift certified": the same thing held, its credential word in another form.)
  const credential = (w: string) => endsInCredentialWord(w) || /^(certified|licensed|registered)$/.test(w);
  const held = (t: string) => [...words(t)].filter((w) => !credential(w));
  const isCredential = (t: string) => [...words(t)].some(credential);
  if (
    isCredential(text) &&
    listed.some((other) => {
      if (!isCredential(other)) return false;
      const [a, b] = [held(text), held(other)];
      return a.length > 0 && a.length === b.length && a.every((w) => b.includes(w));
    })
  )
    return true;
  // ("Bilingual English/Spanish" beside "Spanish (fluent)": the languages it names are listed already; English is
  // the resume's own.)
  const languages = text.split(/[\s/,]+/).filter((w) => isLanguageName(w) && !/^english$/i.test(w));
  if (languages.length > 0 && languages.every((l) => listed.some((o) => wordPattern(l, 'iu').test(o))))
    return true;
  // ("American Heart Association BLS certification" beside "BLS": the credential listed, named with its issuer.)
  const lastWord = text.trim().split(/\s+/).at(-1) ?? '';
  if (
    endsInCredentialWord(lastWord) &&
    listed.some((o) => isAcronym(o.trim()) && wordPattern(o.trim(), 'u').test(text))
  )
    return true;
  const mine = words(text);
  if (mine.size < 2) return false;
  return listed.some((other) => {
    const theirs = words(other);
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    return theirs.size >= 2 && shared >= 2 && shared / Math.min(mine.size, theirs.size) >= 2 / 3;
  });
}

/**
 * How a proven keyword enters the skills list: as the posting writes it, the resume's own name in brackets when
 * the resume calls it something else; undefined when the skill gate refuses it.
 */
function showAs(keyword: ShownKeyword, gate: SkillGate): string | undefined {
  const name = capitalize(keyword.written);
  const own = resumeName(keyword, gate);
  const candidates = own !== undefined ? [`${name} (${own})`, name] : [name];
  return candidates.find((c) => gate.refuse(c) === undefined);
}

/** The resume's own spelling of a keyword it shows under another name ("EHR" for "electronic health records"). */
function resumeName(keyword: ShownKeyword, gate: SkillGate): string | undefined {
  if (gate.proof.grams.has(normalizeTerm(keyword.written))) return undefined;
  for (const alias of keyword.aliases) if (gate.proof.grams.has(normalizeTerm(alias))) return alias;
  return undefined;
}

function whereShown(resume: ResumeData, keyword: ShownKeyword): string {
  const shows = (text: string) => keywordsIn(text, [{ keyword, rank: 0 }]).length > 0;
  for (const job of resume.experience) {
    if (shows(job.bullet_points.join('\n')))
      return ` in your experience at ${job.company || job.job_title || 'a previous job'}`;
  }
  for (const project of resume.projects) {
    if (shows([project.title, project.description, ...project.bullet_points].join('\n'))) {
      return ` in your project "${project.title}"`;
    }
  }
  const titled = resume.experience.find((job) => titleNamesWork(job.job_title, keyword.term));
  if (titled) return ` in your work as ${titled.job_title}`;
  if (shows(resume.summary)) return ' in your summary';
  if (shows(resume.certifications.map((c) => c.name).join('\n'))) return ' in your certifications';
  if (shows(resume.education.map((e) => e.degree).join('\n'))) return ' in your education';
  return ' in your experience';
}

// ---------------------------------------------------------------------------------------------------------------
// Bullets and projects

function order<T>(
  items: readonly T[],
  score: (item: T) => number,
  tieBreak: (item: T) => number = () => 0,
): number[] {
  return items
    .map((item, index) => ({ index, score: score(item), tie: tieBreak(item) }))
    .sort((a, b) => b.score - a.score || b.tie - a.tie || a.index - b.index)
    .map((x) => x.index);
}

/**
 * How closely a bullet tells one of the posting's lines in other words: the most content-word roots it shares with
 * any one line ("Measured and sketched improvements" and "measure and sketch residential improvements": 3). A
 * bullet about the job's core work often names none of its keywords.
 */
function dutyOverlap(bullet: string, lines: readonly Set<string>[]): number {
  const mine = contentRoots(bullet);
  let best = 0;
  for (const line of lines) {
    let shared = 0;
    for (const root of mine) if (line.has(root)) shared += 1;
    best = Math.max(best, shared);
  }
  return best;
}

/**
 * A bullet climbs over another only when it is clearly more relevant: twice the score and two more of the
 * posting's keywords or words of one of its lines. (Keywords count once each, not by weight: a bullet naming two
 * tools is not worth more than one telling the job's core duty.)
 */
const CLEARLY_MORE = (a: number, b: number) => a >= 2 * b && a - b >= 2;

/**
 * The person's own order, with a bullet moved up only over bullets it clearly outranks (`CLEARLY_MORE`): two
 * recruiter reads found most keyword-sorted orders harmful, the core duties pushed under a bullet naming a tool.
 * Anything less keeps the person's order, equal scores too: a technical name breaks no tie here ("Highlight
 * technical skills" orders the skills list), since an Excel bullet over a core duty was the commonest harm.
 */
function orderCautiously<T>(items: readonly T[], score: (item: T) => number): number[] {
  const scored = items.map((item, index) => ({ index, score: score(item) }));
  const out: typeof scored = [];
  for (const item of scored) {
    let at = out.length;
    while (at > 0 && CLEARLY_MORE(item.score, out[at - 1]?.score ?? 0)) at -= 1;
    out.splice(at, 0, item);
  }
  return out.map((x) => x.index);
}

function orderBullets(
  resume: ResumeData,
  ranked: Ranked,
  log: ChangeLog,
  lines: readonly string[],
): ResumeData {
  const moved: string[] = [];
  let out = resume;
  const duties = lines.map(contentRoots);
  resume.experience.forEach((job, entry) => {
    const ranking = orderCautiously(
      job.bullet_points,
      (b) => namesOf(keywordsIn(ownPart(b), ranked)).length + dutyOverlap(ownPart(b), duties),
    );
    // A role's opening bullet that states a figure ("Own quality for 45 suppliers", "Underwrite 70–90 files a
    // month") is its headline: two recruiter reads found moving it down harmful, so the others move up beneath it.
    const perm = HEADLINE.test(job.bullet_points[0] ?? '') ? [0, ...ranking.filter((i) => i !== 0)] : ranking;
    const shown = namesOf(keywordsIn(job.bullet_points.join('\n'), ranked));
    const where = job.company ? `your role at ${job.company}` : `your ${job.job_title || 'role'}`;
    if (shown.length > 0)
      log.highlights.push(`${capitalize(where.replace(/^your /, ''))}: shows ${joinList(shown.slice(0, 3))}`);
    if (perm.every((from, to) => from === to)) return;
    const before = job.bullet_points;
    out = reorderItems(out, { bulletsOf: 'experience', entry }, perm);
    // The bullet that moved up furthest: the first one, unless the first stayed where it was (then saying it was
    // moved first would be untrue).
    const rise = (to: number) => (perm[to] ?? to) - to;
    const to = perm[0] !== 0 ? 0 : perm.reduce((best, _, i) => (rise(i) > rise(best) ? i : best), 0);
    const raised = before[perm[to] ?? 0];
    const previous = before[to];
    if (raised === undefined || previous === undefined) return;
    const about = namesOf(keywordsIn(raised, ranked)).slice(0, 2);
    const line =
      about.length > 0
        ? `Moved your bullet on ${joinList(about)} ${to === 0 ? 'first' : 'up'} in ${where}`
        : to === 0
          ? `Moved your most relevant bullet first in ${where}`
          : `Moved a more relevant bullet up in ${where}`;
    log.add('experience', previous, raised, line);
    log.bullets.push(raised);
    moved.push(line);
  });
  const [onlyMove] = moved;
  if (moved.length === 1 && onlyMove !== undefined) log.keyModifications.push(onlyMove);
  else if (moved.length > 1)
    log.keyModifications.push(`Moved the most relevant bullets first in ${count(moved.length, 'role')}`);
  return out;
}

/** A figure that is not a year: a count, a share, money ("45 suppliers", "96%", "$1.2M", "41 s → 6 s"). */
const HEADLINE = /(?<![\d,.])(?!(?:19|20)\d{2}\b)\d/;

/**
 * What a bullet says the person did: all of it, unless its first clause gives the work to someone else ("Sheet
 * vinyl is laid and heat-welded by our sheet-goods mechanic; I prep the floor"), which lifts the bullet for nothing.
 */
function ownPart(bullet: string): string {
  const first = bullet.split(/[;.](?:\s|$)/)[0] ?? bullet;
  const subject = /^\S+/.exec(first)?.[0].length ?? 0;
  return handedToOthers(first, 0, subject) || opensWithOthers(first) ? bullet.slice(first.length) : bullet;
}

function orderProjects(resume: ResumeData, ranked: Ranked, log: ChangeLog): ResumeData {
  const text = (p: ResumeData['projects'][number]) => [p.title, p.description, ...p.bullet_points].join('\n');
  const perm = order(resume.projects, (p) => relevance(text(p), ranked));
  if (perm.every((from, to) => from === to)) return resume;
  const out = reorderItems(resume, 'projects', perm);
  const [top] = out.projects;
  if (!top) return out;
  const line = `Put "${top.title}" first among your projects: it shows the most of what this job asks for`;
  log.add(
    'projects',
    resume.projects.map((p) => p.title).join(', '),
    out.projects.map((p) => p.title).join(', '),
    line,
  );
  log.keyModifications.push(line);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Summary

type SummaryContext = {
  source: ResumeData;
  proven: readonly string[];
  weak: boolean;
  now: Date;
  log: ChangeLog;
};

function rewriteSummary(resume: ResumeData, { source, proven, weak, now, log }: SummaryContext): void {
  const outcome = writeSummary({ source, proven, weak, now });
  if (outcome.kind === 'kept' || outcome.summary === resume.summary) {
    if (source.summary.trim() !== '') log.adjustments.push('Kept your summary as you wrote it');
    return;
  }
  let line: string;
  if (outcome.kind === 'written') {
    line = `Wrote a short summary from your most recent role (${outcome.title})${outcome.named.length > 0 ? ` naming ${joinList(outcome.named)}, which your experience shows` : ''}`;
  } else if (outcome.named.length > 0) {
    line = `Kept your summary${outcome.reordered ? ', its most relevant sentences first,' : ''} and added one sentence naming ${joinList(outcome.named)}, which your experience shows`;
  } else line = 'Kept your summary and put its most relevant sentences first';
  log.add('summary', resume.summary, outcome.summary, line);
  log.keyModifications.push(line);
  resume.summary = outcome.summary;
}
