import { type Change, type ChangesSummary, OptimizationSettingsSchema } from '../changes.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { splitSentences } from './guard.ts';
import { analyzeJob, type JobAnalysis, type JobKeyword } from './job-analysis.ts';
import { findTerms, getLexiconEntry, type LexiconEntry, lookupSkill, looseKey } from './lexicon.ts';
import { scoreMatch, showsKeyword } from './match-score.ts';
import { collectEvidence, normalizePhrase, type ResumeEvidence } from './resume-text.ts';
import type { TailoringEngine, TailoringInput, TailoringResult } from './tailor.ts';

/**
 * The rules engine: deterministic, offline, and it only rearranges and restates what the resume already shows.
 * Matched skills go first, job keywords the resume evidences but does not list are surfaced into skills and the
 * summary, bullets and projects are ordered by relevance, and the summary is rebuilt from the resume's own facts.
 */
export function tailorOffline(input: TailoringInput): TailoringResult {
  const settings = OptimizationSettingsSchema.parse(input.settings ?? {});
  const source = ResumeDataSchema.parse(input.resume);
  const resume: ResumeData = ResumeDataSchema.parse(JSON.parse(JSON.stringify(source)));
  const analysis = analyzeJob(input.job);
  const evidence = collectEvidence(source, [analysis.positionName, analysis.companyName]);
  const before = scoreMatch(source, analysis);
  const log = new ChangeLog();
  const ranked = rankKeywords(analysis);

  if (settings.optimizeAts) cleanForAts(resume, log);
  arrangeSkills(resume, { analysis, ranked, evidence, settings, log });
  orderBullets(resume, ranked, settings.highlightTechnical, log);
  orderProjects(resume, ranked, log);
  rewriteSummary(resume, { source, analysis, evidence, settings, log });

  const after = scoreMatch(resume, analysis);
  const shownMissing = before.missing.slice(0, 8);
  if (shownMissing.length > 0) {
    log.adjustments.push(
      `Not added because the resume does not show them: ${shownMissing.join(', ')}. Add them yourself only if they are true.`,
    );
  }
  const target = [analysis.positionName, analysis.companyName].filter(Boolean).join(' at ');
  const changes: ChangesSummary = {
    summary:
      `Tailored for ${target || 'the job'} using only facts the resume already shows: ` +
      `${log.keyModifications.length > 0 ? log.keyModifications.join('; ').toLowerCase() : 'no changes were needed'}. ` +
      `Keyword match ${before.score} → ${after.score}.`,
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

type Ranked = { keyword: JobKeyword; rank: number }[];

function rankKeywords(analysis: JobAnalysis): Ranked {
  return analysis.keywords.map((keyword, rank) => ({ keyword, rank }));
}

/** Job keywords a piece of text shows, most important first. */
function keywordsIn(text: string, ranked: Ranked): Ranked {
  const ids = new Set(findTerms(text).map((h) => h.entry.id));
  const norm = ` ${normalizePhrase(text)} `;
  return ranked.filter(({ keyword }) =>
    keyword.kind === 'skill'
      ? ids.has(keyword.entryId ?? '')
      : norm.includes(` ${normalizePhrase(keyword.term)} `),
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

function cleanBullets(bullets: readonly string[]): { bullets: string[]; changed: [string, string][] } {
  const out: string[] = [];
  const changed: [string, string][] = [];
  for (const bullet of bullets) {
    const clean = tidy(bullet.replace(BULLET_GLYPH, ''));
    if (clean !== bullet) changed.push([bullet, clean]);
    if (clean !== '') out.push(clean);
  }
  return { bullets: out, changed };
}

function cleanForAts(resume: ResumeData, log: ChangeLog): void {
  const bulletFixes: [string, string][] = [];
  for (const job of resume.experience) {
    const { bullets, changed } = cleanBullets(job.bullet_points);
    if (bullets.length === job.bullet_points.length) job.bullet_points = bullets;
    else {
      // Keep per-bullet visibility aligned: only tidy, never drop, when the count would change.
      job.bullet_points = job.bullet_points.map((b) => tidy(b.replace(BULLET_GLYPH, '')));
    }
    bulletFixes.push(...changed);
  }
  for (const project of resume.projects) {
    const { changed } = cleanBullets(project.bullet_points);
    project.bullet_points = project.bullet_points.map((b) => tidy(b.replace(BULLET_GLYPH, '')));
    project.description = tidy(project.description);
    bulletFixes.push(...changed);
  }
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
  const summary = tidy(resume.summary);
  if (summary !== resume.summary) {
    log.add('summary', resume.summary, summary, 'Removed stray whitespace');
    resume.summary = summary;
  }
  resume.skills = cleanSkillList(resume.skills, 'skills', log);
  resume.tools = cleanSkillList(resume.tools, 'tools', log);
}

/** Split list-like items, use canonical names for the same skill, and drop duplicates. */
function cleanSkillList(items: readonly string[], section: 'skills' | 'tools', log: ChangeLog): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
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
      const canonical = canonicalSkillName(part);
      if (canonical !== part) {
        log.add(section, part, canonical, `Used the standard name of the same skill ("${canonical}")`);
        log.skillChanges.push(`Renamed "${part}" to "${canonical}"`);
      }
      const key = lookupSkill(canonical)?.id ?? canonical.toLowerCase();
      if (seen.has(key)) {
        log.add(section, part, '', 'Removed a duplicate');
        log.skillChanges.push(`Removed duplicate "${part}"`);
        continue;
      }
      seen.add(key);
      out.push(canonical);
    }
  }
  return out;
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

const SUFFIXES = ['js', 'ql', 'lang', '3', '5'];

/**
 * The lexicon's name for a skill item, only when it is the same skill spelled differently ("Postgres",
 * "javascript", "k8s"); related terms ("Containers" for Docker) keep their own name.
 */
export function canonicalSkillName(item: string): string {
  const entry = lookupSkill(item);
  if (!entry || entry.name === item) return item;
  const a = looseKey(item);
  const n = looseKey(entry.name);
  const isSpelling = a === n || SUFFIXES.some((s) => a + s === n || n + s === a);
  const isAbbreviation = a.length <= 4 && !n.includes(a);
  return isSpelling || isAbbreviation ? entry.name : item;
}

// ---------------------------------------------------------------------------------------------------------------
// Skills

type SkillContext = {
  analysis: JobAnalysis;
  ranked: Ranked;
  evidence: ResumeEvidence;
  settings: { matchKeywords: boolean; highlightTechnical: boolean };
  log: ChangeLog;
};

function isTechnicalItem(item: string): boolean {
  const entry = lookupSkill(item);
  if (entry) return entry.isTechnical;
  return findTerms(item).some((h) => h.entry.isTechnical);
}

function arrangeSkills(resume: ResumeData, { ranked, evidence, settings, log }: SkillContext): void {
  const original = resume.skills;
  type Item = { text: string; from: number; rank: number; isTechnical: boolean };
  const items: Item[] = original.map((text, from) => ({
    text,
    from,
    rank: keywordsIn(text, ranked)[0]?.rank ?? Number.POSITIVE_INFINITY,
    isTechnical: isTechnicalItem(text),
  }));
  if (settings.matchKeywords) {
    const listed = collectEvidence({
      ...resume,
      summary: '',
      experience: [],
      projects: [],
      certifications: [],
      education: [],
      tools: [],
    });
    for (const { keyword, rank } of ranked) {
      if (!showsKeyword(evidence, keyword) || showsKeyword(listed, keyword)) continue;
      if (keyword.kind === 'phrase' && keyword.term.split(' ').length > 3) continue;
      const text = keyword.kind === 'skill' ? keyword.term : capitalize(keyword.term);
      const where = whereShown(resume, keyword);
      items.push({ text, from: -1, rank, isTechnical: keyword.isTechnical });
      log.add('skills', '', text, `The job asks for ${keyword.term} and the resume shows it${where}`);
      log.skillChanges.push(`Added "${text}": shown${where || ' in the resume'}`);
    }
  }
  const sorted = [...items].sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (settings.highlightTechnical && a.isTechnical !== b.isTechnical) return a.isTechnical ? -1 : 1;
    return 0;
  });
  resume.skills = sorted.map((i) => i.text);
  const added = items.filter((i) => i.from < 0).length;
  const matched = items.filter((i) => i.from >= 0 && Number.isFinite(i.rank)).length;
  const movedExisting = sorted
    .filter((i) => i.from >= 0)
    .some((item, index, arr) => index > 0 && arr[index - 1]!.from > item.from);
  if (movedExisting) {
    log.add(
      'skills',
      original.join(', '),
      resume.skills.join(', '),
      `Put the ${matched} skill(s) the job asks for first, most important first${settings.highlightTechnical ? ', then technical skills' : ''}`,
    );
    log.skillChanges.push(`Moved ${matched} matching skill(s) to the top`);
  }
  if (added > 0)
    log.keyModifications.push(`Surfaced ${added} skill(s) the resume already shows into the skills list`);
  if (movedExisting) log.keyModifications.push('Reordered skills by relevance to the job');
  remapRecord(
    resume,
    'skillItems',
    sorted.map((i) => i.from),
  );
}

