// 1,000 open tailoring event streams (200 users × 5, every tailoring held mid-flight by a model that never
// answers), then `GET /api/auth/user` p50/p99 on the same server. SERVER_ROOT=/path/to/checkout measures another
// checkout's server with the same load (for before/after figures).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi } from '@tailor/server/test/fake-openai';
import { resumePdf } from '@tailor/server/test/pdf-fixtures';
import autocannon from 'autocannon';

const root = process.env.SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.USERS ?? 200);
const PER_USER = 5;

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const fake = await startFakeOpenAi();
fake.fallback = () => ({ hangMs: 600_000 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-bench-events-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    REGISTER_RATE_LIMIT: '100000',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'never-answers',
    AI_TIMEOUT_SECONDS: '600',
    TAILORING_LEASE_SECONDS: '1900',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const sockets: http.ClientRequest[] = [];
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || i > 1800) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pdf = resumePdf();
  const cookies: string[] = [];
  const jobs: Array<{ cookie: string; id: number }> = [];
  const makeUser = async (n: number) => {
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `events-${n}@example.com`, password: 'bench-horse-battery-7' }),
    });
    const cookie = `tailor_session=${((await reg.json()) as { token: string }).token}`;
    cookies.push(cookie);
    const form = new FormData();
    form.set('name', 'Main');
    form.set('isPrimary', 'true');
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'main.pdf');
    const resume = (await (
      await fetch(`${base}/api/resumes`, { method: 'POST', headers: { cookie }, body: form })
    ).json()) as { id: number };
    for (let j = 0; j < PER_USER; j++) {
      const created = await fetch(`${base}/api/tailored-resumes`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          resumeId: resume.id,
          companyName: 'Acme',
          positionName: `Role ${j}`,
          jobDescription: 'TypeScript',
        }),
      });
      jobs.push({ cookie, id: ((await created.json()) as { id: number }).id });
    }
  };
  for (let n = 0; n < USERS; n += 4)
    await Promise.all([0, 1, 2, 3].map((k) => (n + k < USERS ? makeUser(n + k) : null)));

  const measure = async (label: string) => {
    const result = await autocannon({
      url: `${base}/api/auth/user`,
      connections: 10,
      duration: 10,
      headers: { cookie: cookies[0]! },
    });
    console.log(
      `  ${label.padEnd(28)} /api/auth/user p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  non-2xx ${result.non2xx}`,
    );
  };
  console.log(`Event streams on the embedded database (${root})`);
  await measure('no streams open');
  let open = 0;
  for (const job of jobs) {
    const request = http.get(
      `${base}/api/tailored-resumes/${job.id}/events`,
      { headers: { cookie: job.cookie }, agent },
      (response) => {
        if (response.statusCode === 200) open++;
        response.resume();
      },
    );
    request.on('error', () => {});
    sockets.push(request);
  }
  for (let i = 0; i < 100 && open < jobs.length; i++) await new Promise((r) => setTimeout(r, 100));
  await measure(`${open} streams open`);
} finally {
  for (const request of sockets) request.destroy();
  child.kill('SIGKILL');
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
