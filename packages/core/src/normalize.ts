import { stripControlCharacters } from './contracts/common.ts';
import {
  type Certification,
  type Education,
  type Experience,
  type Project,
  type ResumeData,
  ResumeDataSchema,
  ResumeMetadataSchema,
} from './resume.ts';
import { compactBlanks } from './resume-items.ts';

/**
 * jsonData arrives in several shapes (document 2 §3): `{resume, changes}`, a bare resume, or the legacy flat
 * resume with summary/bullets/key_adjustments beside it. Field names vary too (document 1 §3). This turns any
 * of them into the canonical ResumeData. Unknown or malformed parts are dropped, never thrown on: a user's
 * saved resume must always open.
 */
export function normalizeResumeData(input: unknown): ResumeData {
  const raw = unwrap(input);
  // Blank items go only after the flags are read, so compactBlanks can keep the two aligned.
  const resume = ResumeDataSchema.parse({
    name: text(raw.name),
    contact: normalizeContact(raw.contact, raw),
    summary: text(raw.summary),
    skills: stringList(raw.skills),
    experience: list(raw.experience ?? raw.work ?? raw.work_experience).map(normalizeExperience),
    projects: list(raw.projects).map(normalizeProject),
    education: list(raw.education).map(normalizeEducation),
    certifications: list(raw.certifications).map(normalizeCertification),
    tools: stringList(raw.tools),
    references: Boolean(raw.references),
    _metadata: normalizeMetadata(raw._metadata),
  });
  return compactBlanks(resume);
}

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unwrap(input: unknown): Obj {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!isObj(value)) return {};
  if (isObj(value.resume)) return value.resume;
  return value;
}

function text(value: unknown): string {
  // NUL cannot be stored in PostgreSQL text; BEL, terminal escapes and bidi overrides never belong in a resume.
  if (typeof value === 'string') return stripControlCharacters(value, { multiline: true }).trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObj(value)) return [value]; // education as a single object
  return [];
}

/** Blank items are kept here (their index may carry a flag) and dropped by compactBlanks. */
function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[,\n]/).map((s) => s.trim());
  return list(value).map((item) => (isObj(item) ? text(item.name ?? item.title) : text(item)));
}

function normalizeContact(contact: unknown, raw: Obj) {
  const c = isObj(contact) ? contact : {};
  return {
    email: text(c.email ?? raw.email),
    phone: text(c.phone ?? raw.phone),
    location: text(c.location ?? raw.location),
    link: text(c.link ?? c.website ?? c.linkedin ?? raw.link),
  };
}

function normalizeExperience(item: unknown): Experience {
  const e = isObj(item) ? item : {};
  return {
    job_title: text(e.job_title ?? e.title ?? e.position),
    company: text(e.company ?? e.employer ?? e.organization),
    location: text(e.location),
    dates: text(e.dates ?? e.date),
    bullet_points: stringList(e.bullet_points ?? e.bullets ?? e.highlights),
  };
}

function normalizeProject(item: unknown): Project {
  const p = isObj(item) ? item : {};
  return {
    title: text(p.title ?? p.name),
    description: text(p.description),
    link: text(p.link ?? p.url),
    bullet_points: stringList(p.bullet_points ?? p.bullets ?? p.highlights),
  };
}

function normalizeEducation(item: unknown): Education {
  const e = isObj(item) ? item : {};
  return {
    degree: text(e.degree),
    school: text(e.school ?? e.university ?? e.institution),
    location: text(e.location),
    dates: text(e.dates ?? e.date),
    gpa: text(e.gpa),
  };
}

function normalizeCertification(item: unknown): Certification {
  if (isObj(item)) return { name: text(item.name ?? item.title), year: text(item.year ?? item.date) };
  return { name: text(item), year: '' };
}

function normalizeMetadata(value: unknown): ResumeData['_metadata'] {
  if (!isObj(value)) return undefined;
  const parsed = ResumeMetadataSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // Keep the valid half when one half is malformed.
  const visibility = ResumeMetadataSchema.shape.sectionVisibility.safeParse(value.sectionVisibility);
  const display = ResumeMetadataSchema.shape.displaySettings.safeParse(value.displaySettings);
  return ResumeMetadataSchema.parse({
    sectionVisibility: visibility.success ? visibility.data : undefined,
    displaySettings: display.success ? display.data : undefined,
  });
}
