import { ChangesSummarySchema } from '@tailor/core/changes';
import { normalizeResumeData } from '@tailor/core/normalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditTransactions, resumes, tailoredResumes, users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { registerUser } from '../auth/service.ts';
import { claimNextJob, completeJob, failJob } from './lifecycle.ts';
import { createTailoredResume } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const settings = { highlightTechnical: true, matchKeywords: true, optimizeAts: true };

async function queuedJob() {
  const user = await registerUser(database.db, {
    email: `q-${crypto.randomUUID()}@example.com`,
    password: 'correct-horse-1',
  });
  const [resume] = await database.db
    .insert(resumes)
    .values({
      userId: user.id,
      name: 'R',
      originalFilename: 'r.pdf',
      file: new Uint8Array([37]),
      data: normalizeResumeData({ name: 'Q' }),
    })
    .returning({ id: resumes.id });
  const tailored = await createTailoredResume(database.db, {
    userId: user.id,
    resumeId: resume!.id,
    companyName: 'Acme',
    positionName: 'Engineer',
    jobDescription: 'Build',
    optimizationSettings: settings,
  });
  return { user, tailored };
}

async function drainOthers() {
  // Earlier tests' jobs would be claimed first (oldest first); finish them so each test sees its own.
  for (;;) {
    const job = await claimNextJob(database.db, { workerId: 'drain', leaseSeconds: 60 });
    if (!job) return;
    await failJob(database.db, { id: job.id, errorCode: 'TAILORING_FAILED', workerId: 'drain' });
  }
}

const EMPTY = { resume: normalizeResumeData({}), changes: ChangesSummarySchema.parse({}) };

describe('the tailoring queue', () => {
  it('never hands one job to two workers, and hands over an expired lease', async () => {
    await drainOthers();
    const { tailored } = await queuedJob();
    const first = await claimNextJob(database.db, { workerId: 'dead', leaseSeconds: 1 });
    expect(first?.id).toBe(tailored.id);
    expect(await claimNextJob(database.db, { workerId: 'other', leaseSeconds: 60 })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await claimNextJob(database.db, { workerId: 'other', leaseSeconds: 60 });
    expect(second).toMatchObject({ id: tailored.id, attempts: 2 });
    // The worker that lost its lease cannot complete the job any more; the new holder can, once.
    expect(
      await completeJob(database.db, { id: tailored.id, workerId: 'dead', jsonData: EMPTY, engine: 'rules' }),
    ).toBe(false);
    expect(
      await completeJob(database.db, {
        id: tailored.id,
        workerId: 'other',
        jsonData: EMPTY,
        engine: 'rules',
      }),
    ).toBe(true);
    expect(
      await completeJob(database.db, {
        id: tailored.id,
        workerId: 'other',
        jsonData: EMPTY,
        engine: 'rules',
      }),
    ).toBe(false);
  });

  it('claims concurrently without duplicates', async () => {
    await drainOthers();
    const jobs = await Promise.all(Array.from({ length: 6 }, () => queuedJob()));
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimNextJob(database.db, { workerId: `w${i}`, leaseSeconds: 60 }),
      ),
    );
    const ids = claims.filter((c) => c !== null).map((c) => c!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(jobs.map((j) => j.tailored.id).sort());
  });

  it('refunds a failed job exactly once, whoever fails it', async () => {
    await drainOthers();
    const { user, tailored } = await queuedJob();
    await claimNextJob(database.db, { workerId: 'w', leaseSeconds: 60 });
    const results = await Promise.all([
      failJob(database.db, { id: tailored.id, errorCode: 'AI_OVERLOADED', workerId: 'w' }),
      failJob(database.db, { id: tailored.id, errorCode: 'TAILORING_FAILED' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.credits).toBe(5);
    const ledger = await database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user.id));
    expect(ledger.map((entry) => entry.reason).sort()).toEqual(['signup', 'tailoring', 'tailoring-refund']);
    const [job] = await database.db.select().from(tailoredResumes).where(eq(tailoredResumes.id, tailored.id));
    expect(job!.status).toBe('failed');
  });
});
