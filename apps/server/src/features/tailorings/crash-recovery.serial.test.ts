import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { multipartBody, resumePdf } from '../../test/pdf-fixtures.ts';
import { waitFor } from '../../test/wait.ts';

const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-crash-'));
const children: ChildProcess[] = [];
let fake: FakeOpenAi;

async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@crash.test',
      ADMIN_PASSWORD: 'admin-pass-123',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_SECONDS: '30',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(output);
      return fetch(`${base}/healthz`).then(
        (r) => (r.ok ? true : undefined),
        () => undefined,
      );
    },
    60_000,
    200,
  );
  return { child, base };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fake?.close();
  await new Promise((resolve) => setTimeout(resolve, 200)); // let the killed processes let go of the folder
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const goodAnswer = (body: Record<string, unknown>) => {
  const messages = body.messages as Array<{ content: string }>;
  const resume = JSON.parse(messages[1]!.content.split('## Resume (JSON)\n')[1]!);
  return {
    content: JSON.stringify({
      resume,
      changes: {
        summary: 'Reordered.',
        summary_of_changes: { key_modifications: [], changes: [] },
        bullets: [],
        skill_changes: [],
        experience_highlights: [],
        key_adjustments: [],
      },
    }),
  };
};

describe('killing the server during tailorings', () => {
  it('loses no job and no credit: after a restart every job completes once', async () => {
    fake = await startFakeOpenAi();
    fake.fallback = () => ({ hangMs: 60_000 }); // the model is slow: jobs are mid-flight when we kill
    const port = 30000 + Math.floor(Math.random() * 20000);
    let server = await startServer(port);

    const register = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com', password: 'correct-horse-1' }),
    });
    const { token } = (await register.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const upload = multipartBody(
      { name: 'Main', isPrimary: 'true' },
      { name: 'main.pdf', type: 'application/pdf', bytes: resumePdf() },
    );
    const resume = (await (
      await fetch(`${server.base}/api/resumes`, {
        method: 'POST',
        headers: { ...auth, ...upload.headers },
        body: upload.payload,
      })
    ).json()) as { id: number };

    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.base}/api/tailored-resumes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          resumeId: resume.id,
          companyName: `Co${i}`,
          positionName: 'Engineer',
          jobDescription: 'TypeScript',
        }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    await waitFor(async () => (fake.requests.length >= 2 ? true : undefined), 20_000);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    fake.fallback = goodAnswer;
    server = await startServer(port);

    const results = await waitFor(
      async () => {
        const list = (await (
          await fetch(`${server.base}/api/tailored-resumes`, { headers: auth })
        ).json()) as Array<{
          id: number;
          status: string;
        }>;
        return list.every((item) => item.status !== 'processing') ? list : undefined;
      },
      30_000,
      200,
    );
    expect(results.map((r) => r.status).sort()).toEqual(['completed', 'completed', 'completed']);
    expect(results.map((r) => r.id).sort()).toEqual(ids.sort());
    const me = (await (await fetch(`${server.base}/api/auth/user`, { headers: auth })).json()) as {
      credits: number;
    };
    expect(me.credits).toBe(2);
  }, 120_000);
});
