import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'tailor.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes writing one folder silently lose writes. We take an exclusive
 * lock file holding our pid; a lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Tailor process (pid ${holder}). ` +
            'The embedded database allows one process only: stop the other process, point DATA_DIR elsewhere, ' +
            'or set DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      if (holder === process.pid) {
        throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
      }
      fs.unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
