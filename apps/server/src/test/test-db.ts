import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database per test file. PGlite by default; the machine's PostgreSQL when the test runner
 * sets TAILOR_TEST_DB=postgres (it does so for a second pass when TEST_DATABASE_URL is set).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TAILOR_TEST_DB === 'postgres') {
    if (!url) throw new Error('TAILOR_TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresDatabase(url);
  }
  const client = await PGlite.create({ loadDataDir: await migratedDump() });
  return openDatabase({ kind: 'pglite-instance', client });
}

async function createPostgresDatabase(url: string): Promise<Database> {
  const name = `tailor_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A fresh PGlite takes seconds to initialise; loading a dump of a migrated one takes a fraction of that. */
async function migratedDump(): Promise<Blob> {
  const migrations = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))
    .join('\n');
  const key = createHash('sha256').update(migrations).digest('hex').slice(0, 16);
  const dumpPath = path.join(os.tmpdir(), `tailor-test-db-${key}.tar.gz`);
  if (!fs.existsSync(dumpPath)) {
    const client = await PGlite.create();
    const database = await openDatabase({ kind: 'pglite-instance', client });
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    const temp = `${dumpPath}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, dumpPath); // atomic: parallel test files never read half a dump
  }
  return new Blob([fs.readFileSync(dumpPath)]);
}
