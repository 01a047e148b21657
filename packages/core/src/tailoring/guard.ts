import type { ChangesSummary } from '../changes.ts';
import {
  type Certification,
  type Education,
  type Experience,
  type ResumeData,
  ResumeDataSchema,
} from '../resume.ts';
import { filterItems, type ItemList, type ItemOf, readEntries, writeEntries } from '../resume-items.ts';
import { buildEvidence, type Evidence, isEvidenced } from './evidence.ts';
import { analyzeJob, type JobKeyword } from './job-analysis.ts';
import { findTerms } from './lexicon.ts';
import { collectEvidence, evidencesSkill, normalizePhrase, type ResumeEvidence } from './resume-text.ts';
import { supportedYears, YEARS_CLAIM } from './summary-writer.ts';

export type GuardInput = {
  source: ResumeData;
  tailored: ResumeData;
  changes?: ChangesSummary;
  /** The target job: its keywords must be evidenced to appear; its company must not be named in the summary. */
  job?: { companyName: string; positionName: string; description?: string };
  /** Today, for "Present" when checking a years claim against the dated work history. */
  now?: Date;
};

/**
 * The truthfulness guard, run on every engine's output. Facts come from the source resume only: employers, job
 * titles and dates; schools, degrees, dates and GPA; certifications; name and contact. Every skill, tool and
 * named technology must be shown somewhere in the source (under any synonym). Whatever fails is reverted to the
 * source's value or removed, and each revert or removal becomes a note.
 */
export function guardTailoring({ source, tailored, job, now = new Date() }: GuardInput): {
  resume: ResumeData;
  notes: string[];
} {
  const notes: string[] = [];
  const evidence = collectEvidence(source);
  // The one evidence test the engine also uses; the older lexicon test stays as a second way to be shown.
  const shows = buildEvidence(source);
  // Every removal goes through resume-items, so each kept item keeps its own visibility flags.
  let out = ResumeDataSchema.parse(JSON.parse(JSON.stringify(tailored)));

  if (out.name !== source.name) {
    notes.push(
      `Reverted name "${out.name}" to "${source.name}": the name always comes from the source resume`,
    );
    out.name = source.name;
  }
  for (const field of ['email', 'phone', 'location', 'link'] as const) {
    if (out.contact[field] !== source.contact[field]) {
      notes.push(`Reverted contact ${field} "${out.contact[field]}" to "${source.contact[field]}"`);
      out.contact[field] = source.contact[field];
    }
  }

  out = guardExperience(source.experience, out, evidence, shows, notes);
  out = keepItems(out, 'education', guardEducation(source.education, out.education, notes));
  out = keepItems(
    out,
    'certifications',
    guardCertifications(source.certifications, out.certifications, notes),
  );
  const claims = claimChecker(source, evidence, job, now);
  out = keepItems(
    out,
    'projects',
    out.projects.map((project) => {
      const src = source.projects.find((p) => sameText(p.title, project.title));
      if (!src) {
        notes.push(`Removed project "${project.title}": the source resume does not show it`);
        return undefined;
      }
      const fixed = { ...project, title: src.title, link: src.link };
      const unsupportedDescription = claims.unsupported(project.description);
      if (unsupportedDescription.length > 0) {
        notes.push(
          `Reverted the description of project "${src.title}": it stated ${quoteList(unsupportedDescription)}, which the source resume does not show`,
        );
        fixed.description = src.description;
      }
      return fixed;
    }),
  );
  out.projects.forEach((project, entry) => {
    out = filterItems(out, { bulletsOf: 'projects', entry }, (bullet) => {
      const unsupported = claims.unsupported(bullet);
      if (unsupported.length > 0) {
        notes.push(
          `Removed a bullet of project "${project.title}" stating ${quoteList(unsupported)}: the source resume does not show it`,
        );
      }
      return unsupported.length === 0;
    });
  });
  out.experience.forEach((job, entry) => {
    out = filterItems(out, { bulletsOf: 'experience', entry }, (bullet) => {
      const unsupported = claims.unsupported(bullet);
      if (unsupported.length > 0) {
        notes.push(
          `Removed a bullet at "${job.company}" stating ${quoteList(unsupported)}: the source resume does not show it`,
        );
      }
      return unsupported.length === 0;
    });
  });
  out = filterItems(out, 'skills', (skill) => {
    const ok = isEvidenced(shows, skill) || evidencesSkill(evidence, skill);
    if (!ok) notes.push(`Removed skill "${skill}": the source resume does not show it`);
    return ok;
  });
  out = filterItems(out, 'tools', (tool) => {
    const ok = isEvidenced(shows, tool) || evidencesSkill(evidence, tool);
    if (!ok) notes.push(`Removed tool "${tool}": the source resume does not show it`);
    return ok;
  });
  const allowed = new Set(
    findTerms(`${job?.positionName ?? ''}\n${job?.companyName ?? ''}`).map((h) => h.entry.id),
  );
  const company = companyPattern(job?.companyName ?? '', source);
  const kept = splitSentences(out.summary).filter((sentence) => {
    if (company?.test(sentence)) {
      notes.push(
        `Removed a summary sentence naming ${job!.companyName}: a resume never names the employer it is sent to`,
      );
      return false;
    }
    const unshown = unevidencedSkills(sentence, evidence, allowed, shows);
    if (unshown.length > 0) {
      notes.push(`Removed summary sentence naming ${quoteList(unshown)}: the source resume does not show it`);
      return false;
    }
    const unsupported = claims.unsupported(sentence);
    if (unsupported.length > 0) {
      notes.push(
        `Removed summary sentence stating ${quoteList(unsupported)}: the source resume does not show it`,
      );
      return false;
    }
    return true;
  });
  out.summary = kept.join(' ');
  if (out.summary.trim() === '' && source.summary.trim() !== '') {
    out.summary = source.summary;
    notes.push('Restored your own summary: nothing of the rewritten one could be kept');
  }
  return { resume: out, notes };
}

