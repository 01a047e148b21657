import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killHard, type SpawnedServer, spawnServer } from '../test/server-process.ts';

// Fault suite, PostgreSQL only (scripts/test.mjs runs it when TEST_DATABASE_URL is set): two instances started at
// the same moment on an empty database — migrations and the admin bootstrap must not collide.
const url = process.env.TEST_DATABASE_URL;
if (!url)
  throw new Error('startup-race.postgres.faults.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)');
const ROUNDS = 5;
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) await killHard(server);
});

async function withDatabase<T>(task: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `tailor_race_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${name}`;
    return await task(databaseUrl.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe('two instances racing on an empty PostgreSQL database', () => {
  it(`both start and exactly one admin exists, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await withDatabase(async (databaseUrl) => {
        const pair = await Promise.all([freePort(), freePort()]).then((ports) =>
          ports.map((port) => spawnServer(port, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' })),
        );
        servers.push(...pair);
        await Promise.all(pair.map((server) => server.ready()));

        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const { rows } = await client.query<{ email: string }>(
          "select email from users where role = 'admin'",
        );
        await client.end();
        expect(rows, `round ${round}`).toHaveLength(1);

        // Exactly one instance printed a password, and it is the one that works.
        const printed = pair
          .map((server) => server.output().match(/password: (\S+)/)?.[1])
          .filter((password): password is string => password !== undefined);
        expect(printed, `round ${round}`).toHaveLength(1);
        const login = await fetch(`${pair[0]!.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: rows[0]!.email, password: printed[0] }),
        });
        expect(login.status, `round ${round}`).toBe(200);
        for (const server of pair) await killHard(server);
      });
    }
  });
});
