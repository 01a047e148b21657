import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { guardTailoring } from './guard.ts';

const source: ResumeData = ResumeDataSchema.parse({
  name: 'Ana Núñez',
  contact: {
    email: 'ana@example.com',
    phone: '+44 20 7946 0958',
    location: 'London',
    link: 'github.com/ana',
  },
  summary: 'Backend engineer.',
  skills: ['TypeScript', 'Postgres'],
  experience: [
    {
      job_title: 'Backend Engineer',
      company: 'Acme, Inc.',
      dates: 'Jan 2020 – Present',
      bullet_points: ['Built billing APIs in Node.js on AWS', 'Ran Docker containers'],
    },
    { job_title: 'Developer', company: 'Globex', dates: '2017 – 2019', bullet_points: ['Wrote PHP'] },
  ],
  education: [{ degree: 'BSc Computer Science', school: 'UCL', dates: '2016', gpa: '3.6' }],
  certifications: [{ name: 'AWS Certified Developer', year: '2021' }],
});

/** What an over-eager LLM might answer. */
function llmAnswer(): ResumeData {
  const t = ResumeDataSchema.parse(JSON.parse(JSON.stringify(source)));
  t.name = 'Ana Nunez-Smith';
  t.skills = ['PostgreSQL', 'TypeScript', 'Node.js', 'Kubernetes', 'Docker'];
  t.experience[0]!.job_title = 'Senior Staff Engineer';
  t.experience[0]!.company = 'ACME';
  t.experience[1]!.dates = '2015 – 2019';
  t.experience.push({
    job_title: 'Platform Lead',
    company: 'Initech',
    location: '',
    dates: '2014 – 2015',
    bullet_points: ['Led Kafka migration'],
  });
  t.education[0]!.gpa = '4.0';
  t.certifications.push({ name: 'Certified Kubernetes Administrator', year: '2022' });
  t.summary = 'Backend engineer shipping TypeScript on AWS. Expert in Kubernetes and Kafka.';
  return t;
}

describe('guardTailoring', () => {
  const { resume, notes } = guardTailoring({ source, tailored: llmAnswer() });

  it('removes an invented employer', () => {
    expect(resume.experience.map((e) => e.company)).toEqual(['Acme, Inc.', 'Globex']);
    expect(notes).toContain(
      'Removed experience "Platform Lead" at "Initech": the source resume does not show it',
    );
  });

  it('reverts a changed title, employer spelling and dates', () => {
    expect(resume.experience[0]).toMatchObject({ job_title: 'Backend Engineer', company: 'Acme, Inc.' });
    expect(resume.experience[1]!.dates).toBe('2017 – 2019');
    expect(notes).toContain(
      'Reverted job title at "Acme, Inc." from "Senior Staff Engineer" to "Backend Engineer"',
    );
    expect(notes).toContain('Reverted dates at "Globex" from "2015 – 2019" to "2017 – 2019"');
  });

  it('removes a fake certification and reverts the GPA', () => {
    expect(resume.certifications).toEqual([{ name: 'AWS Certified Developer', year: '2021' }]);
    expect(resume.education[0]!.gpa).toBe('3.6');
    expect(notes).toContain(
      'Removed certification "Certified Kubernetes Administrator": the source resume does not show it',
    );
  });

  it('removes an unevidenced skill and keeps evidenced synonyms', () => {
    expect(resume.skills).toEqual(['PostgreSQL', 'TypeScript', 'Node.js', 'Docker']);
    expect(notes).toContain('Removed skill "Kubernetes": the source resume does not show it');
  });

  it('drops summary sentences that claim unshown skills, and restores the name', () => {
    expect(resume.summary).toBe('Backend engineer shipping TypeScript on AWS.');
    expect(resume.name).toBe('Ana Núñez');
  });

  it('changes nothing in a faithful answer', () => {
    expect(guardTailoring({ source, tailored: source })).toEqual({ resume: source, notes: [] });
  });
});

