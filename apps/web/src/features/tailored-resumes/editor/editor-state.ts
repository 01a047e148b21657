import {
  type Certification,
  type Education,
  type Experience,
  type ExperienceItemVisibilitySchema,
  type Project,
  type ProjectItemVisibilitySchema,
  type ResumeData,
  type ResumeMetadata,
  ResumeMetadataSchema,
  type SectionVisibility,
} from '@tailor/core/resume';
import type { z } from 'zod';

/**
 * Pure edits of the editor's local copy. Per-item visibility flags are keyed by index, so every insert and
 * removal shifts them along with the item; a removal returns an `Undo` that puts item and flags back.
 */
export type EditorResume = ResumeData & { _metadata: ResumeMetadata };
export type Undo = (current: EditorResume) => EditorResume;

type ExperienceFlags = z.infer<typeof ExperienceItemVisibilitySchema>;
type ProjectFlags = z.infer<typeof ProjectItemVisibilitySchema>;
export type ToggleSection = 'summary' | 'skills' | 'experience' | 'projects' | 'education' | 'certifications';
export type ContactField = keyof ResumeData['contact'];
export type ExperienceField = 'job_title' | 'company' | 'location' | 'dates';

export function toEditorResume(resume: ResumeData): EditorResume {
  return { ...resume, _metadata: ResumeMetadataSchema.parse(resume._metadata ?? {}) };
}

// Index-keyed records ----------------------------------------------------------------------------------

function shiftOut<T>(record: Record<string, T>, index: number): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    const k = Number(key);
    if (k < index) next[key] = value;
    else if (k > index) next[String(k - 1)] = value;
  }
  return next;
}

function shiftIn<T>(record: Record<string, T>, index: number, value: T | undefined): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [key, v] of Object.entries(record)) {
    const k = Number(key);
    next[String(k < index ? k : k + 1)] = v;
  }
  if (value !== undefined) next[String(index)] = value;
  return next;
}

const removeAt = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);
const insertAt = <T>(list: T[], index: number, item: T) => {
  const at = Math.min(Math.max(index, 0), list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
};
const replaceAt = <T>(list: T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));

function withVisibility(r: EditorResume, fn: (v: SectionVisibility) => SectionVisibility): EditorResume {
  return { ...r, _metadata: { ...r._metadata, sectionVisibility: fn(r._metadata.sectionVisibility) } };
}

export function experienceFlags(r: EditorResume, index: number): ExperienceFlags {
  const flags = r._metadata.sectionVisibility.experienceItems[String(index)];
  return {
    visible: flags?.visible ?? true,
    job_title: flags?.job_title ?? true,
    company: flags?.company ?? true,
    location: flags?.location ?? true,
    dates: flags?.dates ?? true,
    bullet_points: flags?.bullet_points ?? {},
  };
}

export function projectFlags(r: EditorResume, index: number): ProjectFlags {
  const flags = r._metadata.sectionVisibility.projectItems[String(index)];
  return { visible: flags?.visible ?? true, bullet_points: flags?.bullet_points ?? {} };
}

export const isFlagOn = (flags: Record<string, boolean>, index: number) => flags[String(index)] !== false;

const allOn = (count: number, on: boolean) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), on]));

// Sections and contact ---------------------------------------------------------------------------------

export const setSectionVisible = (r: EditorResume, section: ToggleSection, on: boolean) =>
  withVisibility(r, (v) => ({ ...v, [section]: on }));

export const setContactVisible = (r: EditorResume, field: ContactField, on: boolean) =>
  withVisibility(r, (v) => ({ ...v, contact: { ...v.contact, [field]: on } }));

export const setAllContactVisible = (r: EditorResume, on: boolean) =>
  withVisibility(r, (v) => ({ ...v, contact: { email: on, phone: on, location: on, link: on } }));

export const setContactField = (r: EditorResume, field: ContactField, value: string): EditorResume => ({
  ...r,
  contact: { ...r.contact, [field]: value },
});

// Skills -----------------------------------------------------------------------------------------------

export const addSkill = (r: EditorResume): EditorResume => ({ ...r, skills: [...r.skills, ''] });

export const setSkill = (r: EditorResume, index: number, value: string): EditorResume => ({
  ...r,
  skills: replaceAt(r.skills, index, value),
});

