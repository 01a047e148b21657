import {
  type Contact,
  type Education,
  type Project,
  type ResumeData,
  type SectionVisibility,
  SectionVisibilitySchema,
} from '../resume.ts';

/** A shown experience entry. `null` marks a field the user hid (no fallback text); '' a missing one. */
export interface VisibleExperience {
  job_title: string | null;
  company: string | null;
  location: string;
  dates: string;
  bullet_points: string[];
}

/** The resume as it is shown: hidden sections, items, fields and bullets removed, empty items dropped. */
export interface VisibleResume {
  name: string;
  contact: Contact;
  summary: string;
  skills: string[];
  experience: VisibleExperience[];
  certifications: string[];
  education: Education[];
  projects: Project[];
  tools: string[];
  references: boolean;
}

const isShown = (flags: Record<string, boolean>, index: number) => flags[String(index)] !== false;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Bullet text without a glyph typed into it ("• Led…"), which the renderer draws itself. */
const cleanBullet = (s: string) => clean(s.replace(/^\s*[•·▪●◦‣∙*-]\s+/u, ''));
const bullets = (list: string[], flags: Record<string, boolean>) =>
  list.flatMap((b, i) => (isShown(flags, i) ? [cleanBullet(b)] : [])).filter(Boolean);

export function applyVisibility(data: ResumeData): VisibleResume {
  const v: SectionVisibility = data._metadata?.sectionVisibility ?? SectionVisibilitySchema.parse({});
  const c = v.contact;

  const experience = !v.experience
    ? []
    : data.experience.flatMap((e, i): VisibleExperience[] => {
        const flags = v.experienceItems[String(i)];
        if (flags?.visible === false) return [];
        if (!clean(e.job_title) && !clean(e.company)) return [];
        return [
          {
            job_title: flags?.job_title === false ? null : clean(e.job_title),
            company: flags?.company === false ? null : clean(e.company),
            location: flags?.location === false ? '' : clean(e.location),
            dates: flags?.dates === false ? '' : clean(e.dates),
            bullet_points: bullets(e.bullet_points, flags?.bullet_points ?? {}),
          },
        ];
      });

  const projects = !v.projects
    ? []
    : data.projects.flatMap((p, i): Project[] => {
        const flags = v.projectItems[String(i)];
        if (flags?.visible === false || !clean(p.title)) return [];
        return [
          {
            title: clean(p.title),
            description: clean(p.description),
            link: clean(p.link),
            bullet_points: bullets(p.bullet_points, flags?.bullet_points ?? {}),
          },
        ];
      });

  const education = !v.education
    ? []
    : data.education
        .map((e) => ({
          degree: clean(e.degree),
          school: clean(e.school),
          location: clean(e.location),
          dates: clean(e.dates),
          gpa: clean(e.gpa),
        }))
        .filter((e) => e.degree || e.school);

  const certifications = !v.certifications
    ? []
    : data.certifications.flatMap((cert, i) => {
        const name = clean(cert.name);
        if (!name || !isShown(v.certificationItems, i)) return [];
        const year = clean(cert.year);
        return [year && !name.includes(year) ? `${name} (${year})` : name];
      });

  return {
    name: clean(data.name),
    contact: {
      email: c.email ? clean(data.contact.email) : '',
      phone: c.phone ? clean(data.contact.phone) : '',
      location: c.location ? clean(data.contact.location) : '',
      link: c.link ? clean(data.contact.link) : '',
    },
    summary: v.summary ? data.summary.trim() : '',
    skills: v.skills
      ? data.skills.flatMap((s, i) => (isShown(v.skillItems, i) ? [clean(s)] : [])).filter(Boolean)
      : [],
    experience,
    certifications,
    education,
    projects,
    tools: v.tools ? data.tools.map(clean).filter(Boolean) : [],
    references: data.references,
  };
}
