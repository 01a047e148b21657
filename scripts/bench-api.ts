// Throughput of the main reads through a real server process, on the embedded database and (when
// TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL. Each read is printed beside /healthz on the same
// server, as a ratio, so the figure says how much the database and the session lookup cost.
//   npm run bench:api                 CONNECTIONS=64 DURATION=10 (seconds per route)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumePdf } from '@tailor/server/test/pdf-fixtures';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUTES = ['/healthz', '/api/resumes', '/api/auth/user'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function seed(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'bench-horse-battery-7',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const cookie = `tailor_session=${token}`;
  for (let i = 0; i < 3; i++) {
    const form = new FormData();
    form.set('name', `Resume ${i + 1}`);
    form.set('isPrimary', i === 0 ? 'true' : 'false');
    form.set(
      'file',
      new Blob([resumePdf({ name: `Bench Person ${i}` })], { type: 'application/pdf' }),
      `r${i}.pdf`,
    );
    const upload = await fetch(`${base}/api/resumes`, { method: 'POST', headers: { cookie }, body: form });
    if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  }
  return cookie;
}

async function load(url: string, cookie: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { cookie },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { reqPerSec: result.requests.average, p99: result.latency.p99, bad };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const { base, child } = await startServer(env);
  try {
    const cookie = await seed(base);
    // A short warm-up so the first measured route does not pay for the JIT.
    await autocannon({ url: `${base}/api/resumes`, connections: 8, duration: 2, headers: { cookie } });
    const rows: Array<{ route: string; reqPerSec: number; p99: number; bad: number }> = [];
    for (const route of ROUTES) rows.push({ route, ...(await load(`${base}${route}`, cookie)) });
    const health = rows[0]!.reqPerSec;
    console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION} s per route`);
    console.log('  route               req/s    p99 ms   vs /healthz   non-2xx/errors');
    for (const row of rows) {
      console.log(
        `  ${row.route.padEnd(18)} ${row.reqPerSec.toFixed(0).padStart(6)} ${String(row.p99).padStart(8)}   ${(row.reqPerSec / health).toFixed(2).padStart(11)}   ${row.bad}`,
      );
    }
  } finally {
    await stopServer(child);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-bench-api-'));
try {
  await benchDatabase('Embedded database (PGlite)', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.log(
    '\nPostgreSQL: not measured (set TEST_DATABASE_URL or BENCH_DATABASE_URL to a server it may create databases on).',
  );
} else {
  const name = `tailor_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
