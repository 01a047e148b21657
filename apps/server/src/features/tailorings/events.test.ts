import { MAX_EVENT_STREAMS_PER_USER } from '@tailor/core/constants';
import { normalizeResumeData } from '@tailor/core/normalize';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes, tailoredResumes } from '../../db/schema.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

const SOURCE = {
  name: 'Jane Doe',
  contact: { email: 'jane@example.com', phone: '', location: 'Austin, TX', link: '' },
  summary: 'Backend engineer building reliable services.',
  skills: ['TypeScript', 'PostgreSQL'],
  experience: [
    {
      job_title: 'Engineer',
      company: 'Acme Corp',
      location: '',
      dates: '2020 - Present',
      bullet_points: ['Ran PostgreSQL migrations with zero downtime'],
    },
  ],
  education: [],
};

/** What the slow model answers: the resume as it was (the guard passes it) and a short summary. */
const modelAnswer = {
  resume: { ...SOURCE, projects: [], certifications: [], tools: [], references: false },
  changes: {
    summary: 'Put TypeScript and PostgreSQL first.',
    summary_of_changes: { key_modifications: [], changes: [] },
    bullets: [],
    skill_changes: [],
    experience_highlights: [],
    key_adjustments: [],
  },
};

// No worker here: every job is settled "by another instance" (a direct write), so only the shared poll sees it.
let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp({}, { startWorker: false });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function processingJobs(userId: number, count: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(tailoredResumes)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        companyName: 'Acme',
        positionName: `Engineer ${i}`,
        jobDescription: 'Build things',
        filename: 'x.pdf',
      })),
    )
    .returning({ id: tailoredResumes.id });
  return rows.map((row) => row.id);
}

async function openStream(id: number, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/tailored-resumes/${id}/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  return { response, abort: () => controller.abort() };
}

describe('tailoring event streams', () => {
  it(`delivers a job settled elsewhere to every open stream, and allows ${MAX_EVENT_STREAMS_PER_USER} per user`, async () => {
    const session = await signUp(t.app);
    const ids = await processingJobs(session.user.id, MAX_EVENT_STREAMS_PER_USER + 1);
    const streams = await Promise.all(
      ids.slice(0, MAX_EVENT_STREAMS_PER_USER).map((id) => openStream(id, session.cookie)),
    );
    for (const { response } of streams) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }

    const extra = await openStream(ids.at(-1)!, session.cookie);
    expect(extra.response.status).toBe(429);
    expect(Number(extra.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await extra.response.json()) as { message: string }).message).toMatch(
      /Too many open progress streams/,
    );

    // Another user's limit is their own.
    const other = await signUp(t.app);
    const [otherId] = await processingJobs(other.user.id, 1);
    const otherStream = await openStream(otherId!, other.cookie);
    expect(otherStream.response.status).toBe(200);
    otherStream.abort();

    await t.database.db
      .update(tailoredResumes)
      .set({ status: 'failed', errorCode: 'AI_OVERLOADED' })
      .where(inArray(tailoredResumes.id, ids));
    const messages = await Promise.all(streams.map(({ response }) => response.text()));
    messages.forEach((text, i) => {
      const [, data] = text.match(/^data: (.+)$/m) ?? [];
      expect(JSON.parse(data!)).toEqual({ id: ids[i], status: 'failed', errorCode: 'AI_OVERLOADED' });
    });

    // Closed streams free their slots.
    const [again] = await processingJobs(session.user.id, 1);
    const reopened = await openStream(again!, session.cookie);
    expect(reopened.response.status).toBe(200);
    reopened.abort();
  });
});

describe('the stages of a tailoring this instance runs', () => {
  const MODEL_MS = 2_000;
  let live: TestApp;
  let liveAddress: string;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    live = await createTestApp(
      { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'slow-model', AI_TIMEOUT_SECONDS: '10' },
      { workerPollMs: 50 },
    );
    liveAddress = await live.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await live.close();
    await fake.close();
  });

  it('streams each stage as the work reaches it, the model wait inside "optimizing", then the end', async () => {
    const session = await signUp(live.app);
    const [resume] = await live.database.db
      .insert(resumes)
      .values({
        userId: session.user.id,
        name: 'Main',
        originalFilename: 'main.pdf',
        isPrimary: true,
        file: new Uint8Array(Buffer.from('%PDF-1.4 test')),
        content: 'Jane Doe',
        data: normalizeResumeData(SOURCE),
      })
      .returning({ id: resumes.id });
    fake.queue.push({ content: JSON.stringify(modelAnswer), delayMs: MODEL_MS });
    const created = await live.app.inject({
      method: 'POST',
      url: '/api/tailored-resumes',
      headers: { cookie: session.cookie },
      payload: {
        resumeId: resume!.id,
        companyName: 'Globex',
        positionName: 'Backend Engineer',
        jobDescription: 'Requirements: TypeScript and PostgreSQL.',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;

    const response = await fetch(`${liveAddress}/api/tailored-resumes/${id}/events`, {
      headers: { cookie: session.cookie },
    });
    expect(response.status).toBe(200);
    const heard: Array<{ event: string; data: Record<string, unknown>; at: number }> = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.match(/^data: (.+)$/m)?.[1];
        if (data) {
          const event = block.match(/^event: (.+)$/m)?.[1] ?? 'message';
          heard.push({ event, data: JSON.parse(data), at: Date.now() });
        }
        end = buffer.indexOf('\n\n');
      }
    }

    const stages = heard.filter((m) => m.event === 'stage').map((m) => m.data.stage);
    // In order, none repeated; the stream may open after "analyzing" is over.
    expect(['analyzing', 'optimizing', 'finalizing'].filter((s) => stages.includes(s))).toEqual(stages);
    expect(stages.slice(-2)).toEqual(['optimizing', 'finalizing']);
    const optimizing = heard.find((m) => m.data.stage === 'optimizing')!;
    const finalizing = heard.find((m) => m.data.stage === 'finalizing')!;
    // "Optimizing" is heard while the model still works; "finalizing" only once it has answered.
    const asked = fake.requests.at(-1)!.receivedAt;
    expect(optimizing.at).toBeLessThan(asked + MODEL_MS);
    expect(finalizing.at).toBeGreaterThanOrEqual(asked + MODEL_MS);
    const last = heard.at(-1)!;
    expect(last.event).toBe('message');
    expect(last.data).toEqual({ id, status: 'completed', errorCode: null });
  });
});
