import type { ChangesSummary } from '@tailor/core/changes';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../../env.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai.ts';
import type { ClaimedJob } from '../lifecycle.ts';
import { createTailoringRunner, type TailoringRunner } from './engines.ts';

const source = {
  name: 'Marisol Okafor',
  contact: { email: 'marisol@example.com' },
  summary: 'Registered nurse with nine years of experience in acute care and telemetry.',
  skills: ['Patient assessment', 'IV therapy', 'Epic'],
  experience: [
    {
      job_title: 'Charge Nurse',
      company: 'Riverside Hospital',
      dates: 'Jun 2017 - Present',
      bullet_points: [
        'Cut patient falls by 30% in 2020 by introducing hourly rounding.',
        'Precept new graduate nurses.',
      ],
    },
  ],
  education: [{ degree: 'BSN', school: 'Ohio State', dates: '2013 - 2017' }],
};

const claimed: ClaimedJob = {
  id: 1,
  userId: 1,
  attempts: 1,
  companyName: 'Mercy Health',
  positionName: 'Registered Nurse',
  jobDescription:
    'Requirements\n- Patient assessment and IV therapy\n- Experience with Cerner\n- Telemetry\nPreferred\n- Dialysis',
  sourceData: normalizeResumeData(source),
  optimizationSettings: {},
};

