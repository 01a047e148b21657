import type { ResumeData } from '@tailor/core/resume';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="border-b border-slate-300 pb-1 text-sm font-bold tracking-wide text-slate-900 uppercase">
        {title}
      </h3>
      <div className="mt-2 grid gap-3">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  const shown = items.filter((item) => item.trim());
  if (shown.length === 0) return null;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {shown.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function joined(parts: string[], separator = ' · '): string {
  return parts.filter((part) => part.trim()).join(separator);
}

function href(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

/** The tailored resume as a simple read-only page; sections hidden by the user's visibility flags stay out. */
export function TailoredResumeDocument({ resume }: { resume: ResumeData }) {
  const visible = resume._metadata?.sectionVisibility;
  const show = (
    section: 'summary' | 'skills' | 'experience' | 'projects' | 'education' | 'certifications' | 'tools',
  ) => visible?.[section] !== false;
  const { contact } = resume;

  return (
    <article
      aria-label="Tailored resume"
      className="w-full max-w-[794px] rounded-xl border bg-white p-8 text-sm leading-relaxed text-slate-800 shadow-sm sm:p-10"
    >
      <h2 className="text-2xl font-bold text-slate-900">{resume.name || 'Full Name'}</h2>
      <p className="mt-1 text-slate-600">
        {joined([contact.email, contact.phone, contact.location])}
        {contact.link && (
          <>
            {(contact.email || contact.phone || contact.location) && ' · '}
            <a
              href={href(contact.link)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-blue-700 underline"
            >
              {contact.link}
            </a>
          </>
        )}
      </p>

      {show('summary') && resume.summary && (
        <Section title="Summary">
          <p>{resume.summary}</p>
        </Section>
      )}

      {show('skills') && resume.skills.length > 0 && (
        <Section title="Skills">
          <p>{resume.skills.join(', ')}</p>
        </Section>
      )}

      {show('experience') && resume.experience.length > 0 && (
        <Section title="Experience">
          {resume.experience.map((job, index) => (
            <div key={index}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p className="font-semibold text-slate-900">
                  {job.job_title || 'Position'}
                  {job.company && <span className="font-normal"> — {job.company}</span>}
                </p>
                <p className="text-xs text-slate-500">{joined([job.location, job.dates])}</p>
              </div>
              <Bullets items={job.bullet_points} />
            </div>
          ))}
        </Section>
      )}

      {show('projects') && resume.projects.length > 0 && (
        <Section title="Projects">
          {resume.projects.map((project, index) => (
            <div key={index}>
              <p className="font-semibold text-slate-900">
                {project.title || 'Project'}
                {project.link && (
                  <a
                    href={href(project.link)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="ml-2 text-xs font-normal text-blue-700 underline"
                  >
                    {project.link}
                  </a>
                )}
              </p>
              {project.description && <p>{project.description}</p>}
              <Bullets items={project.bullet_points} />
            </div>
          ))}
        </Section>
      )}

      {show('education') && resume.education.length > 0 && (
        <Section title="Education">
          {resume.education.map((entry, index) => (
            <div key={index} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p>
                <span className="font-semibold text-slate-900">{entry.degree || 'Degree'}</span>,{' '}
                {entry.school || 'School'}
                {entry.gpa && <span className="text-slate-600"> (GPA {entry.gpa})</span>}
              </p>
              <p className="text-xs text-slate-500">{joined([entry.location, entry.dates])}</p>
            </div>
          ))}
        </Section>
      )}

      {show('certifications') && resume.certifications.length > 0 && (
        <Section title="Certifications">
          <Bullets items={resume.certifications.map((c) => (c.year ? `${c.name} (${c.year})` : c.name))} />
        </Section>
      )}

      {show('tools') && resume.tools.length > 0 && (
        <Section title="Tools">
          <p>{resume.tools.join(', ')}</p>
        </Section>
      )}

      {resume.references && (
        <Section title="References">
          <p>Available upon request.</p>
        </Section>
      )}
    </article>
  );
}