/**
 * Each list item's fixed version, or `undefined` to remove it; the kept items are written back with their own
 * visibility flags (`fixed` is as long as the list).
 */
function keepItems<L extends ItemList>(
  resume: ResumeData,
  list: L,
  fixed: readonly (ItemOf<L> | undefined)[],
): ResumeData {
  return writeEntries(
    resume,
    list,
    readEntries(resume, list).flatMap(({ flag }, i) => {
      const item = fixed[i];
      return item === undefined ? [] : [{ item, flag }];
    }),
  );
}

function guardExperience(
  source: readonly Experience[],
  resume: ResumeData,
  evidence: ResumeEvidence,
  shows: Evidence,
  notes: string[],
): ResumeData {
  const used = new Set<number>();
  const fixedJobs: (Experience | undefined)[] = [];
  const bulletMasks: boolean[][] = [];
  for (const job of resume.experience) {
    const index = bestMatch(source, used, (s) => orgKey(s.company) === orgKey(job.company), [
      (s) => sameText(s.job_title, job.job_title) && sameText(s.dates, job.dates),
      (s) => sameText(s.dates, job.dates),
      (s) => sameText(s.job_title, job.job_title),
    ]);
    if (index < 0) {
      notes.push(
        `Removed experience "${job.job_title}" at "${job.company}": the source resume does not show it`,
      );
      fixedJobs.push(undefined);
      continue;
    }
    used.add(index);
    const src = source[index]!;
    const fixed = { ...job };
    for (const [field, label] of [
      ['company', 'employer'],
      ['job_title', 'job title'],
      ['dates', 'dates'],
      ['location', 'location'],
    ] as const) {
      if (!sameText(job[field], src[field])) {
        notes.push(`Reverted ${label} at "${src.company}" from "${job[field]}" to "${src[field]}"`);
      }
      fixed[field] = src[field];
    }
    bulletMasks.push(
      job.bullet_points.map((bullet) => {
        const unshown = unevidencedSkills(bullet, evidence, new Set(), shows);
        if (unshown.length > 0) {
          notes.push(
            `Removed a bullet at "${src.company}" naming ${quoteList(unshown)}: the source resume does not show it`,
          );
        }
        return unshown.length === 0;
      }),
    );
    fixedJobs.push(fixed);
  }
  let out = keepItems(resume, 'experience', fixedJobs);
  bulletMasks.forEach((keep, entry) => {
    out = filterItems(out, { bulletsOf: 'experience', entry }, (_bullet, i) => keep[i] ?? true);
  });
  return out;
}

