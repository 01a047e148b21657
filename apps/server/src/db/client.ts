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

/** What `watchAccounts` hands back: `live` is false while changes could be missed (the listener is down). */
export type AccountWatch = { readonly live: boolean; stop(): Promise<void> };

/**
 * Told the id of each user whose row or session changed or went, on any instance; `null` when anything may have
 * changed (a write by this instance, a truncate, or the listener lost and found again).
 */
export type AccountChangeListener = (userId: number | null) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, on PostgreSQL. */
  url?: string;
  /** Announcements from the `tailor_account` triggers (migration 0003, decision 062). */
  watchAccounts(listener: AccountChangeListener): Promise<AccountWatch>;
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
    const localWrites = new Set<AccountChangeListener>();
    const watches = new Set<AccountWatch>();
    // An idle connection the server drops (restart, failover, admin) must not take the process down: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(announceLocalWrites(pool, localWrites), { schema });
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
    return {
      db,
      kind: 'postgres',
      url: options.url,
      exclusive,
      async watchAccounts(listener) {
        const watch = await listenPostgres(options.url, listener);
        localWrites.add(listener);
        watches.add(watch);
        return {
          get live() {
            return watch.live;
          },
          async stop() {
            localWrites.delete(listener);
            watches.delete(watch);
            await watch.stop();
          },
        };
      },
      async close() {
        await Promise.all([...watches].map((watch) => watch.stop()));
        await pool.end();
      },
    };
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
  const unlisten = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    exclusive: (task) => task(),
    // One process owns the embedded database, and PGlite hands this process's notifications over while the
    // writing statement is still being answered: nothing is missed and nothing is late.
    async watchAccounts(listener) {
      const stop = await client.listen(ACCOUNT_CHANNEL, (payload) => listener(accountOf(payload)));
      unlisten.add(stop);
      return {
        live: true,
        async stop() {
          if (unlisten.delete(stop)) await stop();
        },
      };
    },
    close: async () => {
      for (const stop of unlisten) await stop();
      unlisten.clear();
      await client.close();
      release();
    },
  };
}

const ACCOUNT_CHANNEL = 'tailor_account';

function accountOf(payload: string): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A connection of its own that LISTENs on the account channel, reconnecting (every 1 s) when it is lost; while it
 * is down `live` is false, and the listener hears `null` on loss and on recovery.
 */
async function listenPostgres(url: string, listener: AccountChangeListener): Promise<AccountWatch> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    listener(null);
    client.end().catch(() => {});
    if (!stopped) schedule();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => listener(accountOf(message.payload ?? '')));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    listener(null);
  };
  const schedule = () => {
    retry = setTimeout(() => connect().catch(schedule), 1000);
    retry.unref();
  };
  try {
    await connect();
  } catch {
    schedule();
  }
  return {
    get live() {
      return current !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * PostgreSQL delivers a notification on another connection, a moment after the write commits: a request that
 * follows this instance's own write could beat it. So every statement this instance runs that is not a plain
 * `select` tells the listeners `null` as it starts and again as it ends (the pool's own queries and those of
 * clients it lends out for transactions).
 */
function announceLocalWrites(pool: pg.Pool, listeners: Set<AccountChangeListener>): pg.Pool {
  const announce = () => {
    for (const listener of listeners) listener(null);
  };
  const wrapQuery = <T extends pg.Pool | pg.PoolClient>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property);
        if (property === 'query') {
          return (...args: unknown[]) => {
            const first = args[0] as string | { text?: string } | undefined;
            const text = typeof first === 'string' ? first : first?.text;
            const writes = listeners.size > 0 && !/^\s*select\b/i.test(text ?? '');
            if (!writes) return (value as (...a: unknown[]) => unknown).apply(object, args);
            announce();
            const result = (value as (...a: unknown[]) => unknown).apply(object, args);
            if (result instanceof Promise) return result.finally(announce);
            return result;
          };
        }
        if (property === 'connect' && object instanceof pg.Pool) {
          return async (...args: unknown[]) => {
            if (args.length > 0) return (value as (...a: unknown[]) => unknown).apply(object, args);
            return wrapQuery(await object.connect());
          };
        }
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrapQuery(pool);
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