describe('claims in free text', () => {
  const source = normalizeResumeData({
    name: 'Sam Lee',
    summary: 'Engineer who builds reliable services.',
    skills: ['TypeScript', 'k8s'],
    experience: [
      {
        job_title: 'Software Engineer',
        company: 'Initech',
        dates: '2016 - 2022',
        bullet_points: ['Cut p95 latency by 40% for 3 services', 'Mentored 2 interns'],
      },
    ],
    projects: [
      {
        title: 'Ledger',
        description: 'A small accounting tool',
        link: 'https://ledger.example',
        bullet_points: [],
      },
    ],
    education: [{ degree: 'B.S. Computer Science', school: 'State University' }],
  });
  const job = { companyName: 'Globex', positionName: 'Senior Platform Engineer' };

  it('removes sentences and bullets that state names or numbers the source does not show', () => {
    const tailored = normalizeResumeData({
      ...source,
      summary:
        'Software Engineer with 6 years of experience in TypeScript and Kubernetes, applying for Senior Platform Engineer at Globex. Former Staff Engineer at Google with a PhD from MIT. Holds the CISSP. Has 25 years of experience.',
      experience: [
        {
          ...source.experience[0],
          bullet_points: [
            'Cut p95 latency by 40% for 3 services',
            'Promoted to VP of Engineering and managed 200 people',
            'Mentored 2 interns',
          ],
        },
      ],
      projects: [
        {
          title: 'Ledger',
          description: 'A Rust ledger used by Fortune 500 banks',
          link: 'https://evil.example',
          bullet_points: ['Won the Apple Design Award'],
        },
      ],
    });
    const { resume, notes } = guardTailoring({ source, tailored, job });
    // Every sentence failed (the first names the target employer), so the person's own summary is restored.
    expect(resume.summary).toBe(source.summary);
    expect(resume.experience[0]!.bullet_points).toEqual([
      'Cut p95 latency by 40% for 3 services',
      'Mentored 2 interns',
    ]);
    expect(resume.projects[0]).toMatchObject({
      description: 'A small accounting tool',
      link: 'https://ledger.example',
      bullet_points: [],
    });
    const text = notes.join('\n');
    for (const claim of ['Google', 'CISSP', '25', 'VP', '200', 'Rust', 'Apple'])
      expect(text).toContain(claim);
  });
});

describe('visibility after removals', () => {
  it('drops index-keyed item flags once items were removed, so none points at the wrong item', () => {
    const source = normalizeResumeData({ name: 'Sam', skills: ['TypeScript', 'SQL'] });
    const tailored = normalizeResumeData({
      name: 'Sam',
      skills: ['Kubernetes', 'TypeScript', 'SQL'],
      _metadata: { sectionVisibility: { skills: true, skillItems: { '2': false } } },
    });
    const { resume } = guardTailoring({ source, tailored });
    expect(resume.skills).toEqual(['TypeScript', 'SQL']);
    expect(resume._metadata?.sectionVisibility.skillItems).toEqual({});
    expect(resume._metadata?.sectionVisibility.skills).toBe(true);
  });
});

describe('guard v2', () => {
  const src = ResumeDataSchema.parse({
    name: 'Ana',
    summary: 'Nurse with nine years of experience.',
    skills: ['Patient assessment'],
    experience: [
      {
        job_title: 'Nurse',
        company: 'General',
        dates: 'Jan 2016 - Dec 2019',
        bullet_points: ['Cut falls by 30% in 2020 across 4 units.'],
      },
    ],
  });
  const job = {
    companyName: 'Mercy Health',
    positionName: 'Nurse',
    description: 'Requirements\n- Cerner\n- Dialysis',
  };
  const run = (summary: string, bullets = src.experience[0]!.bullet_points) =>
    guardTailoring({
      source: src,
      tailored: { ...src, summary, experience: [{ ...src.experience[0]!, bullet_points: bullets }] },
      job,
      now: new Date('2026-11-15'),
    });

  it('compares numbers as whole tokens: "20%" is not supported by "2020"', () => {
    const { resume, notes } = run(src.summary, ['Cut falls by 20% across 4 units.']);
    expect(resume.experience[0]!.bullet_points).toEqual([]);
    expect(notes.join(' ')).toContain('20%');
    expect(run(src.summary, ['Cut falls by 30% across 4 units.']).notes).toEqual([]);
  });

  it('accepts only the stated or computed years figure', () => {
    expect(run('Nurse with nine years of experience.').notes).toEqual([]);
    expect(run('Nurse with 4 years of experience.').notes).toEqual([]); // Jan 2016 – Dec 2019
    const wrong = run('Nurse with 12 years of experience. Skilled in patient assessment.');
    expect(wrong.resume.summary).toBe('Skilled in patient assessment.');
    expect(wrong.notes.join(' ')).toContain('12 years');
  });

  it('removes posting terms the resume does not show', () => {
    const { resume, notes } = run('Skilled in patient assessment. Experienced with Cerner.');
    expect(resume.summary).toBe('Skilled in patient assessment.');
    expect(notes.join(' ')).toContain('Cerner');
  });

  it('removes a sentence naming the target employer', () => {
    const { resume, notes } = run('Skilled in patient assessment. Excited to join Mercy Health.');
    expect(resume.summary).toBe('Skilled in patient assessment.');
    expect(notes.join(' ')).toMatch(/never names the employer/);
  });
});