function guardEducation(
  source: readonly Education[],
  tailored: readonly Education[],
  notes: string[],
): (Education | undefined)[] {
  const used = new Set<number>();
  const out: (Education | undefined)[] = [];
  for (const entry of tailored) {
    const index = bestMatch(source, used, (s) => orgKey(s.school) === orgKey(entry.school), [
      (s) => sameText(s.degree, entry.degree),
      (s) => sameText(s.dates, entry.dates),
    ]);
    if (index < 0) {
      notes.push(
        `Removed education "${entry.degree}" at "${entry.school}": the source resume does not show it`,
      );
      out.push(undefined);
      continue;
    }
    used.add(index);
    const src = source[index]!;
    const fixed = { ...entry };
    for (const field of ['school', 'degree', 'dates', 'gpa', 'location'] as const) {
      if (!sameText(entry[field], src[field])) {
        notes.push(
          `Reverted ${field === 'gpa' ? 'GPA' : field} at "${src.school}" from "${entry[field]}" to "${src[field]}"`,
        );
      }
      fixed[field] = src[field];
    }
    out.push(fixed);
  }
  return out;
}

function guardCertifications(
  source: readonly Certification[],
  tailored: readonly Certification[],
  notes: string[],
): (Certification | undefined)[] {
  const used = new Set<number>();
  const out: (Certification | undefined)[] = [];
  for (const cert of tailored) {
    const index = source.findIndex((s, i) => !used.has(i) && sameText(s.name, cert.name));
    if (index < 0) {
      notes.push(`Removed certification "${cert.name}": the source resume does not show it`);
      out.push(undefined);
      continue;
    }
    used.add(index);
    const src = source[index]!;
    if (!sameText(cert.year, src.year)) {
      notes.push(`Reverted the year of "${src.name}" from "${cert.year}" to "${src.year}"`);
    }
    out.push({ ...src });
  }
  return out;
}

/** The first unused source entry passing `same`, preferring those that also pass the earlier tie-breakers. */
function bestMatch<T>(
  source: readonly T[],
  used: ReadonlySet<number>,
  same: (s: T) => boolean,
  preferences: ((s: T) => boolean)[],
): number {
  const candidates = source.map((_s, i) => i).filter((i) => !used.has(i) && same(source[i]!));
  for (const prefer of preferences) {
    const hit = candidates.find((i) => prefer(source[i]!));
    if (hit !== undefined) return hit;
  }
  return candidates[0] ?? -1;
}

const ORG_SUFFIX = /\b(inc|llc|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag|the)\b/g;

/** "Acme, Inc." and "ACME" are the same employer. */
function orgKey(name: string): string {
  return normalizePhrase(name).replace(ORG_SUFFIX, ' ').replace(/\s+/g, ' ').trim();
}

function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
}

const CLAIM_STOPWORDS = new Set([
  'i',
  'a',
  'an',
  'the',
  'also',
  'and',
  'or',
  'with',
  'in',
  'at',
  'of',
  'for',
  'to',
]);

/**
 * Names and numbers are facts: a proper noun, acronym or number in free text (summary, bullets, project
 * descriptions) must appear in the source resume, or be the target job's position or company. Evidenced skills
 * are checked by the lexicon instead, so "k8s" in the source supports "Kubernetes" here. A years-of-experience
 * figure is allowed up to the span of years the source's dates cover.
 */