export const setSkillVisible = (r: EditorResume, index: number, on: boolean) =>
  withVisibility(r, (v) => ({ ...v, skillItems: { ...v.skillItems, [String(index)]: on } }));

export function removeSkill(r: EditorResume, index: number): [EditorResume, Undo] {
  const skill = r.skills[index] ?? '';
  const flag = r._metadata.sectionVisibility.skillItems[String(index)];
  const next = withVisibility({ ...r, skills: removeAt(r.skills, index) }, (v) => ({
    ...v,
    skillItems: shiftOut(v.skillItems, index),
  }));
  const undo: Undo = (cur) =>
    withVisibility({ ...cur, skills: insertAt(cur.skills, index, skill) }, (v) => ({
      ...v,
      skillItems: shiftIn(v.skillItems, index, flag),
    }));
  return [next, undo];
}

// Experience -------------------------------------------------------------------------------------------

const emptyExperience = (): Experience => ({
  job_title: '',
  company: '',
  location: '',
  dates: '',
  bullet_points: [],
});

export const addExperience = (r: EditorResume): EditorResume => ({
  ...r,
  experience: [...r.experience, emptyExperience()],
});

export const setExperienceField = (
  r: EditorResume,
  index: number,
  field: ExperienceField,
  value: string,
): EditorResume => ({
  ...r,
  experience: r.experience.map((e, i) => (i === index ? { ...e, [field]: value } : e)),
});

function setExperienceFlags(r: EditorResume, index: number, flags: ExperienceFlags): EditorResume {
  return withVisibility(r, (v) => ({
    ...v,
    experienceItems: { ...v.experienceItems, [String(index)]: flags },
  }));
}

/** The entry switch turns the entry, its four fields and all its bullets on or off together. */
export function setExperienceVisible(r: EditorResume, index: number, on: boolean): EditorResume {
  const count = r.experience[index]?.bullet_points.length ?? 0;
  return setExperienceFlags(r, index, {
    visible: on,
    job_title: on,
    company: on,
    location: on,
    dates: on,
    bullet_points: allOn(count, on),
  });
}

export const setExperienceFieldVisible = (
  r: EditorResume,
  index: number,
  field: ExperienceField,
  on: boolean,
) => setExperienceFlags(r, index, { ...experienceFlags(r, index), [field]: on });

export function removeExperience(r: EditorResume, index: number): [EditorResume, Undo] {
  const entry = r.experience[index] ?? emptyExperience();
  const flags = r._metadata.sectionVisibility.experienceItems[String(index)];
  const next = withVisibility({ ...r, experience: removeAt(r.experience, index) }, (v) => ({
    ...v,
    experienceItems: shiftOut(v.experienceItems, index),
  }));
  const undo: Undo = (cur) =>
    withVisibility({ ...cur, experience: insertAt(cur.experience, index, entry) }, (v) => ({
      ...v,
      experienceItems: shiftIn(v.experienceItems, index, flags),
    }));
  return [next, undo];
}

const mapBullets = (r: EditorResume, index: number, fn: (bullets: string[]) => string[]): EditorResume => ({
  ...r,
  experience: r.experience.map((e, i) => (i === index ? { ...e, bullet_points: fn(e.bullet_points) } : e)),
});

export const addExperienceBullet = (r: EditorResume, index: number) =>
  mapBullets(r, index, (b) => [...b, '']);

export const setExperienceBullet = (r: EditorResume, index: number, bullet: number, value: string) =>
  mapBullets(r, index, (b) => replaceAt(b, bullet, value));

export function setExperienceBulletVisible(r: EditorResume, index: number, bullet: number, on: boolean) {
  const flags = experienceFlags(r, index);
  return setExperienceFlags(r, index, {
    ...flags,
    bullet_points: { ...flags.bullet_points, [String(bullet)]: on },
  });
}

