import { normalizeResumeData } from '@tailor/core/normalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, resumes, tailoredResumes, users } from '../../db/schema.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait.ts';

const SOURCE = {
  name: 'Jane Doe',
  contact: {
    email: 'jane@example.com',
    phone: '+1 555 010 0000',
    location: 'Austin, TX',
    link: 'github.com/jane',
  },
  summary: 'Backend engineer building reliable services.',
  skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  experience: [
    {
      job_title: 'Senior Engineer',
      company: 'Acme Corp',
      location: 'Remote',
      dates: 'Jan 2020 - Present',
      bullet_points: [
        'Designed REST APIs in Node.js serving 2M requests a day',
        'Ran PostgreSQL migrations with zero downtime',
        'Deployed services on AWS with Terraform',
      ],
    },
    {
      job_title: 'Engineer',
      company: 'Initech',
      location: 'Austin, TX',
      dates: '2016 - 2019',
      bullet_points: ['Built internal tools in Python', 'Mentored two interns'],
    },
  ],
  education: [{ degree: 'B.S. Computer Science', school: 'UT Austin', dates: '2012 - 2016', gpa: '3.8' }],
  certifications: [{ name: 'AWS Certified Developer', year: '2021' }],
};

const JOB = {
  companyName: 'Globex',
  positionName: 'Senior Backend Engineer',
  jobDescription:
    'We are hiring a Senior Backend Engineer. Requirements: 5+ years with TypeScript and Node.js, PostgreSQL, AWS, Terraform. Nice to have: Kubernetes, Go.',
};

async function seedResume(t: TestApp, userId: number, data: unknown = SOURCE) {
  const [row] = await t.database.db
    .insert(resumes)
    .values({
      userId,
      name: 'Main',
      originalFilename: 'main.pdf',
      isPrimary: true,
      file: new Uint8Array(Buffer.from('%PDF-1.4 test')),
      content: 'Jane Doe',
      data: normalizeResumeData(data),
    })
    .returning({ id: resumes.id });
  return row!.id;
}

async function balanceAndLedger(t: TestApp, userId: number) {
  const [user] = await t.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await t.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return { balance: user!.credits, ledgerSum: ledger.reduce((sum, row) => sum + row.delta, 0), ledger };
}

function tailor(t: TestApp, cookie: string, resumeId: number, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tailored-resumes',
    headers: { cookie },
    payload: { resumeId, ...JOB, ...extra },
  });
}

async function settled(t: TestApp, cookie: string, id: number) {
  return waitFor(async () => {
    const body = (
      await t.app.inject({ method: 'GET', url: `/api/tailored-resumes/${id}`, headers: { cookie } })
    ).json();
    return body.status === 'processing' ? undefined : body;
  });
}