function claimChecker(
  source: ResumeData,
  evidence: ResumeEvidence,
  job: { companyName: string; positionName: string; description?: string } | undefined,
  now: Date,
) {
  const { _metadata, ...facts } = source;
  const corpus = `${JSON.stringify(facts)} ${job?.companyName ?? ''} ${job?.positionName ?? ''}`;
  const words = new Set(
    (corpus.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#&'’.-]*/gu) ?? []).map(trimToken),
  );
  const sourceNumbers = new Set(numberTokens(sourceText(source)).map((n) => n.key));
  const years = supportedYears(source, now);
  const sourceLower = sourceText(source).toLowerCase();
  const termEvidence = buildEvidence(source);
  const postingTerms: JobKeyword[] = job?.description
    ? analyzeJob({
        companyName: job.companyName,
        positionName: job.positionName,
        description: job.description,
      }).keywords.filter((k) => k.isNamed || k.kind === 'skill')
    : [];
  // The posting's named terms the resume does not show, each under every name, ready to look for in a text.
  const names = (kw: JobKeyword) => [kw.term, ...kw.aliases].map((t) => ` ${normalizePhrase(t)} `);
  const unshownTerms = postingTerms
    .filter((kw) => !isEvidenced(termEvidence, kw.term, kw.aliases, kw.entryId))
    .map((kw) => ({ kw, names: names(kw) }));
  // The posting's terms the resume does show, longest first: a text naming one names none of its parts
  // ("System Usability Scale" holds no unshown "Usability Scale").
  const shownTerms = (
    job?.description ? analyzeJob({ ...job, description: job.description }).candidates : []
  ).filter((kw) => isEvidenced(termEvidence, kw.term, kw.aliases, kw.entryId));
  const shownNames = shownTerms.flatMap(names).sort((a, b) => b.length - a.length);
  return {
    unsupported(text: string): string[] {
      if (!text.trim()) return [];
      const out = new Set<string>();
      // Years claims: the resume's own figure or its dated work history's span, nothing else.
      for (const m of text.matchAll(YEARS_CLAIM)) {
        const figure = claimValue(m[1]!);
        if (!years.has(figure) && !sourceLower.includes(m[0].toLowerCase())) out.add(m[0]);
      }
      const withoutYears = text.replace(YEARS_CLAIM, ' ');
      // Numbers: whole tokens with their unit and scale, so "20%" is not supported by "2020".
      for (const n of numberTokens(withoutYears)) if (!sourceNumbers.has(n.key)) out.add(n.text);
      // The posting's named terms (skills, tools, licences, domains) must be evidenced like any skill.
      // A term never runs across a comma or a full stop: "GitHub, Actions" in a list names no "GitHub Actions".
      const pieces = text.split(/[,;:.!?()]\s|\s(?:and|or)\s/).map((p) => {
        let piece = ` ${normalizePhrase(p)} `;
        for (const shown of shownNames) if (piece.includes(shown)) piece = piece.split(shown).join(' | ');
        return piece;
      });
      for (const { kw, names } of unshownTerms) {
        if (names.some((n) => pieces.some((piece) => piece.includes(n)))) out.add(kw.term);
      }
      let masked = withoutYears;
      for (const hit of findTerms(withoutYears)) {
        if (
          hit.entry.category === 'soft' ||
          evidence.entryIds.has(hit.entry.id) ||
          termEvidence.entryIds.has(hit.entry.id)
        ) {
          masked = masked.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + masked.slice(hit.end);
        }
      }
      const wholeNorm = ` ${normalizePhrase(withoutYears)} `;
      const sentenceStarts = new Set<number>([0]);
      for (const m of masked.matchAll(/[.!?:;]\s+/g)) sentenceStarts.add(m.index + m[0].length);
      for (const match of masked.matchAll(/(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}+#&'’.-]*/gu)) {
        const token = trimToken(match[0]);
        if (!token || /\d/.test(token)) continue;
        const first = token[0]!;
        const isName = first !== first.toLowerCase() && !sentenceStarts.has(match.index);
        if (!isName) continue;
        const lower = token.toLowerCase();
        if (CLAIM_STOPWORDS.has(lower) || words.has(lower)) continue;
        if (lower.split(/[-’']/).every((part) => !part || words.has(part))) continue;
        if (isEvidenced(termEvidence, token)) continue; // "PLCs" for "PLC", "Negotiations" for "negotiated"
        // A word of a posting's name the resume shows is that name's, not a claim of its own ("Freedom" of
        // "Freedom of Information Act").
        const word = ` ${normalizePhrase(token)} `;
        if (shownNames.some((n) => n.includes(word) && wholeNorm.includes(n))) continue;
        out.add(token);
      }
      return [...out];
    },
  };
}

const WORD_YEARS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

function claimValue(raw: string): number {
  const bare = raw.replace('+', '').toLowerCase();
  return /^\d+$/.test(bare) ? Number(bare) : WORD_YEARS.indexOf(bare);
}

/** Number tokens with unit and scale: "20%", "$1.4b", "15", "3x"; "2,500" and "2500" agree. */
export function numberTokens(text: string): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const re = /([$€£]?)(\d[\d,]*(?:\.\d+)?)(\s?(?:%|percent\b|[kmb]\b|x\b|million\b|billion\b|thousand\b))?/gi;
  for (const m of text.matchAll(re)) {
    const before = text[m.index - 1] ?? '';
    if (/[\p{L}\d.]/u.test(before) && !m[1]) continue; // inside a word or a decimal: "I-9", "480V" stay names
    const unit = (m[3] ?? '')
      .trim()
      .toLowerCase()
      .replace(/^percent$/, '%')
      .replace(/^million$/, 'm')
      .replace(/^billion$/, 'b')
      .replace(/^thousand$/, 'k');
    out.push({ key: `${m[1]}${m[2]!.replace(/,(?=\d{3})/g, '')}${unit}`, text: m[0].trim() });
  }
  return out;
}

function sourceText(resume: ResumeData): string {
  const parts = [resume.summary, ...resume.skills, ...resume.tools];
  for (const j of resume.experience) parts.push(j.job_title, j.company, j.dates, ...j.bullet_points);
  for (const p of resume.projects) parts.push(p.title, p.description, ...p.bullet_points);
  for (const e of resume.education) parts.push(e.degree, e.school, e.dates, e.gpa);
  for (const c of resume.certifications) parts.push(c.name, c.year);
  return parts.join('\n');
}

/** The target company as a whole-word pattern, unless the person's own resume names it (they worked there). */
function companyPattern(companyName: string, source: ResumeData): RegExp | undefined {
  const name = companyName.trim();
  if (name.length < 2) return undefined;
  const core = name.replace(/[,.]?\s+(inc|llc|ltd|co|corp|corporation|plc|gmbh)\.?$/i, '').trim();
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(core)}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  return pattern.test(sourceText(source)) ? undefined : pattern;
}

function trimToken(token: string): string {
  return token.replace(/[.,%'’-]+$/u, '').replace(/['’]s$/u, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unevidencedSkills(
  text: string,
  evidence: ResumeEvidence,
  allowed: ReadonlySet<string>,
  shows: Evidence,
): string[] {
  const names = new Set<string>();
  for (const hit of findTerms(text)) {
    if (hit.entry.category === 'soft' || allowed.has(hit.entry.id) || evidence.entryIds.has(hit.entry.id))
      continue;
    if (isEvidenced(shows, hit.text, [], hit.entry.id)) continue;
    names.add(hit.entry.name);
  }
  return [...names];
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function quoteList(items: readonly string[]): string {
  return items.map((i) => `"${i}"`).join(', ');
}
