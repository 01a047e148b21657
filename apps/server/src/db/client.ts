import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
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
      client = await PGlite.create(options.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = options.client;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
