import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder in the same process and frees the folder on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dir)();
  });

  it('refuses when a live process holds the folder, naming the way out', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'tailor.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Tailor process.*DATABASE_URL/s);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, 'tailor.lock'), dead);
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tailor.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
    expect(fs.existsSync(path.join(dir, 'tailor.lock'))).toBe(false);
  });

  it('takes over a lock recording our own pid from an earlier life (a restarted container PID 1)', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'tailor.lock');
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, instance: 'earlier-life', startTime: '1' }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).instance).not.toBe('earlier-life');
    release();
  });

  it('takes over a lock whose pid is alive but now names another process (pid reuse)', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'tailor.lock');
    // process.ppid is alive; the recorded start time is not its start time.
    fs.writeFileSync(lock, JSON.stringify({ pid: process.ppid, instance: 'reused', startTime: '1' }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock held by a zombie', async () => {
    const dir = tempDir();
    // `sleep 0` exits while its parent (exec'd into `sleep 5`) never reaps it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    try {
      let state = '';
      for (let i = 0; i < 50 && state !== 'Z'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const stat = fs.readFileSync(`/proc/${zombie}/stat`, 'utf8');
        state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '';
      }
      expect(state).toBe('Z');
      fs.writeFileSync(path.join(dir, 'tailor.lock'), String(zombie));
      acquireDataDirLock(dir)();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
