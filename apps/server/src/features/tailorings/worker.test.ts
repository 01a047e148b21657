import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createTailoringWorker } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the tailoring worker', () => {
  it('stays cheap to wake after thousands of idle polls, and stops promptly', async () => {
    const worker = createTailoringWorker({
      db: database.db,
      runner: { name: 'rules', run: async () => Promise.reject(new Error('no jobs expected')) },
      leaseSeconds: 60,
      concurrency: 2,
      pollMs: 0,
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = performance.now();
    for (let i = 0; i < 2000; i++) worker.notify();
    expect(performance.now() - started).toBeLessThan(200);
    const stopping = performance.now();
    await worker.stop();
    expect(performance.now() - stopping).toBeLessThan(2000);
  });
});
