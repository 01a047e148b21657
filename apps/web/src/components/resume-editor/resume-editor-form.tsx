import type { Certification, Education, ResumeData, SectionVisibility } from '@tailor/core/resume';
import { memo } from 'react';
import { cn } from '@/lib/utils';
import {
  AddButton,
  BulletRow,
  DeleteButton,
  EditorSection,
  Field,
  VisibilitySwitch,
} from './editor-controls';
import type { EditorResume, EntryField, EntryKind, EntryOf, ExperienceField, Undo } from './editor-state';
import * as edit from './editor-state';

export type UpdateResume = (fn: (r: EditorResume) => EditorResume) => void;
/** Applies a removal and offers its undo; `what` names the item in the toast ("Skill deleted - …"). */
export type RemoveFromResume = (what: string, fn: (r: EditorResume) => [EditorResume, Undo]) => void;

type Handlers = { update: UpdateResume; remove: RemoveFromResume };

const LINK_PLACEHOLDER = 'Enter website URL (GitHub, LinkedIn, Portfolio, etc.)';

const CONTACT_FIELDS = [
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel' },
  { field: 'location', label: 'Location', type: 'text' },
  { field: 'link', label: 'Link', type: 'url' },
] as const;

/** The left half of the editor: every part of the resume, each with its visibility switches. */
export function ResumeEditorForm({ resume, update, remove }: { resume: EditorResume } & Handlers) {
  const v = resume._metadata.sectionVisibility;
  return (
    <div className="grid gap-4">
      <ContactSection name={resume.name} contact={resume.contact} visibility={v.contact} update={update} />
      <SummarySection summary={resume.summary} visible={v.summary} update={update} />
      <SkillsSection
        skills={resume.skills}
        flags={v.skillItems}
        visible={v.skills}
        update={update}
        remove={remove}
      />
      <EntriesSection
        spec={EXPERIENCE_BLOCK}
        entries={resume.experience}
        flags={v.experienceItems}
        visible={v.experience}
        update={update}
        remove={remove}
      />
      <EntriesSection
        spec={PROJECTS_BLOCK}
        entries={resume.projects}
        flags={v.projectItems}
        visible={v.projects}
        update={update}
        remove={remove}
      />
      <EducationSection education={resume.education} visible={v.education} update={update} remove={remove} />
      <CertificationsSection
        certifications={resume.certifications}
        flags={v.certificationItems}
        visible={v.certifications}
        update={update}
        remove={remove}
      />
    </div>
  );
}

const ContactSection = memo(function ContactSection({
  name,
  contact,
  visibility,
  update,
}: {
  name: string;
  contact: ResumeData['contact'];
  visibility: SectionVisibility['contact'];
  update: UpdateResume;
}) {
  const allShown = Object.values(visibility).every(Boolean);
  return (
    <EditorSection
      title="Contact Information"
      visible={allShown}
      visibilityLabel="Show all contact fields"
      onVisibleChange={(on) => update((r) => edit.setAllContactVisible(r, on))}
    >
      <Field
        label="Full name"
        value={name}
        onValueChange={(value) => update((r) => ({ ...r, name: value }))}
      />
      {CONTACT_FIELDS.map(({ field, label, type }) => (
        <div key={field} className="flex items-end gap-3">
          <Field
            className="flex-1"
            label={label}
            type={type}
            placeholder={field === 'link' ? LINK_PLACEHOLDER : undefined}
            value={contact[field]}
            hidden={!visibility[field]}
            onValueChange={(value) => update((r) => edit.setContactField(r, field, value))}
          />
          <div className="pb-2">
            <VisibilitySwitch
              label={`Show ${label}`}
              checked={visibility[field]}
              onCheckedChange={(on) => update((r) => edit.setContactVisible(r, field, on))}
            />
          </div>
        </div>
      ))}
    </EditorSection>
  );
});

