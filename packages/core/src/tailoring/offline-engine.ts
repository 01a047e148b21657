import { type Change, type ChangesSummary, OptimizationSettingsSchema } from '../changes.ts';
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
import { findShownKeywords, type ShownKeyword } from './discovery.ts';
import { buildEvidence, type Evidence, isEvidenced, normalizeTerm } from './evidence.ts';
import { analyzeJob, type JobAnalysis } from './job-analysis.ts';
import { findTerms, lookupSkill, looseKey } from './lexicon.ts';
import { scoreMatch } from './match-score.ts';
import { joinList, writeSummary } from './summary-writer.ts';
import type { TailoringEngine, TailoringInput, TailoringResult } from './tailor.ts';

/**
 * The rules engine: deterministic, offline, and it only rearranges and restates what the resume already shows.
 * Matched skills go first, job keywords the resume evidences but does not list are surfaced into skills and the
 * summary, bullets and projects are ordered by relevance, and the summary is rebuilt from the resume's own facts.
 */
export function tailorOffline(input: TailoringInput): TailoringResult {
  const settings = OptimizationSettingsSchema.parse(input.settings ?? {});
  const source = ResumeDataSchema.parse(input.resume);
  let resume: ResumeData = ResumeDataSchema.parse(JSON.parse(JSON.stringify(source)));
  const now = input.now ?? new Date();
  const analysis = analyzeJob(input.job);
  const evidence = buildEvidence(source, [analysis.positionName, analysis.companyName]);
  const shown = findShownKeywords(analysis, evidence);
  const before = scoreMatch(source, analysis);
  const log = new ChangeLog();
  const ranked = rankKeywords(shown);

  // Every step that moves, splits or drops items goes through resume-items, so visibility flags move with them.
  if (settings.optimizeAts) resume = cleanForAts(resume, log);
  resume = arrangeSkills(resume, { shown, ranked, settings, log });
  resume = orderBullets(resume, ranked, settings.highlightTechnical, log);
  resume = orderProjects(resume, ranked, log);
  rewriteSummary(resume, { source, analysis, shown, now, log });

  const after = scoreMatch(resume, analysis);
  const changes: ChangesSummary = {
    summary:
      log.keyModifications.length > 0
        ? `Using only what your resume already shows: ${log.keyModifications.join('; ').replace(/^./, (c) => c.toLowerCase())}. Keyword match ${before.score}% → ${after.score}%.`
        : `Your resume already reads well for this job; nothing needed to move. Keyword match ${before.score}%.`,
    summary_of_changes: { key_modifications: log.keyModifications, changes: log.changes },
    bullets: log.bullets,
    skill_changes: log.skillChanges,
    experience_highlights: log.highlights,
    key_adjustments: log.adjustments,
    match: { before, after },
    guard_notes: [],
    engine: { kind: 'rules' },
  };
  return { resume, changes };
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
  out[list.bulletsOf][list.entry]!.bullet_points.forEach((bullet, index) => {
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
  if (bulletFixes.length > 0) {
    const [original, modified] = bulletFixes[0]!;
    log.add(
      'experience',
      original,
      modified,
      `Removed bullet glyphs and stray whitespace from ${bulletFixes.length} bullet(s) so applicant tracking systems read them cleanly`,
    );
    log.adjustments.push(`Normalised ${bulletFixes.length} bullet(s): plain text, no glyphs, single spaces`);
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

function splitSkillItem(item: string): string[] {
  let text = tidy(item.replace(BULLET_GLYPH, ''));
  // "Languages: Python, Java" → the label goes, the skills stay.
  const label = /^([A-Za-z][A-Za-z &/-]{1,30}):\s*(.+)$/.exec(text);
  if (label && findTerms(label[1]!).length === 0 && SKILL_SEPARATORS.test(label[2]!)) text = label[2]!;
  if (/[(]/.test(text) && !/[)]\s*[,;|]/.test(text)) return text === '' ? [] : [text]; // "Python (Pandas, NumPy)"
  return text
    .split(SKILL_SEPARATORS)
    .map(tidy)
    .filter((p) => p !== '');
}

// ---------------------------------------------------------------------------------------------------------------
// Skills

type SkillContext = {
  shown: readonly ShownKeyword[];
  ranked: Ranked;
  settings: { matchKeywords: boolean; highlightTechnical: boolean };
  log: ChangeLog;
};

function isTechnicalItem(item: string): boolean {
  const entry = lookupSkill(item);
  if (entry) return entry.isTechnical;
  return findTerms(item).some((h) => h.entry.isTechnical);
}

const MAX_ADDED_SKILLS = 12;

function arrangeSkills(resume: ResumeData, { shown, ranked, settings, log }: SkillContext): ResumeData {
  const original = resume.skills;
  type Item = {
    text: string;
    from: number;
    flag: ItemEntry<'skills'>['flag'];
    rank: number;
    isTechnical: boolean;
  };
  const items: Item[] = readEntries(resume, 'skills').map(({ item: text, flag }, from) => ({
    text,
    from,
    flag,
    rank: keywordsIn(text, ranked)[0]?.rank ?? Number.POSITIVE_INFINITY,
    isTechnical: isTechnicalItem(text),
  }));
  // Where the posting names the person's own skill differently, show both names: "Google Cloud (GCP)".
  for (const item of items) {
    const entry = lookupSkill(item.text);
    const kw = entry && shown.find((k) => k.entryId === entry.id);
    if (kw && looseKey(kw.term) !== looseKey(item.text) && !/[()]/.test(item.text)) {
      const both = `${kw.term} (${item.text})`;
      log.add(
        'skills',
        item.text,
        both,
        `The posting calls this ${kw.term}; your own name for it stays beside it`,
      );
      log.skillChanges.push(`Showed "${item.text}" as "${both}", the posting's name beside yours`);
      item.text = both;
    }
  }
  if (settings.matchKeywords) {
    const listed = (): Evidence =>
      buildEvidence({
        ...resume,
        summary: '',
        experience: [],
        projects: [],
        education: [],
        certifications: [],
        skills: items.map((i) => i.text),
      });
    let listedEvidence = listed();
    let added = 0;
    for (const { keyword, rank } of ranked) {
      if (added >= MAX_ADDED_SKILLS) break;
      if (isEvidenced(listedEvidence, keyword.term, keyword.aliases, keyword.entryId)) continue;
      const text = keyword.display;
      const where = whereShown(resume, keyword);
      items.push({ text, from: -1, flag: undefined, rank, isTechnical: keyword.isTechnical });
      added += 1;
      log.add('skills', '', text, `The posting asks for ${keyword.term} and your resume shows it${where}`);
      log.skillChanges.push(`Added "${text}": your resume shows it${where}`);
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
  const added = items.filter((i) => i.from < 0).length;
  const matched = items.filter((i) => i.from >= 0 && Number.isFinite(i.rank)).length;
  const movedExisting = sorted
    .filter((i) => i.from >= 0)
    .some((item, index, arr) => index > 0 && arr[index - 1]!.from > item.from);
  if (movedExisting) {
    log.add(
      'skills',
      original.join(', '),
      out.skills.join(', '),
      `Put the ${matched} skill(s) the posting asks for first, most important first${settings.highlightTechnical ? ', then technical skills' : ''}`,
    );
    log.skillChanges.push(`Moved ${matched} matching skill(s) to the top`);
  }
  if (added > 0)
    log.keyModifications.push(
      `Added ${added} skill(s) the posting asks for and your resume already shows (${joinList(
        items
          .filter((i) => i.from < 0)
          .slice(0, 4)
          .map((i) => i.text),
      )}${added > 4 ? '…' : ''})`,
    );
  if (movedExisting) log.keyModifications.push('Put the skills the posting asks for first');
  return out;
}

function whereShown(resume: ResumeData, keyword: ShownKeyword): string {
  const shows = (text: string) => keywordsIn(text, [{ keyword, rank: 0 }]).length > 0;
  for (const job of resume.experience) {
    if (shows([job.job_title, ...job.bullet_points].join('\n'))) {
      return ` in your experience at ${job.company || job.job_title || 'a previous job'}`;
    }
  }
  for (const project of resume.projects) {
    if (shows([project.title, project.description, ...project.bullet_points].join('\n'))) {
      return ` in the project "${project.title}"`;
    }
  }
  if (shows(resume.summary)) return ' in your summary';
  if (shows(resume.certifications.map((c) => c.name).join('\n'))) return ' in your certifications';
  if (shows(resume.education.map((e) => e.degree).join('\n'))) return ' in your education';
  return '';
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

function orderBullets(
  resume: ResumeData,
  ranked: Ranked,
  highlightTechnical: boolean,
  log: ChangeLog,
): ResumeData {
  let roles = 0;
  let out = resume;
  resume.experience.forEach((job, entry) => {
    const technical = (b: string) =>
      highlightTechnical ? findTerms(b).filter((h) => h.entry.isTechnical).length : 0;
    const perm = order(job.bullet_points, (b) => relevance(b, ranked), technical);
    const shown = keywordsIn([job.job_title, ...job.bullet_points].join('\n'), ranked).map(
      (r) => r.keyword.term,
    );
    const where = [job.job_title, job.company].filter(Boolean).join(' at ');
    if (shown.length > 0) log.highlights.push(`${where}: shows ${shown.slice(0, 6).join(', ')}`);
    if (perm.every((from, to) => from === to)) return;
    roles += 1;
    const before = job.bullet_points;
    out = reorderItems(out, { bulletsOf: 'experience', entry }, perm);
    const first = before[perm[0]!]!;
    log.add(
      'experience',
      before[0]!,
      first,
      `Moved the bullets most relevant to the job first in ${where}${shown.length > 0 ? ` (they show ${shown.slice(0, 4).join(', ')})` : ''}`,
    );
    log.bullets.push(first);
  });
  if (roles > 0) log.keyModifications.push(`Ordered bullets by relevance to the job in ${roles} role(s)`);
  return out;
}

function orderProjects(resume: ResumeData, ranked: Ranked, log: ChangeLog): ResumeData {
  const text = (p: ResumeData['projects'][number]) => [p.title, p.description, ...p.bullet_points].join('\n');
  const perm = order(resume.projects, (p) => relevance(text(p), ranked));
  if (perm.every((from, to) => from === to)) return resume;
  const out = reorderItems(resume, 'projects', perm);
  log.add(
    'projects',
    resume.projects.map((p) => p.title).join(', '),
    out.projects.map((p) => p.title).join(', '),
    'Put the projects that show the most job keywords first',
  );
  log.keyModifications.push('Ordered projects by relevance to the job');
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Summary

type SummaryContext = {
  source: ResumeData;
  analysis: JobAnalysis;
  shown: readonly ShownKeyword[];
  now: Date;
  log: ChangeLog;
};

function rewriteSummary(resume: ResumeData, { source, analysis, shown, now, log }: SummaryContext): void {
  const outcome = writeSummary({ source, analysis, shown, now });
  if (outcome.kind === 'kept') {
    log.adjustments.push(outcome.reason);
    return;
  }
  if (outcome.summary === resume.summary) return;
  const facts = [
    `your most relevant title (${outcome.title})`,
    outcome.years
      ? outcome.years.from === 'stated'
        ? `the ${outcome.years.text} years your resume states`
        : `${outcome.years.text} years counted from your dated jobs (overlaps merged)`
      : 'no years figure, since your dates do not give one',
    outcome.keywords.length > 0 && `what the posting asks for that you show (${joinList(outcome.keywords)})`,
    outcome.keptOwn > 0 && 'your own words for your distinctive facts',
  ].filter(Boolean);
  log.add(
    'summary',
    resume.summary,
    outcome.summary,
    `${source.summary.trim() === '' ? 'Wrote a summary' : 'Rewrote the summary'} from ${joinList(facts as string[])}`,
  );
  log.keyModifications.push(
    source.summary.trim() === ''
      ? 'Wrote a summary from your resume’s facts'
      : 'Rewrote the summary around this job, from your resume’s facts',
  );
  resume.summary = outcome.summary;
}
