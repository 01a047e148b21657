import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, users } from '../../db/schema.ts';
import { unbalancedUsers } from '../../test/ledger.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

const ADMIN = { email: 'root-admin@example.com', password: 'admin-pass-123' };

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { startWorker: false });
  const { bootstrapAdmin } = await import('../auth/service.ts');
  await bootstrapAdmin(t.database.db, ADMIN);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  adminCookie = `tailor_session=${login.json().token}`;
});
afterAll(() => t.close());
afterEach(async () => {
  // Decision 004: whatever a test did, every balance is the sum of its ledger rows.
  expect(await unbalancedUsers(t.database.db)).toEqual([]);
});

const asAdmin = (options: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown }) =>
  t.app.inject({ ...options, headers: { cookie: adminCookie } } as never);

describe('admin API access', () => {
  it('answers 401 signed out and 403 FORBIDDEN to a regular user, for every call', async () => {
    const regular = await signUp(t.app);
    const calls = [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', payload: { email: uniqueEmail() } },
      { method: 'PATCH', url: `/api/admin/users/${regular.user.id}/credits`, payload: { credits: 99 } },
      { method: 'GET', url: `/api/admin/users/${regular.user.id}/credit-history` },
      // Bad input is not looked at before the caller is known.
      { method: 'GET', url: '/api/admin/users?limit=abc' },
    ] as const;
    for (const call of calls) {
      const anonymous = await t.app.inject(call as never);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const forbidden = await t.app.inject({ ...call, headers: { cookie: regular.cookie } } as never);
      expect(forbidden.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: regular.cookie },
    });
    expect(me.json().credits).toBe(5);
  });
});

