import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  output(): string;
  /** Resolves when /healthz answers; rejects with the output when the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server (`main.ts`) as a child process, the way `npm start` runs it. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
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

export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
