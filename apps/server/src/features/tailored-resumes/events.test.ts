import { MAX_EVENT_STREAMS_PER_USER } from '@tailor/core/constants';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailoredResumes } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

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
