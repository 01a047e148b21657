import {
  type Certification,
  type Education,
  type Experience,
  type Project,
  type ResumeData,
  type ResumeMetadata,
  ResumeMetadataSchema,
  type SectionVisibility,
} from '@tailor/core/resume';
import * as items from '@tailor/core/resume-items';

/**
 * Pure edits of the editor's local copy. Items and their index-keyed visibility flags are changed only
 * through `@tailor/core/resume-items`, which moves each flag with its item; a removal returns an `Undo` that
 * puts item and flags back at the same position.
 */
export type EditorResume = ResumeData & { _metadata: ResumeMetadata };
export type Undo = items.Undo<EditorResume>;

export type ToggleSection = 'summary' | 'skills' | 'experience' | 'projects' | 'education' | 'certifications';
export type ContactField = keyof ResumeData['contact'];
/** The two lists edited by the one entry editor: jobs and projects, each with bullets. */
export type EntryKind = 'experience' | 'projects';
export type EntryOf<K extends EntryKind> = K extends 'experience' ? Experience : Project;
export type EntryField<K extends EntryKind> = Exclude<keyof EntryOf<K>, 'bullet_points'>;
/** Experience fields with their own visibility switch. */
export type ExperienceField = 'job_title' | 'company' | 'location' | 'dates';

export function toEditorResume(resume: ResumeData): EditorResume {
  return { ...resume, _metadata: ResumeMetadataSchema.parse(resume._metadata ?? {}) };
}

function withVisibility(r: EditorResume, fn: (v: SectionVisibility) => SectionVisibility): EditorResume {
  return { ...r, _metadata: { ...r._metadata, sectionVisibility: fn(r._metadata.sectionVisibility) } };
}

export const isFlagOn = (flags: Record<string, boolean>, index: number) => flags[String(index)] !== false;

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

export const addSkill = (r: EditorResume) => items.appendItem(r, 'skills', '');
export const setSkill = (r: EditorResume, index: number, value: string) =>
  items.replaceItem(r, 'skills', index, () => value);
export const setSkillVisible = (r: EditorResume, index: number, on: boolean) =>
  items.setItemVisible(r, 'skills', index, on);
export const removeSkill = (r: EditorResume, index: number) => items.removeItem(r, 'skills', index);

// Experience and projects ------------------------------------------------------------------------------

const EMPTY_ENTRY = {
  experience: (): Experience => ({ job_title: '', company: '', location: '', dates: '', bullet_points: [] }),
  projects: (): Project => ({ title: '', description: '', link: '', bullet_points: [] }),
};

const bulletsOf = (kind: EntryKind, entry: number): items.BulletList => ({ bulletsOf: kind, entry });

export const addEntry = (r: EditorResume, kind: EntryKind) =>
  kind === 'experience'
    ? items.appendItem(r, kind, EMPTY_ENTRY.experience())
    : items.appendItem(r, kind, EMPTY_ENTRY.projects());

export function setEntryField<K extends EntryKind>(
  r: EditorResume,
  kind: K,
  index: number,
  field: EntryField<K>,
  value: string,
): EditorResume {
  return items.replaceItem(r, kind as EntryKind, index, (entry) => ({ ...entry, [field]: value }));
}

/** The entry switch turns the entry, its fields and all its bullets on or off together. */
export const setEntryVisible = (r: EditorResume, kind: EntryKind, index: number, on: boolean) =>
  items.setItemVisible(r, kind, index, on);

export const setExperienceFieldVisible = (
  r: EditorResume,
  index: number,
  field: ExperienceField,
  on: boolean,
) =>
  items.setEntryFlags(r, 'experience', index, { ...items.entryFlags(r, 'experience', index), [field]: on });

export const removeEntry = (r: EditorResume, kind: EntryKind, index: number) =>
  items.removeItem(r, kind, index);

export const addBullet = (r: EditorResume, kind: EntryKind, index: number) =>
  items.appendItem(r, bulletsOf(kind, index), '');

export const setBullet = (r: EditorResume, kind: EntryKind, index: number, bullet: number, value: string) =>
  items.replaceItem(r, bulletsOf(kind, index), bullet, () => value);

export const setBulletVisible = (
  r: EditorResume,
  kind: EntryKind,
  index: number,
  bullet: number,
  on: boolean,
) => items.setItemVisible(r, bulletsOf(kind, index), bullet, on);

export const removeBullet = (r: EditorResume, kind: EntryKind, index: number, bullet: number) =>
  items.removeItem(r, bulletsOf(kind, index), bullet);

// Education --------------------------------------------------------------------------------------------

export type EducationField = keyof Education;

export const addEducation = (r: EditorResume) =>
  items.appendItem(r, 'education', { degree: '', school: '', location: '', dates: '', gpa: '' });

export const setEducationField = (r: EditorResume, index: number, field: EducationField, value: string) =>
  items.replaceItem(r, 'education', index, (e) => ({ ...e, [field]: value }));

export const removeEducation = (r: EditorResume, index: number) => items.removeItem(r, 'education', index);

// Certifications ---------------------------------------------------------------------------------------

export const addCertification = (r: EditorResume) =>
  items.appendItem(r, 'certifications', { name: '', year: '' });

export const setCertificationField = (
  r: EditorResume,
  index: number,
  field: keyof Certification,
  value: string,
) => items.replaceItem(r, 'certifications', index, (c) => ({ ...c, [field]: value }));

export const setCertificationVisible = (r: EditorResume, index: number, on: boolean) =>
  items.setItemVisible(r, 'certifications', index, on);

export const removeCertification = (r: EditorResume, index: number) =>
  items.removeItem(r, 'certifications', index);

// Saving -----------------------------------------------------------------------------------------------

/**
 * What Save sends. The server's normaliser drops blank skills, bullets and certifications; dropping them
 * here first, through the same function, keeps the editor's copy equal to what the server stores.
 */
export const toSavedResume = (r: EditorResume): EditorResume => items.compactBlanks(r);