const SummarySection = memo(function SummarySection({
  summary,
  visible,
  update,
}: {
  summary: string;
  visible: boolean;
  update: UpdateResume;
}) {
  return (
    <EditorSection
      title="Professional Summary"
      visible={visible}
      onVisibleChange={(on) => update((r) => edit.setSectionVisible(r, 'summary', on))}
    >
      <Field
        label="Professional summary"
        multiline
        value={summary}
        onValueChange={(value) => update((r) => ({ ...r, summary: value }))}
      />
    </EditorSection>
  );
});

/**
 * What differs between the Experience and Projects blocks; the block itself is one component for both.
 * `toggle` gives a field its own visibility switch ("Show {toggle} of {name}").
 */
interface EntryFieldSpec<K extends EntryKind> {
  field: EntryField<K>;
  label: string;
  toggle?: string;
  type?: 'text' | 'url';
  placeholder?: string;
  wide?: boolean;
  /** Long values wrap in view (titles, company names). */
  wrap?: boolean;
}
interface EntryBlockSpec<K extends EntryKind> {
  kind: K;
  title: string;
  /** "experience" / "project": names the switch, the delete button and the screen-reader context. */
  noun: string;
  addLabel: string;
  deletedItem: string;
  deletedBullet: string;
  fields: readonly EntryFieldSpec<K>[];
  name: (entry: EntryOf<K>, index: number) => string;
}

const EXPERIENCE_BLOCK: EntryBlockSpec<'experience'> = {
  kind: 'experience',
  title: 'Experience',
  noun: 'experience',
  addLabel: 'Add experience',
  deletedItem: 'Experience',
  deletedBullet: 'Bullet point',
  fields: [
    { field: 'job_title', label: 'Job title', toggle: 'job title', wide: true, wrap: true },
    { field: 'company', label: 'Company', toggle: 'company', wide: true, wrap: true },
    { field: 'location', label: 'Location', toggle: 'location' },
    { field: 'dates', label: 'Dates', toggle: 'dates' },
  ],
  name: (e, index) => e.job_title.trim() || e.company.trim() || `experience ${index + 1}`,
};

const PROJECTS_BLOCK: EntryBlockSpec<'projects'> = {
  kind: 'projects',
  title: 'Projects',
  noun: 'project',
  addLabel: 'Add project',
  deletedItem: 'Project',
  deletedBullet: 'Project bullet point',
  fields: [
    { field: 'title', label: 'Project title', wide: true, wrap: true },
    { field: 'link', label: 'Project link', type: 'url', placeholder: LINK_PLACEHOLDER },
    { field: 'description', label: 'Description', wide: true },
  ],
  name: (p, index) => p.title.trim() || `project ${index + 1}`,
};

type EntryFlagsView = { visible?: boolean; bullet_points?: Record<string, boolean> } & Partial<
  Record<ExperienceField, boolean>
>;

