import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { isItemVisible } from '../resume-items.ts';
import { guardTailoring } from './guard.ts';
import { tailorOffline } from './offline-engine.ts';
import { workHistoryYears } from './summary-writer.ts';
import { finalizeTailoring } from './tailor.ts';

const resume: ResumeData = ResumeDataSchema.parse({
  name: 'Sam Lee',
  summary: 'Engineer who loves hiking. I build reliable APIs with TypeScript.',
  skills: ['Javascript', 'Figma', 'postgres', 'TypeScript', 'javascript'],
  tools: ['Terraform'],
  experience: [
    {
      job_title: 'Backend Engineer',
      company: 'Acme',
      dates: 'Mar 2019 – Present',
      bullet_points: [
        '• Organised the team offsite',
        'Moved billing to AWS Lambda and Kafka',
        '  Wrote docs  ',
      ],
    },
    {
      job_title: 'Developer',
      company: 'Globex',
      dates: 'Jan 2016 – Feb 2019',
      bullet_points: ['Built React pages'],
    },
  ],
  projects: [
    { title: 'Recipe app', bullet_points: ['A cooking site'] },
    { title: 'Queue lib', bullet_points: ['Kafka consumer library in Go and TypeScript'] },
  ],
  education: [{ degree: 'BSc', school: 'UCL', dates: '2015' }],
});

const job = {
  companyName: 'Northwind',
  positionName: 'Senior Platform Engineer',
  description:
    'Requirements\n- TypeScript and PostgreSQL\n- Kafka\n- AWS\nNice to have\n- Terraform\n- Kubernetes',
};

