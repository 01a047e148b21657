import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait.ts';

// Sessions remembered between requests (decision 062), on the embedded database and on PostgreSQL. "Outside"
// writes go round this instance, as another instance's would: on PostgreSQL through a connection of their own,
// on PGlite straight to the database. Notifications must bring them in well before the cache's 5 s safety net.
const NOTICE_MS = 2_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function outside(statement: string) {
  if (t.database.kind === 'pglite') {
    await t.database.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return {
    status: response.statusCode,
    credits: response.statusCode === 200 ? response.json().credits : null,
  };
}

describe('remembered sessions', () => {
  it('serves a remembered session without reading it again (shown by a change the triggers do not announce)', async () => {
    const { user, cookie } = await signUp(t.app);
    expect(await me(cookie)).toEqual({ status: 200, credits: 5 });
    await outside('alter table users disable trigger users_changed');
    try {
      await outside(`update users set credits = 41 where id = ${user.id}`);
      expect(await me(cookie)).toEqual({ status: 200, credits: 5 });
    } finally {
      await outside('alter table users enable trigger users_changed');
    }
    // The next announced change to this user drops what was remembered.
    await outside(`update users set credits = 42 where id = ${user.id}`);
    await waitFor(async () => ((await me(cookie)).credits === 42 ? true : undefined), NOTICE_MS);
  });

  it("brings in another instance's change to the account at once", async () => {
    const { user, cookie } = await signUp(t.app);
    expect((await me(cookie)).credits).toBe(5);
    await outside(`update users set credits = 17, role = 'admin' where id = ${user.id}`);
    await waitFor(async () => ((await me(cookie)).credits === 17 ? true : undefined), NOTICE_MS);
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses a session ended elsewhere, and one ended here at once', async () => {
    const first = await signUp(t.app);
    expect((await me(first.cookie)).status).toBe(200);
    await outside(`delete from sessions where user_id = ${first.user.id}`);
    await waitFor(async () => ((await me(first.cookie)).status === 401 ? true : undefined), NOTICE_MS);

    const second = await signUp(t.app);
    expect((await me(second.cookie)).status).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: second.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(second.cookie)).status).toBe(401);
  });

  it("shows this instance's own writes to the next request (credits spent by a tailoring)", async () => {
    const { user, cookie } = await signUp(t.app);
    expect((await me(cookie)).credits).toBe(5);
    await t.database.db.execute(sql`update users set credits = credits - 1 where id = ${user.id}`);
    expect((await me(cookie)).credits).toBe(4);
  });
});

// The embedded database has no connection to lose: this part exists in the PostgreSQL pass only.
if (process.env.TAILOR_TEST_DB === 'postgres') describeListener();

function describeListener() {
  describe('the PostgreSQL listener', () => {
    it('says it is not live when its connection is lost, and comes back by itself', async () => {
      const heard: Array<number | null> = [];
      const watch = await t.database.watchAccounts((userId) => heard.push(userId));
      try {
        expect(watch.live).toBe(true);
        await outside(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query = 'LISTEN tailor_account' and pid <> pg_backend_pid()`,
        );
        await waitFor(async () => (watch.live ? undefined : true), 5_000, 10);
        expect(heard).toContain(null);
        await waitFor(async () => (watch.live ? true : undefined), 5_000);
        const { user } = await signUp(t.app);
        heard.length = 0;
        await outside(`update users set credits = 3 where id = ${user.id}`);
        await waitFor(async () => (heard.includes(user.id) ? true : undefined), NOTICE_MS);
      } finally {
        await watch.stop();
      }
    });
  });
}