function EntriesSectionInner<K extends EntryKind>({
  spec,
  entries,
  flags,
  visible,
  update,
  remove,
}: {
  spec: EntryBlockSpec<K>;
  entries: EntryOf<K>[];
  flags: Record<string, EntryFlagsView>;
  visible: boolean;
} & Handlers) {
  const { kind, noun } = spec;
  return (
    <EditorSection
      title={spec.title}
      visible={visible}
      onVisibleChange={(on) => update((r) => edit.setSectionVisible(r, kind, on))}
    >
      {entries.map((entry, index) => {
        const name = spec.name(entry, index);
        const context = `${noun} ${index + 1}`;
        const f = flags[String(index)];
        const shown = f?.visible !== false;
        return (
          <fieldset key={index} className={cn('grid gap-3 rounded-lg border p-3', !shown && 'bg-muted/40')}>
            <legend className="sr-only">{name}</legend>
            <div className="flex min-w-0 items-center gap-2">
              <VisibilitySwitch
                label={`Show ${noun} ${name}`}
                checked={shown}
                onCheckedChange={(on) => update((r) => edit.setEntryVisible(r, kind, index, on))}
              />
              <span
                className={cn('min-w-0 flex-1 text-sm font-medium wrap-anywhere', !shown && 'opacity-60')}
                aria-hidden="true"
              >
                {name}
              </span>
              <DeleteButton
                label={`Delete ${noun} ${name}`}
                onClick={() => remove(spec.deletedItem, (r) => edit.removeEntry(r, kind, index))}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {spec.fields.map(({ field, label, toggle, type, placeholder, wide, wrap }) => {
                const switched = toggle ? f?.[field as ExperienceField] !== false : true;
                return (
                  <div
                    key={String(field)}
                    className={cn('flex min-w-0 items-end gap-2', wide && 'sm:col-span-2')}
                  >
                    <Field
                      className="min-w-0 flex-1"
                      label={label}
                      context={context}
                      type={type}
                      placeholder={placeholder}
                      wrap={wrap}
                      value={String(entry[field as keyof EntryOf<K>])}
                      hidden={!shown || !switched}
                      onValueChange={(value) =>
                        update((r) => edit.setEntryField(r, kind, index, field, value))
                      }
                    />
                    {toggle && (
                      <div className="pb-2">
                        <VisibilitySwitch
                          label={`Show ${toggle} of ${name}`}
                          checked={switched}
                          onCheckedChange={(on) =>
                            update((r) =>
                              edit.setExperienceFieldVisible(r, index, field as ExperienceField, on),
                            )
                          }
                        />
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
            <ul className="grid gap-2" aria-label={`Bullet points of ${name}`}>
              {entry.bullet_points.map((bullet, b) => (
                <BulletRow
                  key={b}
                  index={b}
                  owner={name}
                  context={context}
                  value={bullet}
                  visible={edit.isFlagOn(f?.bullet_points ?? {}, b)}
                  onValueChange={(value) => update((r) => edit.setBullet(r, kind, index, b, value))}
                  onVisibleChange={(on) => update((r) => edit.setBulletVisible(r, kind, index, b, on))}
                  onDelete={() => remove(spec.deletedBullet, (r) => edit.removeBullet(r, kind, index, b))}
                />
              ))}
            </ul>
            <AddButton
              label={`Add bullet to ${name}`}
              onClick={() => update((r) => edit.addBullet(r, kind, index))}
            >
              Add bullet
            </AddButton>
          </fieldset>
        );
      })}
      <AddButton onClick={() => update((r) => edit.addEntry(r, kind))}>{spec.addLabel}</AddButton>
    </EditorSection>
  );
}

const EntriesSection = memo(EntriesSectionInner) as typeof EntriesSectionInner;

const educationName = (e: Education, index: number) =>
  e.degree.trim() || e.school.trim() || `education ${index + 1}`;

const EDUCATION_FIELDS = [
  { field: 'degree', label: 'Degree', wide: true },
  { field: 'school', label: 'School', wide: true },
  { field: 'location', label: 'Location' },
  { field: 'dates', label: 'Dates' },
  { field: 'gpa', label: 'GPA (optional)' },
] as const;

const EducationSection = memo(function EducationSection({
  education,
  visible,
  update,
  remove,
}: {
  education: Education[];
  visible: boolean;
} & Handlers) {
  return (
    <EditorSection
      title="Education"
      visible={visible}
      onVisibleChange={(on) => update((r) => edit.setSectionVisible(r, 'education', on))}
    >
      {education.map((entry, index) => {
        const name = educationName(entry, index);
        return (
          <fieldset key={index} className="grid gap-3 rounded-lg border p-3">
            <legend className="sr-only">{name}</legend>
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 text-sm font-medium wrap-anywhere" aria-hidden="true">
                {name}
              </span>
              <DeleteButton
                label={`Delete education ${name}`}
                onClick={() => remove('Education', (r) => edit.removeEducation(r, index))}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {EDUCATION_FIELDS.map(({ field, label, ...shape }) => (
                <Field
                  key={field}
                  className={'wide' in shape ? 'sm:col-span-2' : undefined}
                  wrap={'wide' in shape}
                  label={label}
                  context={`education ${index + 1}`}
                  value={entry[field]}
                  onValueChange={(value) => update((r) => edit.setEducationField(r, index, field, value))}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <AddButton onClick={() => update(edit.addEducation)}>Add education</AddButton>
    </EditorSection>
  );
});

/**
 * A section of one-line items, each with its own switch and delete button: skills and certifications. `noun`
 * names an item for the switch, the delete button and the undo toast.
 */
function SwitchedListSection<T>({
  title,
  section,
  items,
  flags,
  visible,
  noun,
  deleted,
  addLabel,
  onAdd,
  onToggle,
  onRemove,
  fields,
  update,
  remove,
}: {
  title: string;
  section: 'skills' | 'certifications';
  items: T[];
  flags: Record<string, boolean>;
  visible: boolean;
  noun: (item: T, index: number) => string;
  deleted: string;
  addLabel: string;
  onAdd: (r: EditorResume) => EditorResume;
  onToggle: (r: EditorResume, index: number, on: boolean) => EditorResume;
  onRemove: (r: EditorResume, index: number) => [EditorResume, Undo];
  fields: (item: T, index: number, shown: boolean) => React.ReactNode;
} & Handlers) {
  return (
    <EditorSection
      title={title}
      visible={visible}
      onVisibleChange={(on) => update((r) => edit.setSectionVisible(r, section, on))}
    >
      <ul className="grid gap-3">
        {items.map((item, index) => {
          const name = noun(item, index);
          const shown = edit.isFlagOn(flags, index);
          return (
            <li key={index} className="flex min-w-0 items-end gap-2">
              <div className="pb-2">
                <VisibilitySwitch
                  label={`Show ${name}`}
                  checked={shown}
                  onCheckedChange={(on) => update((r) => onToggle(r, index, on))}
                />
              </div>
              {fields(item, index, shown)}
              <DeleteButton
                label={`Delete ${name}`}
                onClick={() => remove(deleted, (r) => onRemove(r, index))}
              />
            </li>
          );
        })}
      </ul>
      <AddButton onClick={() => update(onAdd)}>{addLabel}</AddButton>
    </EditorSection>
  );
}

const skillNoun = (skill: string, index: number) => `skill ${skill.trim() || index + 1}`;
const certificationNoun = (c: Certification, index: number) =>
  `certification ${c.name.trim() || `certification ${index + 1}`}`;

const SkillsSection = memo(function SkillsSection({
  skills,
  flags,
  visible,
  update,
  remove,
}: { skills: string[]; flags: Record<string, boolean>; visible: boolean } & Handlers) {
  return (
    <SwitchedListSection
      title="Skills"
      section="skills"
      items={skills}
      flags={flags}
      visible={visible}
      noun={skillNoun}
      deleted="Skill"
      addLabel="Add skill"
      onAdd={edit.addSkill}
      onToggle={edit.setSkillVisible}
      onRemove={edit.removeSkill}
      update={update}
      remove={remove}
      fields={(skill, index, shown) => (
        <Field
          className="min-w-0 flex-1"
          label={`Skill ${index + 1}`}
          value={skill}
          hidden={!shown}
          onValueChange={(value) => update((r) => edit.setSkill(r, index, value))}
        />
      )}
    />
  );
});

const CertificationsSection = memo(function CertificationsSection({
  certifications,
  flags,
  visible,
  update,
  remove,
}: { certifications: Certification[]; flags: Record<string, boolean>; visible: boolean } & Handlers) {
  return (
    <SwitchedListSection
      title="Certifications"
      section="certifications"
      items={certifications}
      flags={flags}
      visible={visible}
      noun={certificationNoun}
      deleted="Certification"
      addLabel="Add certification"
      onAdd={edit.addCertification}
      onToggle={edit.setCertificationVisible}
      onRemove={edit.removeCertification}
      update={update}
      remove={remove}
      fields={(cert, index, shown) => (
        <>
          <Field
            className="min-w-0 flex-1"
            label="Certification name"
            context={`certification ${index + 1}`}
            value={cert.name}
            hidden={!shown}
            onValueChange={(value) => update((r) => edit.setCertificationField(r, index, 'name', value))}
          />
          <Field
            className="w-24"
            label="Year"
            context={`certification ${index + 1}`}
            value={cert.year}
            hidden={!shown}
            onValueChange={(value) => update((r) => edit.setCertificationField(r, index, 'year', value))}
          />
        </>
      )}
    />
  );
});