describe('GET /api/admin/users', () => {
  it('pages newest first with a total, and searches email and username case-insensitively', async () => {
    const tag = `Zeta${Date.now()}`;
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await signUp(t.app, `${tag.toLowerCase()}-${i}@example.com`));
    const page1 = await asAdmin({
      method: 'GET',
      url: `/api/admin/users?search=${tag.toUpperCase()}&limit=2`,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(3);
    expect(page1.json().users.map((u: { email: string }) => u.email)).toEqual([
      created[2]!.email,
      created[1]!.email,
    ]);
    const page2 = await asAdmin({ method: 'GET', url: `/api/admin/users?search=${tag}&limit=2&page=2` });
    expect(page2.json().users).toHaveLength(1);
    expect(page2.json().users[0]).toMatchObject({
      id: created[0]!.user.id,
      email: created[0]!.email,
      username: `${tag.toLowerCase()}-0`,
      role: 'regular',
      credits: 5,
    });
    expect(Date.parse(page2.json().users[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // Username search: the admin's username is "admin".
    const byName = await asAdmin({ method: 'GET', url: '/api/admin/users?search=ADMIN' });
    expect(byName.json().users.map((u: { email: string }) => u.email)).toContain(ADMIN.email);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await asAdmin({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent('%')}`,
    });
    expect(response.json()).toEqual({ users: [], total: 0 });
    const underscore = await asAdmin({ method: 'GET', url: '/api/admin/users?search=_' });
    expect(underscore.json().total).toBe(0);
  });

  it('defaults to 50 per page and refuses bad numbers with 400', async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app);
    const all = await asAdmin({ method: 'GET', url: '/api/admin/users' });
    expect(all.json().users.length).toBe(Math.min(50, all.json().total));
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'page=0', 'page=-1', 'page=x']) {
      const response = await asAdmin({ method: 'GET', url: `/api/admin/users?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const max = await asAdmin({ method: 'GET', url: '/api/admin/users?limit=100' });
    expect(max.statusCode).toBe(200);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user with a strong password shown once, stored only as a hash, with 5 credits in the ledger', async () => {
    const email = uniqueEmail('made-by-admin');
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: email.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ email, username: email.split('@')[0] });
    expect(body.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z2-9]{16}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(body.generatedPassword);
    expect(row!.credits).toBe(5);
    const ledger = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, body.id));
    expect(ledger).toMatchObject([{ delta: 5, reason: 'signup' }]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: body.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a duplicate email with 409 and a bad one with 400', async () => {
    const existing = await signUp(t.app);
    const duplicate = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: existing.email },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('EMAIL_TAKEN');
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const bad = await asAdmin({ method: 'POST', url: '/api/admin/users', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('PATCH /api/admin/users/:userId/credits', () => {
  it('sets the balance as one ledger row (reason admin, the admin as actor)', async () => {
    const user = await signUp(t.app);
    const response = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}/credits`,
      payload: { credits: 42 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.user.id, username: user.email.split('@')[0], credits: 42 });
    const rows = await t.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, user.user.id), eq(creditTransactions.reason, 'admin')));
    const me = await asAdmin({ method: 'GET', url: '/api/auth/user' });
    expect(rows).toMatchObject([{ delta: 37, actorId: me.json().id }]);

    const down = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}/credits`,
      payload: { credits: 0 },
    });
    expect(down.json().credits).toBe(0);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(mine.json().credits).toBe(0);
  });

  it('accepts whole numbers 0 to 1,000,000 only, and answers 404 for an unknown user', async () => {
    const user = await signUp(t.app);
    for (const credits of [-1, 1.5, '10', null, 1_000_001, Number.MAX_SAFE_INTEGER]) {
      const response = await asAdmin({
        method: 'PATCH',
        url: `/api/admin/users/${user.user.id}/credits`,
        payload: { credits },
      });
      expect(response.statusCode, String(credits)).toBe(400);
    }
    const top = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}/credits`,
      payload: { credits: 1_000_000 },
    });
    expect(top.json().credits).toBe(1_000_000);
    const missing = await asAdmin({
      method: 'PATCH',
      url: '/api/admin/users/2147483647/credits',
      payload: { credits: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await asAdmin({
      method: 'PATCH',
      url: '/api/admin/users/abc/credits',
      payload: { credits: 1 },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('concurrent edits and tailoring-style debits leave the ledger equal to the balance', async () => {
    const user = await signUp(t.app);
    const { applyCreditChange } = await import('../credits/service.ts');
    const targets = Array.from({ length: 12 }, (_, i) => i * 3);
    const debits = Array.from({ length: 12 }, (_, i) =>
      t.database.db
        .transaction((tx) =>
          applyCreditChange(tx, {
            userId: user.user.id,
            delta: -1,
            reason: 'tailoring',
            reference: `race:${user.user.id}:${i}`,
          }),
        )
        .catch(() => null),
    );
    const edits = targets.map((credits) =>
      asAdmin({ method: 'PATCH', url: `/api/admin/users/${user.user.id}/credits`, payload: { credits } }),
    );
    const responses = await Promise.all(edits);
    await Promise.all(debits);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.credits).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/admin/users/:userId/credit-history', () => {
  it('lists the ledger newest first with the balance after each row', async () => {
    const user = await signUp(t.app);
    await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}/credits`,
      payload: { credits: 20 },
    });
    await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}/credits`,
      payload: { credits: 15 },
    });
    const response = await asAdmin({ method: 'GET', url: `/api/admin/users/${user.user.id}/credit-history` });
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json();
    expect(total).toBe(3);
    expect(
      entries.map((e: { delta: number; reason: string; balanceAfter: number }) => [
        e.reason,
        e.delta,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['admin', -5, 15],
      ['admin', 15, 20],
      ['signup', 5, 5],
    ]);
    const limited = await asAdmin({
      method: 'GET',
      url: `/api/admin/users/${user.user.id}/credit-history?limit=1`,
    });
    expect(limited.json().entries).toHaveLength(1);
    expect(limited.json().total).toBe(3);
    const missing = await asAdmin({ method: 'GET', url: '/api/admin/users/2147483647/credit-history' });
    expect(missing.statusCode).toBe(404);
    const bad = await asAdmin({
      method: 'GET',
      url: `/api/admin/users/${user.user.id}/credit-history?limit=0`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
