import { z } from 'zod';

/**
 * The resume document (document 2 §3). One schema serves the database column, the API contracts, the
 * parser's output, the editor, the renderers and the LLM contract, so every field is described.
 */

export const ContactSchema = z
  .object({
    email: z.string().describe('Email address, e.g. jane@example.com').default(''),
    phone: z.string().describe('Phone number as written on the resume').default(''),
    location: z.string().describe('City, region or country as written on the resume').default(''),
    link: z.string().describe('One personal link: portfolio, LinkedIn or GitHub URL').default(''),
  })
  .describe('How to reach the candidate');

export const ExperienceSchema = z
  .object({
    job_title: z.string().describe('Job title held at this employer').default(''),
    company: z.string().describe('Employer name').default(''),
    location: z.string().describe('Where the job was based').default(''),
    dates: z.string().describe('Date range as written, e.g. "Jan 2020 – Present"').default(''),
    bullet_points: z.array(z.string()).describe('Achievements and duties, one sentence each').default([]),
  })
  .describe('One job');

export const ProjectSchema = z
  .object({
    title: z.string().describe('Project name').default(''),
    description: z.string().describe('One-line description of the project').default(''),
    link: z.string().describe('URL of the project, if any').default(''),
    bullet_points: z.array(z.string()).describe('What was built or achieved').default([]),
  })
  .describe('One project');

export const EducationSchema = z
  .object({
    degree: z.string().describe('Degree or qualification, e.g. "BSc Computer Science"').default(''),
    school: z.string().describe('School, college or university').default(''),
    location: z.string().describe('Where the school is').default(''),
    dates: z.string().describe('Date range or graduation date as written').default(''),
    gpa: z.string().describe('Grade point average or grade, if stated').default(''),
  })
  .describe('One education entry');

export const CertificationSchema = z
  .object({
    name: z.string().describe('Name of the certification').default(''),
    year: z.string().describe('Year obtained, if stated').default(''),
  })
  .describe('One certification');

const flag = (what: string) => z.boolean().describe(`Whether ${what} is shown`);

export const ExperienceItemVisibilitySchema = z
  .object({
    visible: flag('the entry').default(true),
    job_title: flag('the job title').default(true),
    company: flag('the company').default(true),
    location: flag('the location').default(true),
    dates: flag('the dates').default(true),
    bullet_points: z.record(z.string(), z.boolean()).describe('Per-bullet visibility by index').default({}),
  })
  .describe('Visibility of one experience entry and its fields');

export const ProjectItemVisibilitySchema = z
  .object({
    visible: flag('the project').default(true),
    bullet_points: z.record(z.string(), z.boolean()).describe('Per-bullet visibility by index').default({}),
  })
  .describe('Visibility of one project and its bullets');

export const SectionVisibilitySchema = z
  .object({
    summary: flag('the summary section').default(true),
    skills: flag('the skills section').default(true),
    experience: flag('the experience section').default(true),
    projects: flag('the projects section').default(true),
    education: flag('the education section').default(true),
    certifications: flag('the certifications section').default(true),
    tools: flag('the tools section').default(true),
    contact: z
      .object({
        email: flag('the email').default(true),
        phone: flag('the phone').default(true),
        location: flag('the location').default(true),
        link: flag('the link').default(true),
      })
      .describe('Per-field contact visibility')
      .default({ email: true, phone: true, location: true, link: true }),
    skillItems: z.record(z.string(), z.boolean()).describe('Per-skill visibility by index').default({}),
    certificationItems: z
      .record(z.string(), z.boolean())
      .describe('Per-certification visibility by index')
      .default({}),
    experienceItems: z
      .record(z.string(), ExperienceItemVisibilitySchema)
      .describe('Per-experience visibility by index')
      .default({}),
    projectItems: z
      .record(z.string(), ProjectItemVisibilitySchema)
      .describe('Per-project visibility by index')
      .default({}),
  })
  .describe('What the preview and PDF show');

export const DisplaySettingsSchema = z
  .object({
    fontSize: z.enum(['small', 'medium', 'large']).describe('Body text size').default('medium'),
    lineSpacing: z.enum(['compact', 'normal', 'relaxed']).describe('Line spacing').default('normal'),
    margins: z.enum(['narrow', 'normal', 'wide']).describe('Page margins').default('normal'),
    headerStyle: z.enum(['standard', 'centered', 'minimal']).describe('Name block style').default('standard'),
    pageTarget: z
      .enum(['none', '1', '2'])
      .describe('Pages the resume is fitted to: "1", "2", or "none" for no limit (layout/fit.ts)')
      .default('none'),
  })
  .describe('Display settings of the rendered resume');

export const ResumeMetadataSchema = z
  .object({
    sectionVisibility: SectionVisibilitySchema.default(() => SectionVisibilitySchema.parse({})),
    displaySettings: DisplaySettingsSchema.default(() => DisplaySettingsSchema.parse({})),
  })
  .describe('Presentation settings kept with the resume; never part of the facts');

export const ResumeDataSchema = z
  .object({
    name: z.string().describe("The candidate's full name").default(''),
    contact: ContactSchema.default(() => ContactSchema.parse({})),
    summary: z.string().describe('Professional summary, a short paragraph').default(''),
    skills: z.array(z.string()).describe('Skills, one per item, e.g. "TypeScript"').default([]),
    experience: z.array(ExperienceSchema).describe('Jobs, most recent first').default([]),
    projects: z.array(ProjectSchema).describe('Projects').default([]),
    education: z.array(EducationSchema).describe('Education entries').default([]),
    certifications: z.array(CertificationSchema).describe('Certifications').default([]),
    tools: z.array(z.string()).describe('Tools and software, one per item').default([]),
    references: z.boolean().describe('Whether "Available upon request." references are shown').default(false),
    _metadata: ResumeMetadataSchema.optional(),
  })
  .describe('A resume as structured data');

export type Contact = z.infer<typeof ContactSchema>;
export type Experience = z.infer<typeof ExperienceSchema>;
export type Project = z.infer<typeof ProjectSchema>;
export type Education = z.infer<typeof EducationSchema>;
export type Certification = z.infer<typeof CertificationSchema>;
export type SectionVisibility = z.infer<typeof SectionVisibilitySchema>;
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;
export type ResumeMetadata = z.infer<typeof ResumeMetadataSchema>;
export type ResumeData = z.infer<typeof ResumeDataSchema>;

export function emptyResumeData(): ResumeData {
  return ResumeDataSchema.parse({});
}

export const SECTION_ORDER = [
  'name',
  'contact',
  'summary',
  'skills',
  'experience',
  'certifications',
  'education',
  'projects',
  'tools',
  'references',
] as const;

/** Fallback texts of document 1 §3, shown when a field is missing. */
export const FALLBACK_TEXT = {
  name: 'Full Name',
  jobTitle: 'Position',
  company: 'Company',
  degree: 'Degree',
  school: 'School',
} as const;
