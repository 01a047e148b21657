import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../env.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createTailoringRunner } from './engines.ts';
import type { ClaimedJob } from './queue.ts';

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
  sourceData: source,
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
    expect(resume.summary).toMatch(/^Charge Nurse with nine years of experience/);
    expect(resume.summary).not.toMatch(/Mercy|applying/i);
    expect(resume.skills.join(' ')).toMatch(/Telemetry/i);
    expect(resume.skills.join(' ')).not.toMatch(/Cerner|Dialysis/);
  });
});
