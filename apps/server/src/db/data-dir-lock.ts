import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'tailor.lock';

/** What the lock file records: a process id alone is not enough (decision 054). */
type LockRecord = { pid: number; instance: string; startTime: string | null };

/** Locks this process holds, by folder: "already open in this process" is known here, not guessed from the pid. */
const held = new Map<string, string>();

/**
 * The kernel's start time of a process (clock ticks since boot, /proc/PID/stat field 22) and whether it is a
 * zombie. Together with the pid it names one process: a reused pid has a different start time. Null where /proc
 * is missing (macOS): there the pid check alone decides.
 */
function processIdentity(pid: number): { startTime: string; zombie: boolean } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { startTime: fields[19] ?? '', zombie: fields[0] === 'Z' || fields[0] === 'X' };
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process that wrote `record` still runs: same pid, same start time, not a zombie, not us. */
function isHolderAlive(record: LockRecord): boolean {
  if (record.pid === process.pid) return false; // an earlier life of our pid (PID 1 in a container); we hold none
  if (!pidExists(record.pid)) return false;
  const identity = processIdentity(record.pid);
  if (!identity) return true;
  if (identity.zombie) return false;
  return record.startTime === null || record.startTime === identity.startTime;
}

function readRecord(lockPath: string): LockRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>;
    if (typeof parsed.pid === 'number' && typeof parsed.instance === 'string') {
      return { pid: parsed.pid, instance: parsed.instance, startTime: parsed.startTime ?? null };
    }
  } catch {
    // An older lock held just the pid.
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid)
    ? { pid, instance: '', startTime: null }
    : { pid: -1, instance: '', startTime: null };
}

/**
 * PGlite has no lock of its own: two processes writing one folder silently lose writes. We create the lock file
 * exclusively, recording our pid, the kernel's start time of this process and a random instance id. A lock whose
 * process is gone, is a zombie, or whose pid now names a different process (reuse; a restarted container's PID 1)
 * is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const lockPath = path.join(folder, LOCK_FILE);
  if (held.has(folder)) {
    throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
  }
  const record: LockRecord = {
    pid: process.pid,
    instance: randomBytes(8).toString('hex'),
    startTime: processIdentity(process.pid)?.startTime ?? null,
  };
  const content = JSON.stringify(record);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      held.set(folder, record.instance);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(folder);
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readRecord(lockPath);
      if (holder && isHolderAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Tailor process (pid ${holder.pid}). ` +
            'The embedded database allows one process only: stop the other process, point DATA_DIR elsewhere, ' +
            'or set DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      // Stale: remove it, unless another starter replaced it with a fresh lock since we read it.
      const now = readRecord(lockPath);
      if (now && holder && now.instance === holder.instance && now.pid === holder.pid) {
        try {
          fs.unlinkSync(lockPath);
        } catch {
          // Someone else removed it first; the next attempt decides.
        }
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
