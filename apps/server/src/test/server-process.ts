import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  url: string;
  pid: number;
  dataDir: string;
  /** The server process's own resident memory (not its PDF-reading children). */
  rssMb(): number;
  /** Resident memory of the server and its child processes. */
  treeRssMb(): number;
  /** Process ids of the server's child processes. */
  childPids(): number[];
  /** Process ids of its PDF-reading processes. */
  readerPids(): number[];
  stop(): Promise<void>;
  /** kill -9, and wait until the process is gone. */
  kill9(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`apps/server/src/main.ts`) in a process of its own, on a free port and an embedded database
 * in `dataDir` (a fresh temporary folder unless given). `root` runs another checkout's server (benchmarks
 * measure before and after with it).
 */
export async function startServerProcess(
  options: { dataDir?: string; env?: Record<string, string>; root?: string } = {},
): Promise<ServerProcess> {
  const root = options.root ?? REPO_ROOT;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-server-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        TMPDIR: os.tmpdir(),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        REGISTER_RATE_LIMIT: '100000',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'correct-horse-admin-1',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${stderr}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  const childPids = () => childrenOf(pid);
  return {
    url,
    pid,
    dataDir,
    rssMb: () => residentMb(pid),
    treeRssMb: () => residentMb(pid) + childPids().reduce((sum, p) => sum + residentMb(p), 0),
    childPids,
    readerPids: () =>
      childPids().filter((child) => {
        try {
          return fs.readFileSync(`/proc/${child}/cmdline`, 'latin1').includes('extract-process');
        } catch {
          return false;
        }
      }),
    /** Stops the server; a data folder it made for itself goes with it. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const PASSWORD = 'correct-horse-battery-1';

/** A signed-up user of a server process, speaking HTTP as the browser does. */
export async function signUpOver(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return withSession(url, `tailor_session=${token}`);
}

/** Signs in again a user made by `signUpOver` (after a restart, for instance). */
export async function signInOver(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return withSession(url, `tailor_session=${token}`);
}

export type Session = ReturnType<typeof withSession>;

function withSession(url: string, cookie: string) {
  return {
    cookie,
    call: (method: string, route: string, body?: unknown) =>
      fetch(`${url}${route}`, {
        method,
        headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    upload(bytes: Uint8Array, name = 'Resume') {
      const form = new FormData();
      form.set('name', name);
      form.set('isPrimary', 'true');
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
      return fetch(`${url}/api/resumes`, { method: 'POST', headers: { cookie }, body: form });
    },
  };
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A server process started by `spawnServer`, with its output kept for assertions. */
export type SpawnedServer = {
  child: ChildProcess;
  base: string;
  output(): string;
  /** Resolves when /healthz answers; rejects with the output when the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
};

/** The real server (`main.ts`) as a child process, the way `npm start` runs it, on a port of the caller's. */
export function spawnServer(port: number, env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    output: () => output,
    exited,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
        const ok = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    },
  };
}

export async function killHard(server: SpawnedServer): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