export function removeExperienceBullet(r: EditorResume, index: number, bullet: number): [EditorResume, Undo] {
  const text = r.experience[index]?.bullet_points[bullet] ?? '';
  const flag = experienceFlags(r, index).bullet_points[String(bullet)];
  const hadFlags = r._metadata.sectionVisibility.experienceItems[String(index)] !== undefined;
  let next = mapBullets(r, index, (b) => removeAt(b, bullet));
  if (hadFlags) {
    const flags = experienceFlags(next, index);
    next = setExperienceFlags(next, index, {
      ...flags,
      bullet_points: shiftOut(flags.bullet_points, bullet),
    });
  }
  const undo: Undo = (cur) => {
    const restored = mapBullets(cur, index, (b) => insertAt(b, bullet, text));
    if (!hadFlags) return restored;
    const flags = experienceFlags(restored, index);
    return setExperienceFlags(restored, index, {
      ...flags,
      bullet_points: shiftIn(flags.bullet_points, bullet, flag),
    });
  };
  return [next, undo];
}

// Projects ---------------------------------------------------------------------------------------------

export type ProjectField = 'title' | 'description' | 'link';

const emptyProject = (): Project => ({ title: '', description: '', link: '', bullet_points: [] });

export const addProject = (r: EditorResume): EditorResume => ({
  ...r,
  projects: [...r.projects, emptyProject()],
});

export const setProjectField = (r: EditorResume, index: number, field: ProjectField, value: string) => ({
  ...r,
  projects: r.projects.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
});

function setProjectFlags(r: EditorResume, index: number, flags: ProjectFlags): EditorResume {
  return withVisibility(r, (v) => ({ ...v, projectItems: { ...v.projectItems, [String(index)]: flags } }));
}

/** The project switch turns the project and all its bullets on or off together. */
export function setProjectVisible(r: EditorResume, index: number, on: boolean): EditorResume {
  const count = r.projects[index]?.bullet_points.length ?? 0;
  return setProjectFlags(r, index, { visible: on, bullet_points: allOn(count, on) });
}

export function removeProject(r: EditorResume, index: number): [EditorResume, Undo] {
  const entry = r.projects[index] ?? emptyProject();
  const flags = r._metadata.sectionVisibility.projectItems[String(index)];
  const next = withVisibility({ ...r, projects: removeAt(r.projects, index) }, (v) => ({
    ...v,
    projectItems: shiftOut(v.projectItems, index),
  }));
  const undo: Undo = (cur) =>
    withVisibility({ ...cur, projects: insertAt(cur.projects, index, entry) }, (v) => ({
      ...v,
      projectItems: shiftIn(v.projectItems, index, flags),
    }));
  return [next, undo];
}

const mapProjectBullets = (r: EditorResume, index: number, fn: (bullets: string[]) => string[]) => ({
  ...r,
  projects: r.projects.map((p, i) => (i === index ? { ...p, bullet_points: fn(p.bullet_points) } : p)),
});

export const addProjectBullet = (r: EditorResume, index: number) =>
  mapProjectBullets(r, index, (b) => [...b, '']);

export const setProjectBullet = (r: EditorResume, index: number, bullet: number, value: string) =>
  mapProjectBullets(r, index, (b) => replaceAt(b, bullet, value));

export function setProjectBulletVisible(r: EditorResume, index: number, bullet: number, on: boolean) {
  const flags = projectFlags(r, index);
  return setProjectFlags(r, index, {
    ...flags,
    bullet_points: { ...flags.bullet_points, [String(bullet)]: on },
  });
}

export function removeProjectBullet(r: EditorResume, index: number, bullet: number): [EditorResume, Undo] {
  const text = r.projects[index]?.bullet_points[bullet] ?? '';
  const flag = projectFlags(r, index).bullet_points[String(bullet)];
  const hadFlags = r._metadata.sectionVisibility.projectItems[String(index)] !== undefined;
  let next = mapProjectBullets(r, index, (b) => removeAt(b, bullet));
  if (hadFlags) {
    const flags = projectFlags(next, index);
    next = setProjectFlags(next, index, { ...flags, bullet_points: shiftOut(flags.bullet_points, bullet) });
  }
  const undo: Undo = (cur) => {
    const restored = mapProjectBullets(cur, index, (b) => insertAt(b, bullet, text));
    if (!hadFlags) return restored;
    const flags = projectFlags(restored, index);
    return setProjectFlags(restored, index, {
      ...flags,
      bullet_points: shiftIn(flags.bullet_points, bullet, flag),
    });
  };
  return [next, undo];
}

// Education --------------------------------------------------------------------------------------------

