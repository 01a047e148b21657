import type { ChangesSummary } from '../changes.ts';
import { wordPattern } from '../regexp.ts';
import {
  type Certification,
  type Education,
  type Experience,
  type ResumeData,
  ResumeDataSchema,
} from '../resume.ts';
import {
  appendItem,
  filterItems,
  type ItemList,
  type ItemOf,
  readEntries,
  replaceItem,
  writeEntries,
} from '../resume-items.ts';
import { buildEvidence, type Evidence, isEvidenced, normalizeTerm } from './evidence.ts';
import { analyzeJob, type JobKeyword } from './job-analysis.ts';
import { findTerms } from './lexicon.ts';
import { clichesIn } from './plain-words.ts';
import { buildSkillGate, gapReport, sameSkill } from './skill-gate.ts';
import {
  claimedYears,
  MAX_LISTED_IN_SENTENCE,
  sameKindYears,
  splitSentences,
  supportedYears,
  YEARS_CLAIM,
} from './summary-writer.ts';

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
  // The one evidence test the engine also uses.
  const shows = buildEvidence(source);
  const evidence = shows;
  const analysis = job?.description ? analyzeJob({ ...job, description: job.description }) : undefined;
  const gate = analysis ? buildSkillGate(source, analysis) : undefined;
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
  // The person's own items stay; every other item passes the one skill gate (skill-gate.ts).
  const own = [...source.skills, ...source.tools];
  // A piece of one of their items is theirs too: "ACLS" of "Infection control, ACLS, PALS".
  const ownText = ` ${own.map(normalizeTerm).join(' | ')} `;
  const isOwnName = (name: string) =>
    own.some((o) => sameSkill(o, name)) || ownText.includes(` ${normalizeTerm(name)} `);
  for (const list of ['skills', 'tools'] as const) {
    const label = list === 'skills' ? 'skill' : 'tool';
    out = filterItems(out, list, (item) => {
      const both = /^(.+?)\s*\(([^()]+)\)$/.exec(item.trim());
      if (isOwnName(item)) return true;
      // Everything else passes the one skill gate (with a posting), or at least the evidence test (without).
      const renamesOwn = both?.[2] !== undefined && isOwnName(both[2]);
      const refusal = gate
        ? gate.refuse(item, renamesOwn)
        : isEvidenced(shows, item)
          ? undefined
          : 'the source resume does not show it';
      if (refusal !== undefined) {
        notes.push(`Removed ${label} "${item}": ${refusal}`);
        return false;
      }
      return true;
    });
  }
  const allowed = new Set(
    findTerms(`${job?.positionName ?? ''}\n${job?.companyName ?? ''}`).map((h) => h.entry.id),
  );
  const company = companyPattern(job?.companyName ?? '', source);
  const weak = gate ? gapReport(gate).weak : false;
  out.summary = guardSummary({
    source,
    summary: out.summary,
    weak,
    job,
    now,
    notes,
    check: (sentence) => {
      if (company?.test(sentence))
        return `names ${job?.companyName ?? ''}: a resume never names the employer it is sent to`;
      // A guarded skills item with the resume's own name beside it may be named as it stands ("Clinical
      // Documentation Integrity (CDI)"): the bracket is its evidence.
      const unlisted = out.skills
        .filter((item) => /\(/.test(item))
        .reduce((text, item) => text.split(item).join(' '), sentence);
      const unshown = unevidencedSkills(unlisted, evidence, allowed, shows);
      if (unshown.length > 0) return `names ${quoteList(unshown)}, which the source resume does not show`;
      const unsupported = claims.unsupported(sentence);
      if (unsupported.length > 0)
        return `states ${quoteList(unsupported)}, which the source resume does not show`;
      return undefined;
    },
  });
  out = guardBulletWording(source, out, notes);
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
  evidence: Evidence,
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
    const src = source[index];
    if (src === undefined) {
      notes.push(
        `Removed experience "${job.job_title}" at "${job.company}": the source resume does not show it`,
      );
      fixedJobs.push(undefined);
      continue;
    }
    used.add(index);
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
    const src = source[index];
    if (src === undefined) {
      notes.push(
        `Removed education "${entry.degree}" at "${entry.school}": the source resume does not show it`,
      );
      out.push(undefined);
      continue;
    }
    used.add(index);
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
    const src = source[index];
    if (src === undefined) {
      notes.push(`Removed certification "${cert.name}": the source resume does not show it`);
      out.push(undefined);
      continue;
    }
    used.add(index);
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
  const candidates = source.flatMap((item, index) =>
    !used.has(index) && same(item) ? [{ item, index }] : [],
  );
  for (const prefer of preferences) {
    const hit = candidates.find(({ item }) => prefer(item));
    if (hit !== undefined) return hit.index;
  }
  return candidates[0]?.index ?? -1;
}

