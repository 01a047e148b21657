import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumePdf, zipBombPdf } from '../test/pdf-fixtures.ts';
import { type ServerProcess, signInOver, signUpOver, startServerProcess } from '../test/server-process.ts';

// Faults against the real server in a process of its own (its memory is what a container's limit sees).

/** What 20 hostile files may add to the server's own resident memory (issue 12). */
const MAX_GROWTH_MB = 100;
/** "Back to baseline": what may remain once they are done. */
const MAX_LEFT_OVER_MB = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let counter = 0;
const email = (who: string) => `${who}-${process.pid}-${Date.now()}-${++counter}@example.com`;

describe('hostile PDFs in a loop', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(() => server?.stop());

  it('refuses 20 compressed bombs in a row with 422 while the server’s memory stays flat and another user is served', async () => {
    const attacker = await signUpOver(server.url, email('attacker'));
    const other = await signUpOver(server.url, email('other'));
    const normal = resumePdf({ name: 'Olive Other' });
    expect((await other.upload(normal)).status).toBe(201);
    await sleep(2000);
    const baseline = server.rssMb();

    let peak = baseline;
    let done = false;
    const sampler = (async () => {
      while (!done) {
        peak = Math.max(peak, server.rssMb());
        await sleep(100);
      }
    })();
    const otherStatuses: number[] = [];
    const otherLoop = (async () => {
      while (!done) {
        const response = await other.upload(normal);
        otherStatuses.push(response.status);
        if (response.status === 201) {
          const { id } = (await response.json()) as { id: number };
          await other.call('DELETE', `/api/resumes/${id}`);
        }
        await sleep(500);
      }
    })();

    const bomb = zipBombPdf(400);
    for (let i = 0; i < 20; i++) {
      const response = await attacker.upload(bomb, `Bomb ${i}`);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toMatch(/^the PDF /);
    }
    done = true;
    await Promise.all([sampler, otherLoop]);

    expect(peak - baseline).toBeLessThan(MAX_GROWTH_MB);
    let after = server.rssMb();
    for (let waited = 0; waited < 10_000 && after - baseline >= MAX_LEFT_OVER_MB; waited += 500) {
      await sleep(500);
      after = server.rssMb();
    }
    expect(after - baseline).toBeLessThan(MAX_LEFT_OVER_MB);
    expect(otherStatuses.length).toBeGreaterThan(0);
    expect(otherStatuses.every((status) => status === 201)).toBe(true);
    const list = await (await attacker.call('GET', '/api/resumes')).json();
    expect(list).toEqual([]);
  }, 300_000);

  it('answers 422 when a reading process is killed with -9 mid-file, and reads the next file', async () => {
    const user = await signUpOver(server.url, email('victim'));
    expect(server.readerPids().length).toBeGreaterThan(0);
    const pending = user.upload(zipBombPdf(400), 'Slow');
    await sleep(300);
    for (const pid of server.readerPids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const response = await pending;
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/^the PDF /);
    // A fresh reader takes the next file (after the cool-down the killed file earned its sender).
    const next = await user.upload(resumePdf({ name: 'Nora Next' }));
    expect(next.status).toBe(201);
    expect(((await next.json()) as { name: string }).name).toBe('Resume');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

describe('kill -9 of the server during an upload', () => {
  it('restarts on the same data, with either the whole resume or none, and takes the upload again', async () => {
    const bytes = resumePdf({ name: 'Kim Killed', pages: 2 });
    let server = await startServerProcess();
    const dataDir = server.dataDir;
    const address = email('killed');
    let user = await signUpOver(server.url, address);
    try {
      // Kill at different points of the upload: while the body arrives, while it is read, while it is stored.
      for (const delayMs of [0, 40, 120, 300]) {
        const upload = user.upload(bytes, `Killed after ${delayMs} ms`).catch(() => null);
        await sleep(delayMs);
        await server.kill9();
        await upload;
        server = await startServerProcess({ dataDir });
        user = await signInOver(server.url, address);
        const list = (await (await user.call('GET', '/api/resumes')).json()) as Array<{ id: number }>;
        expect(list.length).toBeLessThanOrEqual(1);
        for (const resume of list) {
          // Whole or absent: a stored resume has its file, byte for byte, and its parsed data.
          const file = await user.call('GET', `/api/resumes/${resume.id}/file`);
          expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
          const detail = (await (await user.call('GET', `/api/resumes/${resume.id}`)).json()) as {
            data: { name: string };
          };
          expect(detail.data.name).toBe('Kim Killed');
          await user.call('DELETE', `/api/resumes/${resume.id}`);
        }
        const again = await user.upload(bytes);
        expect(again.status).toBe(201);
        const { id } = (await again.json()) as { id: number };
        await user.call('DELETE', `/api/resumes/${id}`);
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