function whereShown(resume: ResumeData, keyword: JobKeyword): string {
  const shows = (text: string) => keywordsIn(text, [{ keyword, rank: 0 }]).length > 0;
  for (const job of resume.experience) {
    if (shows([job.job_title, ...job.bullet_points].join('\n'))) {
      return ` in the experience at ${job.company || job.job_title || 'a previous job'}`;
    }
  }
  for (const project of resume.projects) {
    if (shows([project.title, project.description, ...project.bullet_points].join('\n'))) {
      return ` in the project "${project.title}"`;
    }
  }
  if (shows(resume.summary)) return ' in the summary';
  if (shows(resume.tools.join('\n'))) return ' in the tools';
  if (shows(resume.certifications.map((c) => c.name).join('\n'))) return ' in the certifications';
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

function orderBullets(resume: ResumeData, ranked: Ranked, highlightTechnical: boolean, log: ChangeLog): void {
  let roles = 0;
  resume.experience.forEach((job, jobIndex) => {
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
    job.bullet_points = perm.map((i) => before[i]!);
    const first = job.bullet_points[0]!;
    log.add(
      'experience',
      before[0]!,
      first,
      `Moved the bullets most relevant to the job first in ${where}${shown.length > 0 ? ` (they show ${shown.slice(0, 4).join(', ')})` : ''}`,
    );
    log.bullets.push(first);
    const items = resume._metadata?.sectionVisibility.experienceItems[String(jobIndex)];
    if (items) items.bullet_points = remapIndices(items.bullet_points, perm);
  });
  if (roles > 0) log.keyModifications.push(`Ordered bullets by relevance to the job in ${roles} role(s)`);
}

function orderProjects(resume: ResumeData, ranked: Ranked, log: ChangeLog): void {
  const text = (p: ResumeData['projects'][number]) => [p.title, p.description, ...p.bullet_points].join('\n');
  const perm = order(resume.projects, (p) => relevance(text(p), ranked));
  if (perm.every((from, to) => from === to)) return;
  const before = resume.projects;
  resume.projects = perm.map((i) => before[i]!);
  log.add(
    'projects',
    before.map((p) => p.title).join(', '),
    resume.projects.map((p) => p.title).join(', '),
    'Put the projects that show the most job keywords first',
  );
  log.keyModifications.push('Ordered projects by relevance to the job');
  remapRecord(resume, 'projectItems', perm);
}

/** Per-item visibility is kept by index: move it with the items. `perm[to] = from` (-1 for a new item). */
function remapIndices<V>(record: Record<string, V>, perm: readonly number[]): Record<string, V> {
  const out: Record<string, V> = {};
  perm.forEach((from, to) => {
    const value = record[String(from)];
    if (from >= 0 && value !== undefined) out[String(to)] = value;
  });
  return out;
}

function remapRecord(resume: ResumeData, key: 'skillItems' | 'projectItems', perm: readonly number[]): void {
  const visibility = resume._metadata?.sectionVisibility;
  if (!visibility) return;
  if (key === 'skillItems') visibility.skillItems = remapIndices(visibility.skillItems, perm);
  else visibility.projectItems = remapIndices(visibility.projectItems, perm);
}

// ---------------------------------------------------------------------------------------------------------------
// Summary

type SummaryContext = {
  source: ResumeData;
  analysis: JobAnalysis;
  evidence: ResumeEvidence;
  settings: { matchKeywords: boolean };
  log: ChangeLog;
};

const MAX_KEPT_SENTENCES = 3;

function rewriteSummary(
  resume: ResumeData,
  { source, analysis, evidence, settings, log }: SummaryContext,
): void {
  const ranked = rankKeywords(analysis);
  const shown = ranked.filter(({ keyword }) => showsKeyword(evidence, keyword)).map((r) => r.keyword);
  const hard = shown.filter((k) => k.kind === 'skill' && getCategory(k) !== 'soft');
  const lead = (hard.length > 0 ? hard.map((k) => k.term) : resume.skills.filter(isTechnicalItem)).slice(
    0,
    3,
  );
  const title = recentTitle(source, analysis.positionName);
  const years = yearsOfExperience(source);

  let opening = title || 'Professional';
  if (years >= 1 && lead.length > 0)
    opening += ` with ${years} year${years === 1 ? '' : 's'} of experience in ${joinList(lead)}`;
  else if (years >= 1) opening += ` with ${years} year${years === 1 ? '' : 's'} of experience`;
  else if (lead.length > 0) opening += ` experienced in ${joinList(lead)}`;
  if (analysis.positionName && analysis.companyName) {
    opening += `, applying for ${analysis.positionName} at ${analysis.companyName}`;
  } else if (analysis.positionName) opening += `, applying for ${analysis.positionName}`;
  const sentences = [`${opening}.`];

  if (settings.matchKeywords) {
    const rest = shown
      .filter((k) => !lead.includes(k.term))
      .map((k) => (k.kind === 'skill' ? k.term : k.term.toLowerCase()));
    if (rest.length > 0) sentences.push(`Also brings ${joinList(rest.slice(0, 8))}.`);
  }
  const kept = splitSentences(tidy(source.summary))
    .map((sentence, index) => ({ sentence, index, score: relevance(sentence, ranked) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_KEPT_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  sentences.push(...kept);
  const summary = sentences.join(' ');
  if (summary === resume.summary) return;
  const dropped = splitSentences(tidy(source.summary)).length - kept.length;
  log.add(
    'summary',
    resume.summary,
    summary,
    `Rebuilt the summary from the resume's own facts (${[title && 'most recent title', years >= 1 && 'years of experience', lead.length > 0 && 'strongest matching skills'].filter(Boolean).join(', ') || 'skills'}) and named the target role` +
      (kept.length > 0 ? `; kept ${kept.length} original sentence(s) relevant to the job` : '') +
      (dropped > 0 ? `; left out ${dropped} sentence(s) unrelated to the job` : ''),
  );
  log.keyModifications.push('Rewrote the summary for the target role from facts the resume shows');
  resume.summary = summary;
}

function getCategory(keyword: JobKeyword): LexiconEntry['category'] | undefined {
  return keyword.entryId ? getLexiconEntry(keyword.entryId)?.category : undefined;
}

/**
 * The most recent job title; when it joins several roles ("Founding Member & SRE & Team Lead") the one closest to
 * the target position.
 */
function recentTitle(resume: ResumeData, positionName: string): string {
  const jobs = resume.experience.filter((j) => j.job_title.trim() !== '');
  if (jobs.length === 0) return '';
  const latest = jobs.reduce(
    (best, job) => (dateSpan(job.dates).end > dateSpan(best.dates).end ? job : best),
    jobs[0]!,
  );
  const parts = latest.job_title
    .split(/\s+(?:&|\/|\||and)\s+|,\s*/)
    .map(tidy)
    .filter(Boolean);
  if (parts.length <= 1) return tidy(latest.job_title);
  const target = new Set(normalizePhrase(positionName).split(' '));
  const overlap = (p: string) =>
    normalizePhrase(p)
      .split(' ')
      .filter((w) => target.has(w)).length;
  return parts.reduce((best, p) => (overlap(p) > overlap(best) ? p : best), parts[0]!);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PRESENT = /\b(present|current|now|today|ongoing)\b/i;

/** Months since year 0 for the start and end of a date range as written; NaN when it has no year. */
function dateSpan(dates: string, presentYear = Number.NaN): { start: number; end: number } {
  const points: number[] = [];
  const re = /(?:\b([A-Za-z]{3})[a-z]*\.?\s+)?\b((?:19|20)\d{2})\b|\b(\d{1,2})\/((?:19|20)\d{2})\b/g;
  for (const m of dates.matchAll(re)) {
    if (m[4]) points.push(Number(m[4]) * 12 + Math.min(11, Math.max(0, Number(m[3]) - 1)));
    else {
      const month = MONTHS.indexOf((m[1] ?? '').toLowerCase());
      points.push(Number(m[2]) * 12 + Math.max(month, 0));
    }
  }
  if (points.length === 0) return { start: Number.NaN, end: Number.NaN };
  const start = points[0]!;
  let end = points.length > 1 ? points[points.length - 1]! : start + 11;
  if (PRESENT.test(dates) && Number.isFinite(presentYear)) end = Math.max(end, presentYear * 12 + 11);
  return { start, end };
}

/**
 * Whole years covered by the resume's jobs, overlaps merged. "Present" means the latest year the resume itself
 * mentions, so the figure never depends on today's date and never exceeds what the resume shows.
 */
export function yearsOfExperience(resume: ResumeData): number {
  const years = [...resume.experience, ...resume.education].flatMap((e) =>
    [...e.dates.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0])),
  );
  if (years.length === 0) return 0;
  const present = Math.max(...years);
  const spans = resume.experience
    .map((j) => dateSpan(j.dates, present))
    .filter((s) => Number.isFinite(s.start) && s.end >= s.start)
    .sort((a, b) => a.start - b.start);
  let months = 0;
  let curStart = Number.NaN;
  let curEnd = Number.NaN;
  for (const span of spans) {
    if (Number.isNaN(curStart) || span.start > curEnd) {
      if (!Number.isNaN(curStart)) months += curEnd - curStart + 1;
      curStart = span.start;
      curEnd = span.end;
    } else curEnd = Math.max(curEnd, span.end);
  }
  if (!Number.isNaN(curStart)) months += curEnd - curStart + 1;
  return Math.min(50, Math.floor(months / 12));
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
