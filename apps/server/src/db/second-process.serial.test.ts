import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-two-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
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
  return { child, output: () => output };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded database folder', () => {
  it('refuses to start a second server on a folder another process holds', async () => {
    const first = startServer(0);
    const deadline = Date.now() + 45_000;
    while (!first.output().includes('Tailor is serving') && Date.now() < deadline) {
      if (first.child.exitCode !== null) throw new Error(first.output());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first.output()).toContain('Tailor is serving');

    const second = startServer(0);
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(second.output()).toMatch(
      /Tailor cannot start: The data folder .* is in use by another Tailor process/,
    );
    expect(first.child.exitCode).toBeNull();
  }, 60_000);
});
