import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { normalizeResumeData } from '../normalize.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { isItemVisible } from '../resume-items.ts';
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
  defined(t.experience[0]).job_title = 'Senior Staff Engineer';
  defined(t.experience[0]).company = 'ACME';
  defined(t.experience[1]).dates = '2015 – 2019';
  t.experience.push({
    job_title: 'Platform Lead',
    company: 'Initech',
    location: '',
    dates: '2014 – 2015',
    bullet_points: ['Led Kafka migration'],
  });
  defined(t.education[0]).gpa = '4.0';
  t.certifications.push({ name: 'Certified Kubernetes Administrator', year: '2022' });
  t.summary = 'Backend engineer shipping TypeScript on AWS. Expert in Kubernetes and Kafka.';
  // (The person's own "Backend engineer." is gone: the guard puts it back.)
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
    expect(defined(resume.experience[1]).dates).toBe('2017 – 2019');
    expect(notes).toContain(
      'Reverted job title at "Acme, Inc." from "Senior Staff Engineer" to "Backend Engineer"',
    );
    expect(notes).toContain('Reverted dates at "Globex" from "2015 – 2019" to "2017 – 2019"');
  });

  it('removes a fake certification and reverts the GPA', () => {
    expect(resume.certifications).toEqual([{ name: 'AWS Certified Developer', year: '2021' }]);
    expect(defined(resume.education[0]).gpa).toBe('3.6');
    expect(notes).toContain(
      'Removed certification "Certified Kubernetes Administrator": the source resume does not show it',
    );
  });

  it('removes an unevidenced skill and keeps evidenced synonyms', () => {
    expect(resume.skills).toEqual(['PostgreSQL', 'TypeScript', 'Node.js', 'Docker']);
    expect(notes).toContain('Removed skill "Kubernetes": the source resume does not show it');
  });

  it("drops summary sentences that claim unshown skills, keeps the person's own, and restores the name", () => {
    expect(resume.summary).toBe('Backend engineer. Backend engineer shipping TypeScript on AWS.');
    expect(notes).toContain(
      'Restored a sentence of your own summary: a tailored summary keeps what you wrote',
    );
    expect(resume.name).toBe('Ana Núñez');
  });

  it("keeps the person's own items, whole or split, however they are punctuated", () => {
    const own = ResumeDataSchema.parse({ ...source, skills: ['Hexagon (Intergraph) CAD', 'EMD/EPD'] });
    const tailored = { ...own, skills: ['Hexagon (Intergraph) CAD', 'EMD', 'EPD'] };
    expect(guardTailoring({ source: own, tailored }).resume.skills).toEqual(tailored.skills);
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
    expect(defined(resume.experience[0]).bullet_points).toEqual([
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
  it('keeps each item its own flag when the guard removes an item before it', () => {
    const source = normalizeResumeData({ name: 'Sam', skills: ['TypeScript', 'SQL', 'Go'] });
    const tailored = normalizeResumeData({
      name: 'Sam',
      skills: ['Kubernetes', 'TypeScript', 'SQL', 'Go'],
      _metadata: { sectionVisibility: { skills: true, skillItems: { '0': true, '2': false } } },
    });
    const { resume } = guardTailoring({ source, tailored });
    expect(resume.skills).toEqual(['TypeScript', 'SQL', 'Go']);
    expect(isItemVisible(resume, 'skills', resume.skills.indexOf('SQL'))).toBe(false);
    expect(isItemVisible(resume, 'skills', resume.skills.indexOf('TypeScript'))).toBe(true);
    expect(isItemVisible(resume, 'skills', resume.skills.indexOf('Go'))).toBe(true);
    expect(resume._metadata?.sectionVisibility.skills).toBe(true);
  });

  it('moves entry and bullet flags with the entries and bullets that stay', () => {
    const job = (company: string, bullets: string[]) => ({
      company,
      job_title: 'Engineer',
      dates: '2020 - 2022',
      location: '',
      bullet_points: bullets,
    });
    const source = normalizeResumeData({
      name: 'Sam',
      experience: [job('Acme', ['Built the billing service', 'Ran the on-call rota'])],
      certifications: [{ name: 'AWS Solutions Architect', year: '2021' }],
    });
    const hiddenEntry = { visible: false, job_title: false, company: false, location: false, dates: false };
    const tailored = normalizeResumeData({
      name: 'Sam',
      experience: [
        job('Invented Corp', ['Did things']),
        job('Acme', ['Led the Google partnership', 'Built the billing service', 'Ran the on-call rota']),
      ],
      certifications: [
        { name: 'CISSP', year: '2020' },
        { name: 'AWS Solutions Architect', year: '2021' },
      ],
      _metadata: {
        sectionVisibility: {
          experienceItems: {
            '0': { ...hiddenEntry, bullet_points: {} },
            '1': { ...hiddenEntry, visible: true, bullet_points: { '1': false, '2': true } },
          },
          certificationItems: { '1': false },
        },
      },
    });
    const { resume, notes } = guardTailoring({ source, tailored });
    expect(notes.join('\n')).toContain('Invented Corp');
    expect(resume.experience.map((j) => j.company)).toEqual(['Acme']);
    expect(defined(resume.experience[0]).bullet_points).toEqual([
      'Built the billing service',
      'Ran the on-call rota',
    ]);
    expect(isItemVisible(resume, 'experience', 0)).toBe(true);
    const bullets = { bulletsOf: 'experience', entry: 0 } as const;
    expect(isItemVisible(resume, bullets, 0)).toBe(false);
    expect(isItemVisible(resume, bullets, 1)).toBe(true);
    expect(resume.certifications.map((c) => c.name)).toEqual(['AWS Solutions Architect']);
    expect(isItemVisible(resume, 'certifications', 0)).toBe(false);
  });
});

describe('the guard keeps a model to the house rules', () => {
  const person = normalizeResumeData({
    name: 'Lee Park',
    summary: 'Warehouse supervisor who keeps people safe and trucks on time.',
    skills: ['Forklift', 'Excel'],
    experience: [
      {
        job_title: 'Warehouse Supervisor',
        company: 'ColdCo',
        dates: 'Jan 2020 - Present',
        bullet_points: [
          'Cut mispicks 30% with RF scanner audits in Manhattan WMS.',
          'Trained 14 associates.',
        ],
      },
    ],
  });
  const job = {
    companyName: 'Northline',
    positionName: 'Operations Manager',
    description:
      'Requirements\n- Manhattan WMS\n- RF scanners\n- Excel\n- Forklift certification\n- OSHA\n- Lean\n- Labor planning\n- Kronos\n- Illinois',
  };
  const answer = (patch: Partial<ResumeData>) => ({ ...person, ...patch });
  const guard = (patch: Partial<ResumeData>) =>
    guardTailoring({ source: person, tailored: answer(patch), job });

  it('refuses a new sentence listing more than three things, and "Also brings"', () => {
    const { resume, notes } = guard({
      summary: `${person.summary} Skilled in Excel, Manhattan WMS, RF scanners and forklifts. Also brings grit.`,
    });
    expect(resume.summary).toBe(person.summary);
    expect(notes.join(' ')).toMatch(/lists 4 things/);
    expect(notes.join(' ')).toMatch(/"also brings"/);
  });

  it("refuses a cliché the person never used, a years figure they never claimed, and the posting's title", () => {
    for (const sentence of [
      'Spearheaded safety audits across sites.',
      'Brings 12 years of warehouse experience.',
      'An Operations Manager who delivers.',
    ]) {
      const { resume } = guard({ summary: `${person.summary} ${sentence}` });
      expect(resume.summary).toBe(person.summary);
    }
  });

  it('keeps one plain new sentence naming proven skills', () => {
    const summary = `${person.summary} Experience includes Manhattan WMS and RF scanners.`;
    expect(guard({ summary })).toEqual({ resume: answer({ summary }), notes: [] });
  });

  it('refuses junk skills with the reason, and keeps proven ones', () => {
    const { resume, notes } = guard({
      skills: ['Forklift', 'Excel', 'Manhattan WMS', 'Illinois', 'Two', 'Kronos'],
    });
    expect(resume.skills).toEqual(['Forklift', 'Excel', 'Manhattan WMS']);
    expect(notes).toContain('Removed skill "Illinois": a place');
    expect(notes).toContain('Removed skill "Kronos": your resume does not show it');
  });

  it('puts back a reworded bullet that lost a fact, and a bullet left out', () => {
    const reworded = {
      ...defined(person.experience[0]),
      bullet_points: ['Cut mispicks with RF scanner audits in Manhattan WMS.'],
    };
    const { resume, notes } = guard({ experience: [reworded] });
    expect(defined(resume.experience[0]).bullet_points).toEqual(defined(person.experience[0]).bullet_points);
    expect(notes).toContain('Restored your bullet at "ColdCo": the rewrite dropped "30%"');
    expect(notes).toContain('Put back a bullet at "ColdCo" the rewrite left out');
  });

  it('keeps the summary exactly on a weak match', () => {
    const far = {
      companyName: 'Acme',
      positionName: 'Account Executive',
      description: 'Requirements\n- Salesforce\n- Cold calling\n- HubSpot\n- Negotiation',
    };
    const { resume } = guardTailoring({
      source: person,
      tailored: answer({ summary: 'Sales-minded supervisor. Experience includes Excel and forklifts.' }),
      job: far,
    });
    expect(resume.summary).toBe(person.summary);
  });
});

describe('guardTailoring: the resume\u2019s own employer in a written summary (decision 137)', () => {
  it('keeps a summary sentence naming the employer, though the posting names another "St."', () => {
    const aide = ResumeDataSchema.parse({
      summary: '',
      experience: [
        {
          job_title: 'Rehab Aide',
          company: 'St. Brigid Rehabilitation Hospital',
          dates: 'Mar 2020 – Present',
          bullet_points: ['Set up therapy gyms and transport patients to sessions'],
        },
      ],
    });
    const summary =
      'Rehab Aide at St. Brigid Rehabilitation Hospital, with 6 years of experience as an aide.';
    const { resume, notes } = guardTailoring({
      source: aide,
      tailored: { ...aide, summary },
      job: {
        companyName: 'Northgate Therapy',
        positionName: 'Therapy Aide',
        description: 'Requirements\n- Transport patients to therapy\n- Cover shifts at St. Anselm Clinic',
      },
      now: new Date('2026-11-15T00:00:00Z'),
    });
    expect(notes).toEqual([]);
    expect(resume.summary).toBe(summary);
  });
});