export type EducationField = keyof Education;

const emptyEducation = (): Education => ({ degree: '', school: '', location: '', dates: '', gpa: '' });

export const addEducation = (r: EditorResume): EditorResume => ({
  ...r,
  education: [...r.education, emptyEducation()],
});

export const setEducationField = (r: EditorResume, index: number, field: EducationField, value: string) => ({
  ...r,
  education: r.education.map((e, i) => (i === index ? { ...e, [field]: value } : e)),
});

export function removeEducation(r: EditorResume, index: number): [EditorResume, Undo] {
  const entry = r.education[index] ?? emptyEducation();
  return [
    { ...r, education: removeAt(r.education, index) },
    (cur) => ({ ...cur, education: insertAt(cur.education, index, entry) }),
  ];
}

// Certifications ---------------------------------------------------------------------------------------

export const addCertification = (r: EditorResume): EditorResume => ({
  ...r,
  certifications: [...r.certifications, { name: '', year: '' }],
});

export const setCertificationField = (
  r: EditorResume,
  index: number,
  field: keyof Certification,
  value: string,
) => ({
  ...r,
  certifications: r.certifications.map((c, i) => (i === index ? { ...c, [field]: value } : c)),
});

export const setCertificationVisible = (r: EditorResume, index: number, on: boolean) =>
  withVisibility(r, (v) => ({ ...v, certificationItems: { ...v.certificationItems, [String(index)]: on } }));

export function removeCertification(r: EditorResume, index: number): [EditorResume, Undo] {
  const entry = r.certifications[index] ?? { name: '', year: '' };
  const flag = r._metadata.sectionVisibility.certificationItems[String(index)];
  const next = withVisibility({ ...r, certifications: removeAt(r.certifications, index) }, (v) => ({
    ...v,
    certificationItems: shiftOut(v.certificationItems, index),
  }));
  const undo: Undo = (cur) =>
    withVisibility({ ...cur, certifications: insertAt(cur.certifications, index, entry) }, (v) => ({
      ...v,
      certificationItems: shiftIn(v.certificationItems, index, flag),
    }));
  return [next, undo];
}

// Saving -----------------------------------------------------------------------------------------------

/** Keeps the items whose text is not blank, and moves their index-keyed flags with them. */
function compact<T>(
  list: T[],
  flags: Record<string, boolean>,
  isBlank: (item: T) => boolean,
): [T[], Record<string, boolean>] {
  const items: T[] = [];
  const kept: Record<string, boolean> = {};
  list.forEach((item, i) => {
    if (isBlank(item)) return;
    const flag = flags[String(i)];
    if (flag !== undefined) kept[String(items.length)] = flag;
    items.push(item);
  });
  return [items, kept];
}

const blank = (s: string) => !s.trim();

/**
 * What Save sends. The server drops blank skills, bullets and certifications when it normalises the resume;
 * dropping them here first keeps the index-keyed visibility flags pointing at the right items.
 */
export function toSavedResume(r: EditorResume): EditorResume {
  const v = r._metadata.sectionVisibility;
  const [skills, skillItems] = compact(r.skills, v.skillItems, blank);
  const [certifications, certificationItems] = compact(r.certifications, v.certificationItems, (c) =>
    blank(c.name),
  );
  const experienceItems = { ...v.experienceItems };
  const experience = r.experience.map((e, i) => {
    const flags = experienceItems[String(i)];
    const [bullet_points, bulletFlags] = compact(e.bullet_points, flags?.bullet_points ?? {}, blank);
    if (flags) experienceItems[String(i)] = { ...flags, bullet_points: bulletFlags };
    return { ...e, bullet_points };
  });
  const projectItems = { ...v.projectItems };
  const projects = r.projects.map((p, i) => {
    const flags = projectItems[String(i)];
    const [bullet_points, bulletFlags] = compact(p.bullet_points, flags?.bullet_points ?? {}, blank);
    if (flags) projectItems[String(i)] = { ...flags, bullet_points: bulletFlags };
    return { ...p, bullet_points };
  });
  return {
    ...r,
    skills,
    certifications,
    experience,
    projects,
    _metadata: {
      ...r._metadata,
      sectionVisibility: { ...v, skillItems, certificationItems, experienceItems, projectItems },
    },
  };
}