const ORG_SUFFIX = /\b(inc|llc|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag|the)\b/g;

/** "Acme, Inc." and "ACME" are the same employer. */
function orgKey(name: string): string {
  return normalizeTerm(name).replace(ORG_SUFFIX, ' ').replace(/\s+/g, ' ').trim();
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
  evidence: Evidence,
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
  const names = (kw: JobKeyword) => [kw.term, ...kw.aliases].map((t) => ` ${normalizeTerm(t)} `);
  const unshownTerms = postingTerms
    .filter((kw) => !isEvidenced(termEvidence, kw.term, kw.aliases, kw.entryId))
    .map((kw) => ({ kw, names: names(kw) }));
  // The posting's terms the resume does show, longest first: a text naming one names none of its parts
  // ("System Usability Scale" holds no unshown "Usability Scale").
  const shownTerms = (
    job?.description ? analyzeJob({ ...job, description: job.description }).candidates : []
  ).filter((kw) => isEvidenced(termEvidence, kw.term, kw.aliases, kw.entryId));
  const shownNames = shownTerms.flatMap(names).sort((a, b) => b.length - a.length);
  // The resume's own names of where the person worked and studied: a sentence saying "at St. Vincent Regional
  // Medical Center" states no "St" the posting names ("St. Luke's").
  const ownNames = [
    ...source.experience.flatMap((j) => [j.company, j.job_title]),
    ...source.education.map((e) => e.school),
  ]
    .map((n) => n.trim())
    .filter((n) => n.length >= 3)
    .sort((a, b) => b.length - a.length);
  return {
    unsupported(text: string): string[] {
      if (!text.trim()) return [];
      const out = new Set<string>();
      // Years claims: the resume's own figure or its dated work history's span, nothing else.
      for (const m of text.matchAll(YEARS_CLAIM)) {
        const figure = claimedYears(m[0])[0]?.value ?? -1;
        if (!years.has(figure) && !sourceLower.includes(m[0].toLowerCase())) out.add(m[0]);
      }
      const withoutYears = text.replace(YEARS_CLAIM, ' ');
      // Numbers: whole tokens with their unit and scale, so "20%" is not supported by "2020".
      for (const n of numberTokens(withoutYears)) if (!sourceNumbers.has(n.key)) out.add(n.text);
      // The posting's named terms (skills, tools, licences, domains) must be evidenced like any skill.
      // A term never runs across a comma or a full stop: "GitHub, Actions" in a list names no "GitHub Actions".
      const ownMasked = ownNames.reduce((t, n) => t.split(n).join(' | '), text);
      const pieces = ownMasked.split(/[,;:.!?()]\s|\s(?:and|or)\s/).map((p) => {
        let piece = ` ${normalizeTerm(p)} `;
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
      const wholeNorm = ` ${normalizeTerm(withoutYears)} `;
      const sentenceStarts = new Set<number>([0]);
      for (const m of masked.matchAll(/[.!?:;]\s+/g)) sentenceStarts.add(m.index + m[0].length);
      for (const match of masked.matchAll(/(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}+#&'’.-]*/gu)) {
        const token = trimToken(match[0]);
        if (!token || /\d/.test(token)) continue;
        const first = token.charAt(0);
        const isName = first !== first.toLowerCase() && !sentenceStarts.has(match.index);
        if (!isName) continue;
        const lower = token.toLowerCase();
        if (CLAIM_STOPWORDS.has(lower) || words.has(lower)) continue;
        if (lower.split(/[-’']/).every((part) => !part || words.has(part))) continue;
        if (isEvidenced(termEvidence, token)) continue; // "PLCs" for "PLC", "Negotiations" for "negotiated"
        // A word of a posting's name the resume shows is that name's, not a claim of its own ("Freedom" of
        // "Freedom of Information Act").
        const word = ` ${normalizeTerm(token)} `;
        if (shownNames.some((n) => n.includes(word) && wholeNorm.includes(n))) continue;
        out.add(token);
      }
      return [...out];
    },
  };
}

/** Number tokens with unit and scale: "20%", "$1.4b", "15", "3x"; "2,500" and "2500" agree. */
export function numberTokens(text: string): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const re =
    /([$€£]?)(\d(?:[\d,]*\d)?(?:\.\d+)?)(\s?(?:%|percent\b|[kmb]\b|x\b|million\b|billion\b|thousand\b))?/gi;
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
    out.push({ key: `${m[1]}${(m[2] ?? '').replace(/,(?=\d{3})/g, '')}${unit}`, text: m[0].trim() });
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
  const pattern = wordPattern(core);
  return pattern.test(sourceText(source)) ? undefined : pattern;
}

function trimToken(token: string): string {
  return token.replace(/[.,%'’-]+$/u, '').replace(/['’]s$/u, '');
}

function unevidencedSkills(
  text: string,
  evidence: Evidence,
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

function quoteList(items: readonly string[]): string {
  return items.map((i) => `"${i}"`).join(', ');
}

type SummaryGuard = {
  source: ResumeData;
  summary: string;
  weak: boolean;
  job?: { companyName: string; positionName: string };
  now: Date;
  notes: string[];
  /** Why a new sentence may not stay (names the employer, an unshown skill, an unsupported fact), or undefined. */
  check: (sentence: string) => string | undefined;
};

/**
 * The summary stays the person's: every sentence of their own stays (in any order), at most one new sentence is
 * added to it (two when they wrote none), and a new sentence lists at most three things, uses no cliché they did
 * not use, states no years figure they do not, and never gives them the posting's title unless they hold it. A
 * weak match keeps their summary exactly.
 */
function guardSummary({ source, summary, weak, job, now, notes, check }: SummaryGuard): string {
  if (weak) {
    if (summary.trim() !== source.summary.trim()) {
      notes.push('Kept your summary exactly as you wrote it: this job is far from your experience');
    }
    return source.summary;
  }
  const key = (x: string) =>
    x
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!?]+$/, '')
      .toLowerCase();
  const own = splitSentences(source.summary.replace(/\s+/g, ' ').trim());
  const ownKeys = new Set(own.map(key));
  const sourceText = allSourceText(source);
  const ownYears = new Set(claimedYears(source.summary).map((y) => y.value));
  const recentYears = own.length === 0 ? sameKindYears(source, now) : undefined;
  const titles = source.experience.map((j) => ` ${normalizeTerm(j.job_title)} `);
  const postingTitle = normalizeTerm(job?.positionName.split(/\s[-–—|(]\s?|,|\(/)[0] ?? '');
  const refuse = (sentence: string): string | undefined => {
    const items = listLength(sentence);
    if (items > MAX_LISTED_IN_SENTENCE) return `lists ${items} things (a summary lists at most three)`;
    const cliches = clichesIn(sentence, sourceText);
    if (cliches.length > 0) return `uses ${quoteList(cliches)}, words you did not use`;
    const [year] = claimedYears(sentence).filter((y) => !ownYears.has(y.value) && y.value !== recentYears);
    if (year) return `claims ${year.text} years, a figure your resume does not attach to you`;
    if (
      postingTitle.length > 1 &&
      ` ${normalizeTerm(sentence)} `.includes(` ${postingTitle} `) &&
      !titles.some((t) => t.includes(` ${postingTitle} `))
    )
      return `calls you "${job?.positionName ?? ''}", a title you have not held`;
    return check(sentence);
  };
  const kept: string[] = [];
  const fresh: string[] = [];
  for (const sentence of splitSentences(summary)) {
    if (ownKeys.has(key(sentence))) {
      if (!kept.some((k) => key(k) === key(sentence))) kept.push(sentence);
      continue;
    }
    const refusal = refuse(sentence);
    if (refusal !== undefined) notes.push(`Removed a summary sentence that ${refusal}: "${sentence}"`);
    else fresh.push(sentence);
  }
  const maxNew = own.length > 0 ? 1 : 2;
  if (fresh.length > maxNew) {
    notes.push(
      `Kept ${maxNew === 1 ? 'one new summary sentence' : 'two new summary sentences'} of ${fresh.length}: your summary stays yours`,
    );
    fresh.length = maxNew;
  }
  const missing = own.filter((o) => !kept.some((k) => key(k) === key(o)));
  if (missing.length > 0) {
    notes.push(
      `Restored ${missing.length === 1 ? 'a sentence' : `${missing.length} sentences`} of your own summary: a tailored summary keeps what you wrote`,
    );
  }
  const sentences = [...kept, ...missing, ...fresh];
  return sentences
    .map((x, i) => (i < sentences.length - 1 && !/[.!?]["”)]?$/.test(x) ? `${x}.` : x))
    .join(' ');
}

/** How many things a sentence lists: "A, B and C" and "A, B, and C" → 3, "A and B" → 2, no list → 0. */
function listLength(sentence: string): number {
  const body = sentence.replace(/[.!?]+$/, '');
  const last = /(,?)\s(?:and|or)\s[^,]+$/.exec(body);
  if (!last) return 0;
  const commas = (body.slice(0, last.index).match(/,\s/g) ?? []).length;
  return commas + 2;
}

function allSourceText(resume: ResumeData): string {
  return JSON.stringify({ ...resume, _metadata: undefined });
}

/**
 * A model may reword a bullet only keeping every number, name and tool of the bullet it rewrites, and with no
 * cliché the person did not use; otherwise the person's bullet comes back. A bullet of theirs left out is put back.
 */
function guardBulletWording(source: ResumeData, resume: ResumeData, notes: string[]): ResumeData {
  let out = resume;
  const sourceText = allSourceText(source);
  resume.experience.forEach((job, entry) => {
    const src = source.experience.find(
      (s) => s.company === job.company && s.job_title === job.job_title && s.dates === job.dates,
    );
    if (!src) return;
    const list = { bulletsOf: 'experience' as const, entry };
    const used = new Set<number>();
    out.experience[entry]?.bullet_points.forEach((bullet, index) => {
      const same = src.bullet_points.findIndex((b, i) => !used.has(i) && b.trim() === bullet.trim());
      if (same >= 0) {
        used.add(same);
        return;
      }
      const best = closestBullet(bullet, src.bullet_points, used);
      if (best === undefined) return; // a new bullet: the claim checks above judged it
      used.add(best);
      const original = src.bullet_points[best];
      if (original === undefined) return;
      const lost = factsOf(original).filter((f) => !factsOf(bullet).includes(f));
      const cliches = clichesIn(bullet, sourceText);
      if (lost.length === 0 && cliches.length === 0) return;
      notes.push(
        lost.length > 0
          ? `Restored your bullet at "${src.company}": the rewrite dropped ${quoteList(lost)}`
          : `Restored your bullet at "${src.company}": the rewrite used ${quoteList(cliches)}`,
      );
      out = replaceItem(out, list, index, () => original);
    });
    const dropped = src.bullet_points.filter((_b, i) => !used.has(i));
    if (dropped.length > 0) {
      notes.push(
        `Put back ${dropped.length === 1 ? 'a bullet' : `${dropped.length} bullets`} at "${src.company}" the rewrite left out`,
      );
      for (const bullet of dropped) out = appendItem(out, list, bullet);
    }
  });
  return out;
}

/** The source bullet a rewritten one most likely rewrites: the most shared content words, at least a third. */
function closestBullet(
  bullet: string,
  candidates: readonly string[],
  used: ReadonlySet<number>,
): number | undefined {
  const words = (text: string) =>
    new Set(
      normalizeTerm(text)
        .split(' ')
        .filter((w) => w.length > 2),
    );
  const mine = words(bullet);
  let best: { index: number; score: number } | undefined;
  candidates.forEach((candidate, index) => {
    if (used.has(index)) return;
    const theirs = words(candidate);
    const shared = [...theirs].filter((w) => mine.has(w)).length;
    const score = shared / Math.max(1, Math.min(theirs.size, mine.size));
    if (score >= 0.34 && (!best || score > best.score)) best = { index, score };
  });
  return best?.index;
}

/** A bullet's facts: its numbers with their units, its names (capitalised words past the first), its tools. */
function factsOf(raw: string): string[] {
  // A capital opening the bullet (after any bullet glyph) is the sentence's, not a name.
  const text = raw.replace(/^[^\p{L}\p{N}]+/u, '').replace(/^\S+/, ' ');
  const facts = new Set(numberTokens(raw).map((n) => n.key));
  for (const m of text.matchAll(/(?<=\s)[A-Z][\w&+#.-]*[\w+#]|(?<=\s)[A-Z]/g)) facts.add(m[0]);
  for (const hit of findTerms(text)) facts.add(hit.entry.name);
  return [...facts];
}