/** A model answer that gets three facts wrong: a years figure, a term the resume never shows, a metric. */
const wrongAnswer = JSON.stringify({
  resume: {
    ...source,
    projects: [],
    certifications: [],
    tools: [],
    references: false,
    contact: { email: 'marisol@example.com', phone: '', location: '', link: '' },
    experience: [
      {
        ...source.experience[0],
        location: '',
        bullet_points: [
          'Cut patient falls by 20% by introducing hourly rounding.',
          'Precept new graduate nurses.',
        ],
      },
    ],
    education: [{ ...source.education[0], location: '', gpa: '' }],
    summary:
      'Charge Nurse with 15 years of experience in patient assessment and telemetry. Skilled in IV therapy and Cerner.',
    skills: ['Patient assessment', 'IV therapy', 'Epic', 'Dialysis'],
  },
  changes: {
    summary: 'Tailored.',
    summary_of_changes: { key_modifications: [], changes: [] },
    bullets: [],
    skill_changes: [],
    experience_highlights: [],
    key_adjustments: [],
  },
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const env = (overrides: Partial<Env>) =>
  ({ AI_TIMEOUT_SECONDS: 5, TAILORING_LEASE_SECONDS: 240, ...overrides }) as Env;

describe('the model engine behind the guard', () => {
  it('corrects a wrong years figure, an unevidenced term and an invented metric, with notes', async () => {
    fake.queue.push({ content: wrongAnswer });
    const runner = createTailoringRunner(env({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model' }));
    const { jsonData, engine } = await runner.run(claimed);
    const { resume, changes } = jsonData as { resume: typeof source; changes: { guard_notes: string[] } };
    expect(engine).toBe('test-model');
    expect(resume.summary).not.toMatch(/15 years|Cerner/);
    expect(resume.skills).not.toContain('Dialysis');
    expect(resume.experience[0]!.bullet_points.join(' ')).not.toContain('20%');
    const notes = changes.guard_notes.join('\n');
    expect(notes).toContain('15 years');
    expect(notes).toContain('Cerner');
    expect(notes).toContain('Dialysis');
    expect(notes).toContain('20%');
  });
});

describe('the offline engine in its worker thread', () => {
  it('tailors without naming the employer and says it was the rules engine', async () => {
    const runner = createTailoringRunner(env({}));
    const { jsonData, engine } = await runner.run(claimed);
    const { resume, changes } = jsonData as {
      resume: { summary: string; skills: string[] };
      changes: { engine: { kind: string }; guard_notes: string[] };
    };
    expect(engine).toBe('rules');
    expect(changes.engine.kind).toBe('rules');
    expect(changes.guard_notes).toEqual([]);
    // The person's own summary sentence stays, word for word.
    expect(resume.summary).toMatch(
      /^Registered nurse with nine years of experience in acute care and telemetry\./,
    );
    expect(resume.summary).not.toMatch(/Mercy|applying/i);
    expect(resume.skills.join(' ')).toMatch(/Telemetry/i);
    expect(resume.skills.join(' ')).not.toMatch(/Cerner|Dialysis/);
  });
});

/** A nurse whose resume proves some of a school-nurse posting's skills, not all. */
const nurse = normalizeResumeData({
  name: 'Marisol Okafor',
  contact: { email: 'marisol@example.com' },
  summary:
    'Registered nurse with nine years of experience in acute care and telemetry. Trained 12 new graduate nurses.',
  skills: ['Patient assessment', 'IV therapy', 'Epic'],
  experience: [
    {
      job_title: 'Charge Nurse',
      company: 'Riverside Hospital',
      location: 'Chicago, IL',
      dates: 'Jun 2017 - Present',
      bullet_points: [
        'Cut patient falls by 30% in 2020 by introducing hourly rounding.',
        'Precept new graduate nurses on telemetry monitoring and wound care.',
        'Document care in Epic for 6 patients per shift.',
      ],
    },
  ],
  education: [{ degree: 'BSN', school: 'Ohio State', dates: '2013 - 2017' }],
});

const schoolNurse: ClaimedJob = {
  id: 2,
  userId: 1,
  attempts: 1,
  companyName: 'Lincoln Schools',
  positionName: 'School Nurse',
  jobDescription: [
    'About us',
    'Lincoln Schools serves 4,000 students in Springfield, Illinois.',
    'Requirements',
    '- Registered Nurse (RN) license in Illinois',
    '- Two years of nursing experience',
    '- Patient assessment and wound care',
    '- Telemetry monitoring',
    '- Work closely with teachers and parents',
    '- Experience with Cerner',
    'Preferred',
    '- MBA or BSN',
    '- Pediatric nursing',
    'Benefits',
    '- Dental insurance and 401(k)',
  ].join('\n'),
  sourceData: normalizeResumeData(nurse),
  optimizationSettings: {},
};

/** A chemistry teacher against a sales posting: a weak match. */
const teacher = normalizeResumeData({
  name: 'Dana Whitfield',
  contact: { email: 'dana@example.com' },
  summary:
    'Chemistry teacher with eight years in public high schools. Raised AP Chemistry pass rates from 52% to 78%.',
  skills: ['Lesson planning', 'Laboratory safety', 'AP Chemistry'],
  experience: [
    {
      job_title: 'Chemistry Teacher',
      company: 'Northside High School',
      dates: 'Aug 2016 - Present',
      bullet_points: [
        'Teach five sections of chemistry and AP Chemistry to 150 students a year.',
        'Run the laboratory safety program for the science department.',
      ],
    },
  ],
  education: [{ degree: 'BS Chemistry', school: 'Purdue University', dates: '2012 - 2016' }],
});

const salesJob: ClaimedJob = {
  id: 3,
  userId: 1,
  attempts: 1,
  companyName: 'Brightline Software',
  positionName: 'Account Executive',
  jobDescription: [
    'Requirements',
    '- 3+ years of B2B SaaS sales experience',
    '- Proven quota attainment',
    '- Pipeline management in Salesforce',
    '- Cold calling and prospecting',
    '- Contract negotiation',
    '- Experience with HubSpot',
    'Preferred',
    '- MEDDIC',
    'Benefits',
    '- Uncapped commission',
  ].join('\n'),
  sourceData: normalizeResumeData(teacher),
  optimizationSettings: {},
};

/** The model's answer: the source resume with `edit` applied, and an empty changes summary. */
function answer(source: ResumeData, edit: Partial<ResumeData>): string {
  const { _metadata, ...facts } = source;
  return JSON.stringify({
    resume: { ...facts, ...edit },
    changes: {
      summary: 'Tailored.',
      summary_of_changes: { key_modifications: [], changes: [] },
      bullets: [],
      skill_changes: [],
      experience_highlights: [],
      key_adjustments: [],
    },
  });
}

type Saved = { resume: ResumeData; changes: ChangesSummary };

describe('the model engine under the house rules', () => {
  let runner: TailoringRunner;
  beforeAll(() => {
    runner = createTailoringRunner(env({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model' }));
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.queue.length = 0;
  });

  /** Runs the job as the worker does and returns what it saves. */
  async function tailor(job: ClaimedJob, modelAnswer: string): Promise<Saved> {
    fake.queue.push({ content: modelAnswer });
    const { jsonData } = await runner.run(job);
    return jsonData as Saved;
  }

  it('removes places, titles, numbers, degrees, people and unproven skills from the skills, saying why', async () => {
    const junk = {
      Illinois: /a place/,
      'Registered Nurse': /a job title/,
      Two: /generic|number|not a skill/,
      MBA: /a degree/,
      Teachers: /generic|people|not a skill/,
      Cerner: /does not show/,
    };
    const { resume, changes } = await tailor(
      schoolNurse,
      answer(nurse, { skills: [...nurse.skills, 'Wound care', ...Object.keys(junk)] }),
    );
    expect(resume.skills).toEqual([...nurse.skills, 'Wound care']);
    for (const [item, why] of Object.entries(junk)) {
      const note = changes.guard_notes.find((n) => n.startsWith(`Removed skill "${item}": `));
      expect(note, item).toMatch(why);
    }
    expect(changes.evidence).toMatchObject({ weak_match: false });
    expect(changes.evidence!.listed).toContain('Wound care');
    // The model's one surviving addition is the one the report calls added.
    expect(changes.evidence!.added).toEqual(['Wound care']);
    expect(changes.evidence!.gaps).toContain('Cerner');
  });

  it('repairs a stuffed summary: the person’s own sentences stay, the stuffed ones go', async () => {
    const stuffed =
      'Charge Nurse with 10 years of experience in patient assessment, wound care, telemetry, IV therapy and Epic. ' +
      'Also brings pediatric nursing, Cerner and leadership.';
    const { resume, changes } = await tailor(schoolNurse, answer(nurse, { summary: stuffed }));
    expect(resume.summary).toContain(
      'Registered nurse with nine years of experience in acute care and telemetry.',
    );
    expect(resume.summary).toContain('Trained 12 new graduate nurses.');
    expect(resume.summary).not.toMatch(/10 years|Also brings|Cerner|pediatric/i);
    const notes = changes.guard_notes.join('\n');
    expect(notes).toMatch(/Removed a summary sentence that lists \d+ things/);
    expect(notes).toMatch(/Removed a summary sentence that uses "also brings"/);
    expect(notes).toMatch(/Restored 2 sentences of your own summary/);
  });

  it('keeps one plain new summary sentence naming proven skills beside the person’s own', async () => {
    const summary = `${nurse.summary} Experienced in wound care and telemetry monitoring.`;
    const { resume, changes } = await tailor(schoolNurse, answer(nurse, { summary }));
    expect(resume.summary).toBe(summary);
    expect(changes.guard_notes.join('\n')).not.toMatch(/summary/);
  });

  it('keeps the person’s summary exactly on a weak match', async () => {
    const { resume, changes } = await tailor(
      salesJob,
      answer(teacher, {
        summary:
          'Account Executive with 8 years of experience in B2B sales, pipeline management and contract negotiation.',
      }),
    );
    expect(resume.summary).toBe(teacher.summary);
    expect(changes.guard_notes.join('\n')).toMatch(/Kept your summary exactly as you wrote it/);
    expect(changes.evidence).toMatchObject({ listed: [], weak_match: true });
    expect(changes.evidence!.gaps).toEqual(expect.arrayContaining(['Salesforce', 'HubSpot']));
    const prompt = (fake.requests[0]!.body as { messages: Array<{ content: string }> }).messages[1]!.content;
    expect(prompt).toContain('Weak match: yes — keep the summary exactly as written');
  });

  it('puts back a reworded bullet that dropped its number, keeping the new order', async () => {
    const [falls, precept, document] = nurse.experience[0]!.bullet_points as [string, string, string];
    const reworded = 'Reduced patient falls by introducing hourly rounding on the unit.';
    const { resume, changes } = await tailor(
      schoolNurse,
      answer(nurse, {
        experience: [{ ...nurse.experience[0]!, bullet_points: [precept, reworded, document] }],
      }),
    );
    expect(resume.experience[0]!.bullet_points).toEqual([precept, falls, document]);
    expect(changes.guard_notes.join('\n')).toMatch(
      /Restored your bullet at "Riverside Hospital": the rewrite dropped "30%"/,
    );
  });

  it('tells the model the posting by its parts, what the resume proves and the gaps, never the benefits', async () => {
    await tailor(schoolNurse, answer(nurse, {}));
    expect(fake.requests).toHaveLength(1);
    const prompt = (fake.requests[0]!.body as { messages: Array<{ content: string }> }).messages[1]!.content;
    const section = (heading: string) => {
      const start = prompt.indexOf(`## ${heading}`);
      expect(start, heading).toBeGreaterThanOrEqual(0);
      const end = prompt.indexOf('\n## ', start + 3);
      return prompt.slice(start, end < 0 ? undefined : end);
    };
    const parts = section('Posting, read by its parts');
    expect(parts).toContain('Title: School Nurse');
    expect(parts).toMatch(/Locations: .*Illinois/);
    expect(parts).toMatch(/Required skills: .*Patient assessment.*Cerner/);
    expect(parts).toMatch(/Preferred skills: .*Pediatric nursing/);
    expect(parts).toMatch(/Education: .*MBA or BSN/);
    expect(parts).not.toMatch(/Dental|401\(k\)|Benefits/i);
    expect(section('What the resume proves')).toMatch(/Patient assessment; wound care/);
    const gaps = section('What it does not show (gaps: never add these anywhere)');
    expect(gaps).toContain('Cerner');
    expect(gaps).not.toMatch(/wound care/i);
    expect(gaps).toContain('Weak match: no');
  });
});
