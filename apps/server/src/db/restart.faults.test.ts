import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNUP_CREDITS } from '@tailor/core/constants';
import { afterAll, describe, expect, it } from 'vitest';
import { resumePdf } from '../test/pdf-fixtures.ts';
import { freePort, killHard, type SpawnedServer, spawnServer } from '../test/server-process.ts';
import { waitFor } from '../test/wait.ts';

// Fault suite: the real server process on the embedded database, killed with -9 at random moments of tailoring
// and saving, then restarted the way a container restarts its PID 1 (a stale lock whose pid is alive).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-faults-'));
const servers: SpawnedServer[] = [];
const ROUNDS = 4;

afterAll(async () => {
  for (const server of servers) await killHard(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<SpawnedServer> {
  const server = spawnServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@faults.test',
    ADMIN_PASSWORD: 'faults-admin-horse',
  });
  servers.push(server);
  await server.ready();
  return server;
}

type Tailored = { id: number; status: string; jsonData: { resume: { summary: string } } | null };

describe('kill -9 during tailoring and saving, then a PID-1-style restart', () => {
  it(`loses no acknowledged save and no credit over ${ROUNDS} random kills`, async () => {
    const port = await freePort();
    let server = await start(port);
    const register = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'faults@example.com', password: 'correct-horse-1' }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.set('name', 'Main');
    form.set('isPrimary', 'true');
    form.set('file', new Blob([resumePdf()], { type: 'application/pdf' }), 'main.pdf');
    const upload = await fetch(`${server.base}/api/resumes`, { method: 'POST', headers: auth, body: form });
    expect(upload.status).toBe(201);
    const resumeId = ((await upload.json()) as { id: number }).id;

    const tailor = () =>
      fetch(`${server.base}/api/tailored-resumes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          resumeId,
          companyName: 'Acme',
          positionName: 'Engineer',
          jobDescription: 'TypeScript',
        }),
      });
    const list = async () =>
      (await (await fetch(`${server.base}/api/tailored-resumes`, { headers: auth })).json()) as Tailored[];
    const get = async (id: number) =>
      (await (
        await fetch(`${server.base}/api/tailored-resumes/${id}`, { headers: auth })
      ).json()) as Tailored;

    // One finished tailoring to save edits into.
    const first = ((await (await tailor()).json()) as { id: number }).id;
    const settledFirst = await waitFor(async () => {
      const item = await get(first);
      return item.status === 'completed' ? item : undefined;
    }, 60_000);

    let stored = settledFirst.jsonData!.resume.summary;
    for (let round = 0; round < ROUNDS; round++) {
      let lastAcked: string | null = null;
      let inFlight: string | null = null;
      let stop = false;
      const saves = (async () => {
        for (let i = 0; !stop; i++) {
          const marker = `round ${round} save ${i}`;
          inFlight = marker;
          const jsonData = structuredClone(settledFirst.jsonData!);
          jsonData.resume.summary = marker;
          try {
            const response = await fetch(`${server.base}/api/tailored-resumes/${first}`, {
              method: 'PATCH',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ jsonData }),
            });
            if (response.status === 200) lastAcked = marker;
          } catch {
            return; // the server died mid-request
          }
        }
      })();
      const tailoring = tailor().catch(() => null);
      // A random moment: during the request, the queue claim, the engine or the final write.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 700));
      await killHard(server);
      stop = true;
      await Promise.all([saves, tailoring]);

      // What a restarted container sees: a lock naming a live process that is not this server.
      fs.writeFileSync(
        path.join(dataDir, 'tailor.lock'),
        JSON.stringify({ pid: process.pid, instance: 'before-the-crash', startTime: '1' }),
      );
      server = await start(port);

      // The last acknowledged save (or, if none was, what was stored before), or the one the kill interrupted.
      const summary = (await get(first)).jsonData?.resume.summary ?? '';
      expect([lastAcked ?? stored, inFlight], `round ${round}`).toContain(summary);
      stored = summary;
    }

    // Every tailoring ends; each one not failed cost exactly one credit, each failed one was refunded.
    const items = await waitFor(
      async () => {
        const all = await list();
        return all.every((item) => item.status !== 'processing') ? all : undefined;
      },
      120_000,
      250,
    );
    const me = (await (await fetch(`${server.base}/api/auth/user`, { headers: auth })).json()) as {
      credits: number;
    };
    const charged = items.filter((item) => item.status !== 'failed').length;
    expect(me.credits).toBe(SIGNUP_CREDITS - charged);
    expect(charged).toBeGreaterThanOrEqual(1);
  });
});
