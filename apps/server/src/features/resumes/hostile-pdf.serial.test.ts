import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema.ts';
import { zipBombPdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, postResume, signUp, type TestApp } from '../../test/test-app.ts';

// A latency bar: this file runs alone (the "serial" project), so other test files do not compete for the CPU.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.whenWarm();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;

function upload(session: Session, options: { bytes: Uint8Array }) {
  return postResume(
    t.app,
    session.cookie,
    { name: 'Bomb', isPrimary: 'true' },
    { name: 'bomb.pdf', type: 'application/pdf', bytes: options.bytes },
  );
}

async function rowsOf(session: Session) {
  return t.database.db.select().from(resumes).where(eq(resumes.userId, session.user.id));
}

describe('a hostile PDF', () => {
  it('refuses a zip-bomb PDF within 10 s while another user keeps being served', async () => {
    const victim = await signUp(t.app);
    const other = await signUp(t.app);
    const bytes = zipBombPdf(400);
    const started = Date.now();
    const bomb = upload(victim, { bytes });
    const latencies: number[] = [];
    let done = false;
    void bomb.finally(() => {
      done = true;
    });
    while (!done) {
      const begin = performance.now();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/resumes',
        headers: { cookie: other.cookie },
      });
      latencies.push(performance.now() - begin);
      expect(list.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await bomb;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^the PDF /);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(100);
    expect(await rowsOf(victim)).toHaveLength(0);
  }, 30_000);
});
