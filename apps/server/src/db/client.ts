import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { withStatementCache } from './pglite-statements.ts';
import * as schema from './schema.ts';

/**
 * Both drivers expose the same query builder; we type the database as the node-postgres flavour so services
 * are written once (see docs/decisions/002-pglite-or-postgres.md).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `task` while no other instance runs a startup task on this database (a PostgreSQL advisory lock held
   * on one connection; the embedded database has one process by construction).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Any fixed 64-bit key: every Tailor instance takes the same one around migrations and admin set-up. */
const STARTUP_LOCK_KEY = 7_424_011_961_032n;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An already-open PGlite (tests load one from a dump of a migrated database). */
  | { kind: 'pglite-instance'; client: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin) must not take the process down: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
      // Session-level lock on a connection of its own: the task's queries may use any pool connection.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        try {
          return await task();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
        }
      } finally {
        lockClient.release();
      }
    };
    // Two instances migrating an empty database at once collide on CREATE TYPE/TABLE: one at a time.
    await exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }

  let release = () => {};
  let client: PGlite;
  if (options.kind === 'pglite') {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    try {
      // Creating the database leaves ~450 MB of WebAssembly memory behind for good: do it in a process of its
      // own, and open the result lean.
      if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION')))
        await createDataDirElsewhere(options.dataDir);
      client = await PGlite.create(options.dataDir, PGLITE_OPTIONS);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = options.client;
  }
  useFastBytea(client);
  const db = drizzlePglite(withStatementCache(client), { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    exclusive: (task) => task(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Shared buffers are WebAssembly memory held for good; the OS file cache does the rest (decision 050). */
const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 32MB' };

async function createDataDirElsewhere(dataDir: string) {
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    const client = await PGlite.create(process.argv[1]);
    await client.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed:\n${stderr}`);
}

/**
 * PGlite 0.5.16 turns `bytea` into text and back one byte at a time, on the request thread (about 200 ms for a
 * 700 KB resume); Buffer's hex codec does the same in about a millisecond (decision 050).
 */
function useFastBytea(client: PGlite) {
  client.serializers[types.BYTEA] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  };
  client.parsers[types.BYTEA] = (value: string) => {
    const bytes = Buffer.from(value.slice(2), 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}
