import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, sessions, users } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates a regular user with 5 credits granted through the ledger and signs them in', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: 'correct-horse-1', username: 'Jane' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email, username: 'Jane', role: 'regular', credits: 5 });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const cookie = response.cookies.find((c) => c.name === 'tailor_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const ledger = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, body.user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 5, reason: 'signup' })]);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `tailor_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, credits: 5 });
  });

  it('stores only a hash of the session token and an argon2id password hash', async () => {
    const { token, user } = await signUp(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email with 409 and writes nothing', async () => {
    const { email } = await signUp(t.app);
    const before = await t.database.db.select().from(users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'another-pass-2' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it.each([
    [{ email: 'not-an-email', password: 'correct-horse-1' }, 'email'],
    [{ email: uniqueEmail(), password: 'short1' }, 'password'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'correct-horse-1' }, 'email'],
    [{ email: `${'b'.repeat(9000)}@example.com`, password: 'correct-horse-1' }, 'email'],
    [{ email: uniqueEmail(), password: 'correct-horse-1', username: 'x'.repeat(61) }, 'username'],
    [{ email: uniqueEmail(), password: '' }, 'password'],
    [{ email: uniqueEmail() }, 'password'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await t.database.db.select().from(users)).toHaveLength(before);
  });
});

describe('password policy (NIST SP 800-63B)', () => {
  it.each(['passw0rd', 'aaaaaaa1', 'Password1', 'qwertyuiop'])(
    'refuses the common password %s with a clear 400 and writes nothing',
    async (password) => {
      const before = (await t.database.db.select().from(users)).length;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/too common or too easy to guess/),
      });
      expect(await t.database.db.select().from(users)).toHaveLength(before);
    },
  );

  it.each(['correcthorsebattery', 'kx7Pq2mW', 'onlyletters-but-long-enough'])(
    'accepts %s: no composition rules',
    async (password) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password },
      });
      expect(response.statusCode).toBe(201);
    },
  );

  it('refuses the email itself as the password', async () => {
    const email = uniqueEmail('mirror');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: email },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('login, sessions and logout', () => {
  it('logs in with the right password and returns the user and a token usable as Bearer', async () => {
    const { email, password } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(user.email).toBe(email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().email).toBe(email);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await signUp(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password-9' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'wrong-password-9' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('answers 401 on /api/auth/user when signed out or with a bad token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'tailor_session=forged' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('logout ends the session on the server', async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('slows a guesser down with Retry-After while the owner still signs in from elsewhere', async () => {
    const { email, password } = await signUp(t.app);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.66',
        payload: { email, password: 'wrong-password-9' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        retryAfter = response.headers['retry-after'] as string;
        expect(response.json().message).toMatch(/wait \d+ seconds? and try again/);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // The real owner, from their own address, is not locked out.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.67',
      payload: { email, password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('rotating the address does not lock the owner out either: the account-wide delay starts later', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.1.${attempt + 1}`,
        payload: { email, password: 'wrong-password-9' },
      });
      expect(response.statusCode).toBe(401);
    }
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.2.1',
      payload: { email, password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('siege: guesses from ever-changing addresses never refuse the owner’s right password (35 of 35)', async () => {
    const { email, password } = await signUp(t.app);
    const login = (remoteAddress: string, pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password: pass },
      });
    let ownerSignIns = 0;
    let attackerRefused = 0;
    for (let round = 0; round < 35; round++) {
      // Two new attacking addresses a round, each guessing once: far past the email-wide free failures.
      for (const host of [2 * round + 1, 2 * round + 2]) {
        expect(
          (await login(`10.40.${Math.floor(host / 250)}.${host % 250}`, 'wrong-password-9')).statusCode,
        ).toBe(401);
      }
      // An address that already failed is made to wait for the email's delay.
      const again = await login(`10.40.0.${(2 * round + 1) % 250}`, 'wrong-password-9');
      if (again.statusCode === 429) attackerRefused++;
      // The owner from an address of their own (a new one every few rounds: a phone, a café).
      const owner = await login(`10.41.0.${Math.floor(round / 5) + 1}`, password);
      if (owner.statusCode === 200) ownerSignIns++;
    }
    expect(ownerSignIns).toBe(35);
    // The email-wide limit still holds the guessers back.
    expect(attackerRefused).toBeGreaterThan(25);
  });

  it('refuses the 6th rapid login attempt from one client with 429, whatever the email', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        payload: { email: uniqueEmail('spray'), password: 'wrong-password-9' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
  });
});

describe('request hygiene', () => {
  it('refuses a state change from a foreign origin and writes nothing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email, password: 'correct-horse-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ORIGIN_REFUSED');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('accepts a state change from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: uniqueEmail(), password: 'correct-horse-1' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });

  it('answers a body over the limit with 413 and writes nothing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'correct-horse-1', username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers /healthz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('sign-up limits', () => {
  it('refuses the 3rd sign-up from one address within the hour when the limit is 2', async () => {
    const limited = await createTestApp({ REGISTER_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.1.1.1',
          payload: { email: uniqueEmail('limit'), password: 'correct-horse-1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.1.1.2',
        payload: { email: uniqueEmail('limit'), password: 'correct-horse-1' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy, a forged X-Forwarded-For does not buy more sign-ups', async () => {
    const limited = await createTestApp({ REGISTER_RATE_LIMIT: '2', TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.0.0.2', // the proxy
          // The client forges the left part; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
          payload: { email: uniqueEmail('xff'), password: 'correct-horse-1' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('strips bidi control characters from a username', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'correct-horse-1', username: 'Ann\u202Egnp.exe' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).toBe('Anngnp.exe');
  });

  it('strips BEL and terminal escapes from stored names and companies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail(),
        password: 'correct-horse-1',
        username: '\u001b[31mRed\u001b[0m\u0007Ann',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).toBe('RedAnn');
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: { cookie: `tailor_session=${response.json().token}` },
      payload: {
        companyName: 'Acme\u0007\u001b]0;owned\u0007 Corp',
        positionName: 'Engi\u202Eneer',
        description: 'Build things.',
      },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json()).toMatchObject({ companyName: 'Acme Corp', positionName: 'Engineer' });
  });

  it('refuses a cross-site state change even through a percent-encoded path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('text the database cannot store: a NUL is stripped from a name, and answers 400 (not 500) elsewhere', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'correct-horse-1', username: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).toBe('ab');
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: { cookie: `tailor_session=${response.json().token}` },
      payload: { companyName: 'Acme', positionName: 'Engineer', description: 'a\u0000b' },
    });
    expect(job.statusCode).toBe(400);
  });
});
