import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-lock-'));
}

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
    expect(fs.readFileSync(path.join(dir, 'tailor.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