describe('tailorOffline', () => {
  const now = new Date('2026-11-15T00:00:00Z');
  const { resume: out, changes } = tailorOffline({ resume, job, now });

  it('puts matched skills first, surfaces evidenced keywords, never unevidenced ones', () => {
    expect(out.skills.slice(0, 2)).toEqual(['TypeScript', 'PostgreSQL (postgres)']);
    expect(out.skills).toContain('Kafka');
    expect(out.skills).not.toContain('Kubernetes');
    expect(changes.skill_changes).toContain('Added "Kafka" (shown in your experience at Acme)');
    expect(changes.summary_of_changes.key_modifications).toContain(
      'Listed 2 skills your experience already shows: Kafka and AWS',
    );
  });

  it("cleans skills for ATS: the person's own names, the posting's beside them, no duplicates", () => {
    expect(out.skills.filter((s) => /javascript/i.test(s))).toEqual(['Javascript']);
    expect(out.skills).toContain('Figma');
    expect(changes.skill_changes).toContain(
      'Showed "postgres" as "PostgreSQL (postgres)": the posting\'s name, yours beside it',
    );
  });

  it("leaves an item that already holds the posting's name as it is", () => {
    const designer = ResumeDataSchema.parse({
      skills: ['Adobe InDesign', 'Adobe Photoshop'],
      experience: [
        {
          job_title: 'Art Teacher',
          company: 'Lincoln Elementary',
          dates: '2016 - Present',
          bullet_points: ['Laid out the yearbook in Adobe InDesign and edited photos in Adobe Photoshop.'],
        },
      ],
    });
    const prepress = {
      companyName: 'Riverbend Printing',
      positionName: 'Prepress Technician',
      description: 'Requirements\n- InDesign, Illustrator and Photoshop\n- Preflight and imposition',
    };
    const tailored = tailorOffline({ resume: designer, job: prepress, now });
    expect(tailored.resume.skills).toEqual(expect.arrayContaining(['Adobe InDesign', 'Adobe Photoshop']));
    expect(tailored.resume.skills.join(' | ')).not.toMatch(/\(Adobe/);
  });

  it('orders bullets and projects by relevance, stable for ties, and strips glyphs', () => {
    expect(defined(out.experience[0]).bullet_points).toEqual([
      'Moved billing to AWS Lambda and Kafka',
      'Organised the team offsite',
      'Wrote docs',
    ]);
    expect(out.projects.map((p) => p.title)).toEqual(['Queue lib', 'Recipe app']);
  });

  it("keeps the summary in the person's voice: every own sentence, nothing added", () => {
    expect(out.summary).toBe('Engineer who loves hiking. I build reliable APIs with TypeScript.');
    expect(out.summary).not.toMatch(/Northwind|Platform Engineer|years|Also brings/i);
  });

  it('reports the gaps apart from what it listed, and never inserts a gap', () => {
    // Only Kafka and AWS are new: TypeScript and postgres were the person's own items, so they are not "added".
    expect(changes.evidence).toEqual({
      listed: ['TypeScript', 'PostgreSQL (postgres)', 'Kafka', 'AWS'],
      added: ['Kafka', 'AWS'],
      gaps: ['Kubernetes'],
      weak_match: false,
    });
    expect(JSON.stringify(out)).not.toMatch(/Kubernetes/);
  });

  it('never changes employers, titles, dates or schools', () => {
    expect(out.experience.map((e) => [e.company, e.job_title, e.dates])).toEqual(
      resume.experience.map((e) => [e.company, e.job_title, e.dates]),
    );
    expect(out.education).toEqual(resume.education);
    expect(guardTailoring({ source: resume, tailored: out, job }).notes).toEqual([]);
  });

  it('explains every change and reports the match', () => {
    expect(changes.engine).toEqual({ kind: 'rules' });
    expect(changes.summary_of_changes.changes.length).toBeGreaterThan(4);
    expect(changes.summary_of_changes.changes.every((c) => c.explanation !== '')).toBe(true);
    expect(defined(changes.match).after.score).toBeGreaterThan(defined(changes.match).before.score);
    expect(defined(changes.match).after.missing).toContain('Kubernetes');
  });

  it('is deterministic', () => {
    expect(tailorOffline({ resume, job })).toEqual(tailorOffline({ resume, job }));
  });

  it('honours the settings', () => {
    const plain = tailorOffline({ resume, job, settings: { matchKeywords: false, optimizeAts: false } });
    expect(plain.resume.skills).not.toContain('Kafka');
    expect(plain.resume.skills.join(' ')).toContain('postgres');
    expect(defined(plain.resume.experience[0]).bullet_points).toContain('• Organised the team offsite');
  });

  it('passes the guard untouched when finalized', () => {
    const final = finalizeTailoring(resume, tailorOffline({ resume, job }), job);
    expect(final.changes.guard_notes).toEqual([]);
  });
});

describe('workHistoryYears', () => {
  it('spans the dated jobs, overlaps merged, Present read as today, education left out', () => {
    expect(workHistoryYears(resume, new Date('2026-11-15T00:00:00Z'))).toBe(10); // Jan 2016 – Nov 2026
    const undated = ResumeDataSchema.parse({ experience: [{ job_title: 'Chef', company: 'X', dates: '' }] });
    expect(workHistoryYears(undated, new Date())).toBeUndefined();
  });
});

describe('tailorOffline keeps each item its own visibility', () => {
  const flagged: ResumeData = ResumeDataSchema.parse({
    ...resume,
    skills: ['Figma', 'postgres', 'Javascript, SQL', 'TypeScript', 'javascript'],
    experience: [
      {
        ...defined(resume.experience[0]),
        bullet_points: [
          '• Organised the team offsite',
          '   ',
          'Moved billing to AWS Lambda and Kafka',
          '  Wrote docs  ',
        ],
      },
      defined(resume.experience[1]),
    ],
    _metadata: {
      sectionVisibility: {
        skillItems: { '0': false, '1': true, '2': false, '3': true },
        experienceItems: {
          '0': {
            visible: true,
            job_title: true,
            company: true,
            location: true,
            dates: true,
            bullet_points: { '0': false, '1': false, '2': true, '3': true },
          },
        },
        projectItems: {
          '0': { visible: false, bullet_points: {} },
          '1': { visible: true, bullet_points: {} },
        },
      },
    },
  });
  const { resume: out } = tailorOffline({ resume: flagged, job, now: new Date('2026-11-15T00:00:00Z') });
  const shown = (list: 'skills', text: string) => {
    const index = out[list].indexOf(text);
    expect(index).toBeGreaterThanOrEqual(0);
    return isItemVisible(out, list, index);
  };

  it('after skills are split, deduplicated, renamed, surfaced and reordered', () => {
    expect(shown('skills', 'Figma')).toBe(false);
    expect(shown('skills', 'Javascript')).toBe(false);
    expect(shown('skills', 'SQL')).toBe(false);
    expect(shown('skills', 'PostgreSQL (postgres)')).toBe(true);
    expect(shown('skills', 'TypeScript')).toBe(true);
    expect(shown('skills', 'Kafka')).toBe(true); // surfaced: a new item is shown
  });

  it('after bullets are cleaned (a blank one dropped) and reordered', () => {
    const bullets = defined(out.experience[0]).bullet_points;
    expect(bullets).toEqual([
      'Moved billing to AWS Lambda and Kafka',
      'Organised the team offsite',
      'Wrote docs',
    ]);
    const list = { bulletsOf: 'experience', entry: 0 } as const;
    expect(bullets.map((_, i) => isItemVisible(out, list, i))).toEqual([true, false, true]);
  });

  it('after projects are reordered', () => {
    expect(out.projects.map((p) => p.title)).toEqual(['Queue lib', 'Recipe app']);
    expect([isItemVisible(out, 'projects', 0), isItemVisible(out, 'projects', 1)]).toEqual([true, false]);
  });
});

describe('skills items the person wrote as one phrase', () => {
  it('keeps a coordinated phrase whole and splits a plain list', () => {
    const lender = ResumeDataSchema.parse({
      skills: ['Conventional, FHA, VA and USDA loans', 'SOC 1 / SOC 2 report reviews', 'Encompass, Excel'],
    });
    const job = {
      companyName: 'Acme',
      positionName: 'Loan Officer',
      description: 'Requirements\n- Encompass',
    };
    const { resume: out } = tailorOffline({ resume: lender, job });
    expect(out.skills).toEqual(
      expect.arrayContaining([
        'Conventional, FHA, VA and USDA loans',
        'SOC 1 / SOC 2 report reviews',
        'Encompass',
        'Excel',
      ]),
    );
    expect(out.skills).toHaveLength(4);
  });

  it('reads each part of a semicolon on its own, and keeps "including …" with the phrase before it', () => {
    const clerk = ResumeDataSchema.parse({
      skills: [
        'Criminal, civil and family procedure; legal terminology',
        'Rebacking and board reattachment, including joint tacketing',
        'GRIB2 and NetCDF; wgrib2, CDO',
      ],
    });
    const job = {
      companyName: 'Acme',
      positionName: 'Clerk',
      description: 'Requirements\n- Legal terminology',
    };
    const { resume: out } = tailorOffline({ resume: clerk, job });
    expect(out.skills).toEqual(
      expect.arrayContaining([
        'Criminal, civil and family procedure',
        'Legal terminology',
        'Rebacking and board reattachment, including joint tacketing',
        'wgrib2',
      ]),
    );
    expect(out.skills).not.toContain('Wgrib2');
    expect(out.skills).toHaveLength(6);
  });

  it('splits a list only between its items, never inside brackets, nor under a label that is a skill', () => {
    const analyst = ResumeDataSchema.parse({
      skills: [
        'Python (pandas, matplotlib), Excel (Solver, VBA basics)',
        'AWS (Batch, S3), Slurm',
        'Individually ventilated cages [Tecniplast GM500, Lab Products rack systems]',
        'Networking: Cisco switches, VLANs; Windows Server',
      ],
    });
    const job = { companyName: 'Acme', positionName: 'Analyst', description: 'Requirements\n- Excel' };
    const { resume: out } = tailorOffline({ resume: analyst, job });
    expect([...out.skills].sort()).toEqual(
      [
        'AWS (Batch, S3)',
        'Excel (Solver, VBA basics)',
        'Python (pandas, matplotlib)',
        'Slurm',
        'Individually ventilated cages [Tecniplast GM500, Lab Products rack systems]',
        'Networking: Cisco switches, VLANs; Windows Server',
      ].sort(),
    );
  });
});

describe('skills items under a label', () => {
  it('drops a category label before names, keeps one the values need, and keeps a list capitalised', () => {
    const developer = ResumeDataSchema.parse({
      skills: [
        'Languages: C#, Python',
        'Gameplay systems: combat, abilities, character controllers',
        'Color correction, balayage, extensions',
      ],
    });
    const job = { companyName: 'Acme', positionName: 'Developer', description: 'Requirements\n- C#' };
    const { resume: out } = tailorOffline({ resume: developer, job });
    expect([...out.skills].sort()).toEqual(
      [
        'C#',
        'Python',
        'Gameplay systems: combat, abilities, character controllers',
        'Color correction',
        'Balayage',
        'Extensions',
      ].sort(),
    );
  });

  it('keeps a label a list of its own kind needs, and a word cut at its hyphen with its phrase (decision 103)', () => {
    const specialist = ResumeDataSchema.parse({
      skills: [
        'Period jewelry: Georgian, Victorian, Edwardian',
        'Pre-, intra- and post-treatment assessment: vitals, weights, access checks',
        'Software: Dolphin Imaging, Dentrix',
      ],
    });
    const job = { companyName: 'Acme', positionName: 'Specialist', description: 'Requirements\n- Dentrix' };
    const { resume: out } = tailorOffline({ resume: specialist, job });
    expect([...out.skills].sort()).toEqual(
      [
        'Period jewelry: Georgian, Victorian, Edwardian',
        'Pre-, intra- and post-treatment assessment: vitals, weights, access checks',
        'Dolphin Imaging',
        'Dentrix',
      ].sort(),
    );
  });
});

describe('skills items a tailoring must not garble (decision 111)', () => {
  it('keeps a field of work with its parts, and slashes that give other names inside a phrase', () => {
    const technician = ResumeDataSchema.parse({
      skills: [
        'Aftertreatment: DPF, SCR, DEF dosing',
        'Cummins ISX / X15 and Detroit DD13 / DD15',
        'Fleetio',
      ],
    });
    const job = {
      companyName: 'Acme',
      positionName: 'Diesel Technician',
      description:
        'Requirements\n- Aftertreatment systems\n- Cummins X15 and Detroit DD15 engines\n- Fleetio',
    };
    const { resume: out, changes } = tailorOffline({ resume: technician, job });
    expect([...out.skills].sort()).toEqual(
      ['Aftertreatment: DPF, SCR, DEF dosing', 'Cummins ISX / X15 and Detroit DD13 / DD15', 'Fleetio'].sort(),
    );
    expect(changes.evidence?.added).toEqual([]);
  });
});

describe('skills items under a dashed label, and a credential listed twice (decision 148)', () => {
  it('keeps a list under a dashed label whole, and adds no credential the list already holds in another form', () => {
    const technician = ResumeDataSchema.parse({
      skills: ['Electrical calibration – Fluke 5522A, 8508A', 'Forklift certified'],
      experience: [
        {
          job_title: 'Calibration Technician',
          company: 'Metrolab',
          dates: '2019 - Present',
          bullet_points: ['Calibrate multimeters on the Fluke 5522A.', 'Drove the forklift in the stores.'],
        },
      ],
      certifications: [{ name: 'Forklift operator certification', year: '2021' }],
    });
    const job = {
      companyName: 'Acme',
      positionName: 'Calibration Technician',
      description: 'Requirements\n- Fluke 5522A\n- Forklift certification',
    };
    const { resume: out, changes } = tailorOffline({ resume: technician, job });
    expect([...out.skills].sort()).toEqual(
      ['Electrical calibration – Fluke 5522A, 8508A', 'Forklift certified'].sort(),
    );
    expect(changes.evidence?.added).toEqual([]);
  });
});

describe('the result screen’s two lists', () => {
  const person = ResumeDataSchema.parse({
    name: 'Dana Ruiz',
    summary: '',
    skills: ['Wet and dry sprinkler systems'],
    experience: [
      {
        job_title: 'Fire Sprinkler Inspector',
        company: 'Metro Fire Protection',
        dates: '2016 – Present',
        bullet_points: [
          'Inspect and test initiating devices and notification appliances on 300 fire alarm systems a year.',
          'Drafted plan and profile sheets for 40 sprinkler retrofits.',
          'Backflow testing on our sites is done by a licensed backflow subcontractor.',
        ],
      },
    ],
    certifications: [{ name: 'FAA Part 107 Remote Pilot Certificate', year: '2021' }],
  });
  const posting = {
    companyName: 'Summit Fire',
    positionName: 'Senior Fire Sprinkler Inspector',
    description:
      'Requirements\n- Inspect and test initiating devices and notification appliances\n- Plan and profile sheets\n- Backflow testing\n- FAA Part 107 Remote Pilot Certificate\n- Wet and dry sprinkler systems',
  };
  const { resume, changes } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
  const added = resume.skills.filter((s) => !person.skills.includes(s));

  it('shows every added skill under "now listed", and says which ones it added', () => {
    expect(added.length).toBeGreaterThan(0);
    for (const item of added) expect(changes.evidence?.listed).toContain(item);
    expect(changes.evidence?.added).toEqual(added);
  });

  it("reports work the resume names only as someone else's as a gap, first, and says why", () => {
    expect(changes.evidence?.gaps[0]).toBe('Backflow testing');
    expect(changes.evidence?.notes).toContainEqual({
      skill: 'Backflow testing',
      why: "your resume names it as someone else's, not yours",
    });
    expect(resume.skills).not.toContain('Backflow testing');
  });
});

describe('bullets about someone else’s work', () => {
  it('are not moved up for the posting’s words they name (decision 108)', () => {
    const person = ResumeDataSchema.parse({
      name: 'Thanh Brook',
      summary: '',
      skills: [],
      experience: [
        {
          job_title: 'Equipment Technician',
          company: 'Cascadia Silicon',
          dates: '2019 – Present',
          bullet_points: [
            'Repair clamp faults on the etch chambers.',
            'SPC charting and FDC alarm limits stayed with the etch process engineers; I picked up the work orders they opened.',
            'Log every repair and spare part in Maximo.',
          ],
        },
      ],
    });
    const posting = {
      companyName: 'Lumen Fab',
      positionName: 'Etch Equipment Technician',
      description: 'Requirements\n- SPC\n- FDC\n- Maximo',
    };
    const { resume } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(defined(resume.experience[0]).bullet_points).toEqual([
      'Log every repair and spare part in Maximo.',
      'Repair clamp faults on the etch chambers.',
      'SPC charting and FDC alarm limits stayed with the etch process engineers; I picked up the work orders they opened.',
    ]);
  });
});

describe('a role’s headline bullet (decision 145)', () => {
  it('keeps an opening bullet that states a figure first, and moves relevant ones up beneath it', () => {
    const person = ResumeDataSchema.parse({
      name: 'Lior Benn',
      summary: '',
      skills: [],
      experience: [
        {
          job_title: 'Mortgage Underwriter',
          company: 'Harbor Credit Union',
          dates: '2018 – Present',
          bullet_points: [
            'Underwrite 70–90 conventional loan files a month with a 2% repurchase rate.',
            'Train new processors on the credit union’s checklists.',
            'Review appraisals and run DU findings for every file.',
          ],
        },
      ],
    });
    const posting = {
      companyName: 'Bayline Bank',
      positionName: 'Mortgage Underwriter',
      description: 'Requirements\n- DU findings\n- Appraisal review',
    };
    const { resume, changes } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(defined(resume.experience[0]).bullet_points).toEqual([
      'Underwrite 70–90 conventional loan files a month with a 2% repurchase rate.',
      'Review appraisals and run DU findings for every file.',
      'Train new processors on the credit union’s checklists.',
    ]);
    expect(changes.summary).toContain('up in your role at Harbor Credit Union');
  });
});

describe('the changes summary of reordered bullets', () => {
  it('says a bullet moved up, not first, when the first bullet stays first', () => {
    const person = ResumeDataSchema.parse({
      name: 'Ana Ruiz',
      summary: '',
      skills: [],
      experience: [
        {
          job_title: 'Service Advisor',
          company: 'Piedmont Motors',
          dates: '2019 – Present',
          bullet_points: [
            'Write 20 repair orders a day in CDK and sell maintenance menus.',
            'Keep the waiting room tidy.',
            'Book appointments in Xtime.',
          ],
        },
      ],
    });
    const posting = {
      companyName: 'Upstate Toyota',
      positionName: 'Service Advisor',
      description: 'Requirements\n- CDK\n- Maintenance menus\n- Xtime',
    };
    const { resume, changes } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(defined(resume.experience[0]).bullet_points[0]).toBe(
      'Write 20 repair orders a day in CDK and sell maintenance menus.',
    );
    expect(changes.summary_of_changes.key_modifications).toContain(
      'Moved your bullet on Xtime up in your role at Piedmont Motors',
    );
    expect(changes.summary_of_changes.key_modifications.join(' ')).not.toMatch(/first in your role/);
  });
});

describe('the changes summary names each skill once', () => {
  it('does not repeat a name two keywords share ("Google Sheets and Google Sheets")', () => {
    const guide = ResumeDataSchema.parse({
      name: 'Rosa Tam',
      summary: '',
      skills: [],
      experience: [
        {
          job_title: 'Tour Guide',
          company: 'Crescent Walks',
          dates: '2019 – Present',
          bullet_points: ['Lead 3 walking tours a day.', 'Track 400 bookings a month in Google Sheets.'],
        },
      ],
    });
    const posting = {
      companyName: 'Marketplace Co',
      positionName: 'Trust and Safety Analyst',
      description:
        'Responsibilities\n- Track cases in Google Sheets and build Google Sheets reports\nRequirements\n- Google Sheets (pivot tables)\n- SQL',
    };
    const { changes } = tailorOffline({ resume: guide, job: posting, now: new Date('2026-11-15') });
    expect(changes.summary).toContain('Google Sheets');
    expect(changes.summary).not.toMatch(/Google Sheets and Google Sheets/i);
  });
});

describe('the gap report beyond the top keywords', () => {
  it('names a tool the resume gives only as another team’s, though the posting names it once among many (decision 108)', () => {
    const tools = Array.from({ length: 45 }, (_, i) => `Toolkit${String.fromCharCode(65 + (i % 26))}${i}`);
    const person = ResumeDataSchema.parse({
      name: 'Ari Lane',
      summary: '',
      skills: ['Okta'],
      experience: [
        {
          job_title: 'IAM Engineer',
          company: 'Corvane',
          dates: '2020 – Present',
          bullet_points: [
            'Run Okta SSO for 180 apps.',
            'Admin passwords are vaulted in CyberArk, which the PAM team owns; I raise the vaulting requests.',
          ],
        },
      ],
    });
    const posting = {
      companyName: 'Healthplan',
      positionName: 'IAM Engineer',
      description: `Requirements\n${tools.map((t) => `- ${t} administration\n- ${t}`).join('\n')}\n- Okta\nNice to have: CyberArk.`,
    };
    const { changes } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(changes.evidence?.gaps).toContain('CyberArk');
  });
});

describe('a weak match without a summary', () => {
  it('does not say it kept a summary there was not', () => {
    const person = ResumeDataSchema.parse({
      name: 'Rae Holt',
      summary: '',
      skills: ['Positive reinforcement'],
      experience: [
        {
          job_title: 'Zookeeper',
          company: 'City Zoo',
          dates: '2018 – Present',
          bullet_points: ['Trained primates with positive reinforcement.'],
        },
      ],
    });
    const posting = {
      companyName: 'Bright Steps',
      positionName: 'Registered Behavior Technician',
      description:
        'Requirements\n- RBT certification\n- ABA therapy\n- CentralReach\n- Discrete trial training\n- Natural environment teaching\n- Positive reinforcement',
    };
    const { changes } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(changes.evidence?.weak_match).toBe(true);
    expect(changes.summary).toMatch(/^This job is far from your experience; we wrote no summary for it\./);
  });
});

describe('what the person did, the languages listed and the languages offered (decision 125)', () => {
  const installer = (bullets: string[]) =>
    ResumeDataSchema.parse({
      name: 'Piotr Nowak',
      summary: 'Lead flooring installer for six years. Bilingual English/Polish.',
      skills: ['Polish (native)', 'Carpet tile'],
      experience: [
        {
          job_title: 'Lead Installer',
          company: 'Keystone Floors',
          dates: '2019 – Present',
          bullet_points: bullets,
        },
      ],
    });
  const posting = (asks: string[]) => ({
    companyName: 'Central Floors',
    positionName: 'Lead Flooring Installer',
    description: `Requirements\n${asks.map((a) => `- ${a}`).join('\n')}`,
  });
  const now = new Date('2026-11-15');

  it('neither lists nor moves up work a bullet’s first clause gives to someone else, nor a language listed already', () => {
    const { resume } = tailorOffline({
      resume: installer([
        'Read the finish schedule before each job.',
        'Install carpet tile in schools and clinics.',
        'Rubber base, stair treads and LVT are set and heat-welded by our base mechanic; I order the rolls.',
        'Train new helpers in English or Polish.',
      ]),
      job: posting([
        'Carpet tile',
        'Rubber base and stair treads',
        'LVT',
        'Bilingual English/Polish a plus — many of our crews prefer Polish',
      ]),
      now,
    });
    expect(defined(resume.experience[0]).bullet_points[0]).toBe(
      'Install carpet tile in schools and clinics.',
    );
    expect(resume.skills).toEqual(['Carpet tile', 'Polish (native)']);
  });

  it('lists a credential whose name is longer than four words whole, never cut before its last word', () => {
    const person = installer(['Install carpet tile in schools and clinics.']);
    const { resume } = tailorOffline({
      resume: {
        ...person,
        certifications: [{ name: 'FCC General Radiotelephone Operator License', year: '2021' }],
      },
      job: posting(['Carpet tile', 'FCC General Radiotelephone Operator License (GROL)']),
      now,
    });
    expect(resume.skills).toContain('FCC General Radiotelephone Operator License');
    expect(resume.skills).not.toContain('FCC General Radiotelephone Operator');
  });

  it('does not move up a bullet for a tool it says the company dropped, named once before a list of its maker', () => {
    const { resume } = tailorOffline({
      resume: installer([
        'Install carpet tile in schools and clinics.',
        'Crew huddles run on Slack (the company dropped Microsoft Teams for Slack in 2018, before I was hired).',
      ]),
      job: posting(['Carpet tile', 'Microsoft Excel, Outlook and Teams']),
      now,
    });
    expect(defined(resume.experience[0]).bullet_points[0]).toBe(
      'Install carpet tile in schools and clinics.',
    );
    expect(resume.skills).not.toContain('Microsoft Teams');
  });

  it('reports no gap for one language of an "or" the person speaks, however many other asks there are', () => {
    const tools = Array.from({ length: 45 }, (_, i) => `Toolkit${String.fromCharCode(65 + (i % 26))}${i}`);
    const { changes } = tailorOffline({
      resume: installer([
        'Install carpet tile in schools and clinics.',
        `Order stock through ${tools.join(', ')}.`,
      ]),
      job: posting(['Carpet tile', ...tools, 'Spanish or Polish a plus']),
      now,
    });
    expect(changes.evidence?.gaps ?? []).not.toContain('Spanish');
  });
});

describe('a credential the certifications name in other words (decision 135)', () => {
  it('lists the posting’s credential whole, not a piece of it', () => {
    const tech = ResumeDataSchema.parse({
      name: 'Ana Ruiz',
      summary: '',
      skills: ['Fire alarm testing'],
      experience: [
        {
          job_title: 'Service Technician',
          company: 'Brightline Alarm',
          dates: 'Jan 2018 – Present',
          bullet_points: ['Test and inspect fire alarm panels from scissor and boom lifts.'],
        },
      ],
      certifications: [{ name: 'Scissor and boom lift operator (MEWP)', year: '2024' }],
    });
    const posting = {
      companyName: 'Keystone Life Safety',
      positionName: 'Inspection Technician',
      description: 'Requirements\n- Fire alarm testing\n- Boom lift certification\n- Sprinkler inspections',
    };
    const { changes } = tailorOffline({ resume: tech, job: posting, now: new Date('2026-11-15T00:00:00Z') });
    expect(changes.evidence?.added).toContain('Boom lift certification');
    expect(changes.evidence?.added).not.toContain('Boom lift');
  });
});

describe('the changes summary when no skill the job asks for is listed (decision 139)', () => {
  it('never says "Put the 0 skills"', () => {
    const teacher = ResumeDataSchema.parse({
      summary: 'Ski school supervisor.',
      skills: ['Lesson planning', 'Excel', 'Scheduling', 'Photoshop'],
      experience: [
        {
          job_title: 'Ski School Supervisor',
          company: 'Powder Ridge',
          dates: '2016 – Present',
          bullet_points: ['Scheduled 40 instructors a day'],
        },
      ],
    });
    const sales = {
      companyName: 'Medica',
      positionName: 'Pharmaceutical Sales Representative',
      description: 'Requirements\n- Veeva CRM\n- Medicare Part D knowledge\n- PhRMA Code compliance',
    };
    const { changes } = tailorOffline({ resume: teacher, job: sales, now: new Date('2026-11-15T00:00:00Z') });
    const text = [...changes.summary_of_changes.key_modifications, ...changes.skill_changes].join(' ');
    expect(text).not.toMatch(/\b0 skills\b/);
  });
});

describe('a credential listed once (decision 141)', () => {
  it('does not list "American Heart Association BLS certification" beside the BLS it already lists', () => {
    const nurse = ResumeDataSchema.parse({
      name: 'Ines Varga',
      summary: '',
      skills: ['Vision screening'],
      experience: [
        {
          job_title: 'School Nurse',
          company: 'Maple Schools',
          dates: '2015 – Present',
          bullet_points: ['Give medications and keep BLS current; run vision screenings for 900 students.'],
        },
      ],
      certifications: [{ name: 'Basic Life Support (BLS), American Heart Association', year: '2025' }],
    });
    const posting = {
      companyName: 'Cedar District',
      positionName: 'School Nurse',
      description:
        'Requirements\n- Current American Heart Association BLS certification\n- Vision screening\n- Medication administration',
    };
    const { resume } = tailorOffline({ resume: nurse, job: posting, now: new Date('2026-11-15') });
    const bls = resume.skills.filter((s) => /\bBLS\b/.test(s));
    expect(bls).toHaveLength(1);
  });
});

describe('bullet order (decision 155)', () => {
  const person = (bullets: string[]) =>
    ResumeDataSchema.parse({
      name: 'Ines Moreau',
      summary: '',
      skills: [],
      experience: [
        { job_title: 'Appraiser', company: 'Lake County', dates: '2019 – Present', bullet_points: bullets },
      ],
    });
  const posting = {
    companyName: 'Mesa County Assessor',
    positionName: 'Residential Appraiser',
    description:
      'Responsibilities\n- Measure and sketch residential improvements in the field\n- Defend values at appeal hearings\nRequirements\n- Experience with ArcGIS Pro\n- Experience with Excel',
  };
  it('keeps a core duty told in other words above a bullet that only names a tool', () => {
    const bullets = [
      'Measured and sketched improvements on new homes.',
      'Printed field maps from ArcGIS Pro and tallied them in Excel for the crew.',
    ];
    const { resume } = tailorOffline({ resume: person(bullets), job: posting, now: new Date('2026-11-15') });
    expect(defined(resume.experience[0]).bullet_points).toEqual(bullets);
  });
  it('still moves up a bullet that clearly shows more of what the job asks', () => {
    const { resume } = tailorOffline({
      resume: person([
        'Organised the office holiday party.',
        'Defended values at appeal hearings with comparable sales built in Excel and maps from ArcGIS Pro.',
      ]),
      job: posting,
      now: new Date('2026-11-15'),
    });
    expect(defined(resume.experience[0]).bullet_points[0]).toMatch(/^Defended values/);
  });
});

describe('skills the posting does not ask for (decision 155)', () => {
  it('adds none from the company’s description of itself', () => {
    const person = ResumeDataSchema.parse({
      name: 'Dale Otis',
      summary: '',
      skills: [],
      experience: [
        {
          job_title: 'Plant Technician',
          company: 'Harbor Power',
          dates: '2019 – Present',
          bullet_points: ['Inspect the fuel oil tanks monthly and calibrate the CEMS analyzers.'],
        },
      ],
    });
    const posting = {
      companyName: 'Gulf Energy',
      positionName: 'Air Compliance Specialist',
      description:
        'We run two gas turbines that also burn fuel oil, and our plant serves 400,000 homes.\n\nRequirements\n- CEMS calibration experience',
    };
    const { resume } = tailorOffline({ resume: person, job: posting, now: new Date('2026-11-15') });
    expect(resume.skills.map((s) => s.toLowerCase())).not.toContain('fuel oil');
    expect(resume.skills.join(' ')).toMatch(/CEMS/);
  });
});