describe('tailoring with the offline engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { workerPollMs: 50 });
  });
  afterAll(() => t.close());

  it('takes one credit, answers 201 processing, and completes with a guarded result named "rules"', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    const response = await tailor(t, session.cookie, resumeId);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: 'processing',
      jsonData: null,
      companyName: 'Globex',
      resumeName: 'Main',
    });
    expect((await balanceAndLedger(t, session.user.id)).balance).toBe(4);

    const done = await settled(t, session.cookie, created.id);
    expect(done.status).toBe('completed');
    expect(done.engine).toBe('rules');
    const { resume, changes } = done.jsonData;
    expect(changes.engine).toEqual({ kind: 'rules' });
    expect(resume.experience.map((e: { company: string }) => e.company)).toEqual(['Acme Corp', 'Initech']);
    expect(resume.experience[0].dates).toBe('Jan 2020 - Present');
    expect(resume.skills).not.toContain('Kubernetes');
    expect(resume.skills).not.toContain('Go');
    expect(changes.match.after.score).toBeGreaterThanOrEqual(changes.match.before.score);
    // The summary stays the person's (their sentence first) and never names the employer it is sent to.
    expect(resume.summary).toBe('Backend engineer building reliable services.');
    expect(resume.summary).not.toMatch(/Globex|applying/i);
    // The gap report: what the resume proves is listed, what it does not show is a gap and nowhere else.
    expect(changes.evidence.gaps).toContain('Kubernetes');
    expect(changes.evidence.weak_match).toBe(false);

    const { balance, ledgerSum } = await balanceAndLedger(t, session.user.id);
    expect(balance).toBe(4);
    expect(ledgerSum).toBe(4);

    const me = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session.cookie } })
    ).json();
    expect(me.credits).toBe(4);
    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: session.cookie } })
    ).json();
    expect(counts[0].tailoredCount).toBe(1);
  });

  it('tells an event-stream listener the moment the tailoring ends', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const created = (await tailor(t, session.cookie, resumeId)).json();
    const response = await fetch(`${address}/api/tailored-resumes/${created.id}/events`, {
      headers: { cookie: session.cookie },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    // Stage events (`event: stage`, decision 073) may come first; the end is the one unnamed message, last.
    const blocks = text.split('\n\n').filter((block) => /^data: /m.test(block));
    const ends = blocks.filter((block) => !/^event: /m.test(block));
    expect(ends).toHaveLength(1);
    expect(blocks.at(-1)).toBe(ends[0]);
    const [, data] = ends[0]!.match(/^data: (.+)$/m) ?? [];
    expect(JSON.parse(data!)).toEqual({ id: created.id, status: 'completed', errorCode: null });
  });

  it('answers 402 INSUFFICIENT_CREDITS at 0 credits and creates nothing', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, session.user.id));
    const response = await tailor(t, session.cookie, resumeId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' });
    expect(
      await t.database.db.select().from(tailoredResumes).where(eq(tailoredResumes.userId, session.user.id)),
    ).toEqual([]);
  });

  it('accepts exactly 5 of 50 concurrent requests from a user with 5 credits', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => tailor(t, session.cookie, resumeId)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
    const { balance, ledgerSum } = await balanceAndLedger(t, session.user.id);
    expect(balance).toBe(0);
    expect(ledgerSum).toBe(0);
    const rows = await t.database.db
      .select()
      .from(tailoredResumes)
      .where(eq(tailoredResumes.userId, session.user.id));
    expect(rows).toHaveLength(5);
  }, 60_000);

  it('validates the request and checks ownership of the resume and the job', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const resumeId = await seedResume(t, owner.user.id);
    const missing = await tailor(t, intruder.cookie, resumeId);
    expect(missing.statusCode).toBe(404);
    const blank = await tailor(t, owner.cookie, resumeId, { companyName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^companyName: /);
    const job = (
      await t.app.inject({
        method: 'POST',
        url: '/api/job-descriptions',
        headers: { cookie: owner.cookie },
        payload: {
          companyName: 'Globex',
          positionName: 'Engineer',
          description: 'Build things',
          url: 'https://globex.example/jobs/1',
        },
      })
    ).json();
    const foreignJob = await t.app.inject({
      method: 'GET',
      url: `/api/job-descriptions/${job.id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(foreignJob.statusCode).toBe(404);
    const ownJob = await t.app.inject({
      method: 'GET',
      url: `/api/job-descriptions/${job.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownJob.json()).toEqual({
      id: job.id,
      companyName: 'Globex',
      positionName: 'Engineer',
      description: 'Build things',
      url: 'https://globex.example/jobs/1',
    });
    const intruderResume = await seedResume(t, intruder.user.id);
    const withForeignJob = await tailor(t, intruder.cookie, intruderResume, { jobId: job.id });
    expect(withForeignJob.statusCode).toBe(404);
    expect((await balanceAndLedger(t, intruder.user.id)).balance).toBe(5);
  });

  it("answers 404 for another user's tailored resume on every call", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const created = (await tailor(t, owner.cookie, await seedResume(t, owner.user.id))).json();
    await settled(t, owner.cookie, created.id);
    for (const [method, url] of [
      ['GET', `/api/tailored-resumes/${created.id}`],
      ['GET', `/api/tailored-resumes/${created.id}/events`],
      ['PATCH', `/api/tailored-resumes/${created.id}`],
      ['DELETE', `/api/tailored-resumes/${created.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: intruder.cookie },
        ...(method === 'PATCH' ? { payload: { jsonData: { resume: SOURCE } } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/tailored-resumes',
          headers: { cookie: intruder.cookie },
        })
      ).json(),
    ).toEqual([]);
  });

  it('lists newest first with the source name, keeps tailored resumes when the source is deleted, saves edits and deletes', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    const first = (await tailor(t, session.cookie, resumeId)).json();
    const second = (await tailor(t, session.cookie, resumeId, { companyName: 'Initrode' })).json();
    await settled(t, session.cookie, first.id);
    await settled(t, session.cookie, second.id);
    let list = (
      await t.app.inject({ method: 'GET', url: '/api/tailored-resumes', headers: { cookie: session.cookie } })
    ).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ resumeName: 'Main', companyName: 'Initrode', status: 'completed' });
    expect(list[0].filename).toBe('Jane Doe - Initrode - Senior Backend Engineer.pdf');

    const edited = { ...SOURCE, summary: 'Edited by hand.' };
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/tailored-resumes/${first.id}`,
      headers: { cookie: session.cookie },
      payload: { jsonData: { resume: edited } },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().jsonData.resume.summary).toBe('Edited by hand.');
    expect(patch.json().jsonData.changes.match).toBeDefined();
    const badPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/tailored-resumes/${first.id}`,
      headers: { cookie: session.cookie },
      payload: { jsonData: 'nonsense' },
    });
    expect(badPatch.statusCode).toBe(400);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/resumes/${resumeId}`,
      headers: { cookie: session.cookie },
    });
    list = (
      await t.app.inject({ method: 'GET', url: '/api/tailored-resumes', headers: { cookie: session.cookie } })
    ).json();
    expect(
      list.map((r: { resumeName: string; resumeId: number | null }) => [r.resumeName, r.resumeId]),
    ).toEqual([
      ['Unknown Resume', null],
      ['Unknown Resume', null],
    ]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tailored-resumes/${first.id}`,
      headers: { cookie: session.cookie },
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tailored-resumes/${first.id}`,
          headers: { cookie: session.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('tailoring with a language model', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(
      { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model-1', AI_API_KEY: 'sk-test', AI_TIMEOUT_SECONDS: '2' },
      { workerPollMs: 50 },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('keeps only facts the source shows: an invented employer, title change and skill are removed and noted', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    const invented = {
      ...SOURCE,
      skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
      experience: [
        { ...SOURCE.experience[0], job_title: 'Principal Engineer' },
        SOURCE.experience[1],
        {
          job_title: 'CTO',
          company: 'Hooli',
          location: '',
          dates: '2014 - 2016',
          bullet_points: ['Led everything'],
        },
      ],
      certifications: [
        { name: 'AWS Certified Developer', year: '2021' },
        { name: 'CKA', year: '2022' },
      ],
    };
    fake.queue.push({
      content: JSON.stringify({
        resume: invented,
        changes: {
          summary: 'Tailored.',
          summary_of_changes: { key_modifications: [], changes: [] },
          bullets: [],
          skill_changes: [],
          experience_highlights: [],
          key_adjustments: [],
        },
      }),
      usage: { prompt_tokens: 1500, completion_tokens: 700 },
    });
    const created = (await tailor(t, session.cookie, resumeId)).json();
    const done = await settled(t, session.cookie, created.id);
    expect(done.status).toBe('completed');
    expect(done.engine).toBe('fake-model-1');
    const { resume, changes } = done.jsonData;
    expect(resume.experience.map((e: { company: string }) => e.company)).toEqual(['Acme Corp', 'Initech']);
    expect(resume.experience[0].job_title).toBe('Senior Engineer');
    expect(resume.skills).not.toContain('Kubernetes');
    expect(resume.certifications.map((c: { name: string }) => c.name)).toEqual(['AWS Certified Developer']);
    expect(changes.engine).toEqual({ kind: 'llm', model: 'fake-model-1' });
    const notes = changes.guard_notes.join('\n');
    expect(notes).toContain('Hooli');
    expect(notes).toContain('Kubernetes');
    expect(notes).toContain('CKA');
    const [row] = await t.database.db
      .select()
      .from(tailoredResumes)
      .where(eq(tailoredResumes.id, created.id));
    expect([row!.inputTokens, row!.outputTokens]).toEqual([1500, 700]);
  });

  it('refunds the credit exactly once when the model is overloaded', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    fake.queue.push({ status: 503, body: '{"error":"overloaded"}' });
    const created = (await tailor(t, session.cookie, resumeId)).json();
    const done = await settled(t, session.cookie, created.id);
    expect(done).toMatchObject({ status: 'failed', errorCode: 'AI_OVERLOADED', jsonData: null });
    const { balance, ledger } = await balanceAndLedger(t, session.user.id);
    expect(balance).toBe(5);
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['signup', 5],
      ['tailoring', -1],
      ['tailoring-refund', 1],
    ]);
  });

  it('records a generic failure and refunds when the answer stays invalid after a repair', async () => {
    const session = await signUp(t.app);
    const resumeId = await seedResume(t, session.user.id);
    fake.queue.push({ content: 'not json at all' }, { content: '{"still": "wrong"}' });
    const created = (await tailor(t, session.cookie, resumeId)).json();
    const done = await settled(t, session.cookie, created.id);
    expect(done).toMatchObject({ status: 'failed', errorCode: 'TAILORING_FAILED' });
    expect((await balanceAndLedger(t, session.user.id)).balance).toBe(5);
  });
});
