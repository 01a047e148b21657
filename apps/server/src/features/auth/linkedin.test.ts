import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities, users } from '../../db/schema.ts';
import { type FakeOidc, startFakeOidc } from '../../test/fake-oidc.ts';
import { unbalancedUsers } from '../../test/ledger.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { bootstrapAdmin } from './service.ts';

const APP_URL = 'http://tailor.test';
let idp: FakeOidc;
let t: TestApp;

beforeAll(async () => {
  idp = await startFakeOidc({ redirectUris: [`${APP_URL}/api/auth/linkedin/callback`] });
  t = await createTestApp(
    {
      APP_URL,
      LINKEDIN_CLIENT_ID: idp.clientId,
      LINKEDIN_CLIENT_SECRET: idp.clientSecret,
      LINKEDIN_ISSUER: idp.issuer,
    },
    { startWorker: false },
  );
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.database.db)).toEqual([]);
});

function cookieOf(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  const value = found?.split(';')[0]?.slice(name.length + 1);
  return value || undefined;
}

/** Starts a sign-in on Tailor: the provider URL to visit and the flow cookie the browser keeps. */
async function start(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/auth/linkedin${query}` });
  expect(response.statusCode).toBe(302);
  const flowCookie = cookieOf(response.headers['set-cookie'], 'tailor_linkedin');
  expect(flowCookie).toBeTruthy();
  return { authorizeUrl: new URL(response.headers.location as string), flowCookie: flowCookie! };
}

/** Plays the browser at the provider (already signed in there as `account`): returns the callback URL. */
async function authorize(authorizeUrl: URL, account: string): Promise<URL> {
  idp.autoLogin = account;
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(APP_URL)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

function callback(callbackUrl: URL, flowCookie: string | undefined) {
  return t.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: flowCookie ? { cookie: `tailor_linkedin=${flowCookie}` } : {},
  });
}

async function me(sessionToken: string | undefined) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: `tailor_session=${sessionToken}` },
  });
  return response.statusCode === 200 ? response.json() : null;
}

function account(email: string, verified = true) {
  const id = `li-${crypto.randomUUID()}`;
  idp.accounts.set(id, { email, email_verified: verified, name: 'Ada Lovelace' });
  return id;
}

describe('LinkedIn sign-in (OIDC code flow with PKCE against a local provider)', () => {
  it('reports itself on in /api/config and asks for code + PKCE (S256) with state and nonce', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().features.enableLinkedInAuth).toBe(true);
    const { authorizeUrl } = await start();
    expect(authorizeUrl.origin).toBe(idp.issuer);
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/api/auth/linkedin/callback`);
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
  });

  it('happy path: creates the user with 5 credits, starts a session and goes to /', async () => {
    const email = uniqueEmail('linkedin');
    const { authorizeUrl, flowCookie } = await start();
    const response = await callback(await authorize(authorizeUrl, account(email)), flowCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const user = await me(cookieOf(response.headers['set-cookie'], 'tailor_session'));
    expect(user).toMatchObject({ email, username: 'Ada Lovelace', role: 'regular', credits: 5 });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
  });

  it('account pre-hijacking: a LinkedIn user proving an unverified email ends the registrant’s password and sessions', async () => {
    // The attacker registers the victim's address with a password of their choosing and keeps a session.
    const attacker = await signUp(t.app, uniqueEmail('victim'), 'attacker-chosen-pass-1');
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: { cookie: attacker.cookie },
      payload: {
        companyName: 'Acme',
        positionName: 'Engineer',
        description: 'Planted before the owner came.',
      },
    });
    expect(planted.statusCode).toBe(201);
    expect(await me(attacker.token)).toMatchObject({ id: attacker.user.id });

    // The real owner arrives with LinkedIn, which has verified the address.
    const { authorizeUrl, flowCookie } = await start();
    const arrived = await callback(await authorize(authorizeUrl, account(attacker.email)), flowCookie);
    expect(arrived.statusCode).toBe(302);
    expect(arrived.headers.location).toBe('/settings?notice=linkedin-claimed');
    const ownerSession = cookieOf(arrived.headers['set-cookie'], 'tailor_session');
    expect(await me(ownerSession)).toMatchObject({ id: attacker.user.id, email: attacker.email });

    // The attacker's session and password are gone.
    expect(await me(attacker.token)).toBeNull();
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: `/api/job-descriptions/${planted.json().id}`,
      headers: { authorization: `Bearer ${attacker.token}` },
    });
    expect(viaBearer.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: attacker.email, password: attacker.password },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    // The owner keeps what is in the account (the address is theirs; they may delete what they did not add).
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/job-descriptions/${planted.json().id}`,
      headers: { cookie: `tailor_session=${ownerSession}` },
    });
    expect(seen.statusCode).toBe(200);
  });

  it('keys identities on issuer + subject: a changed LinkedIn email still opens the same account', async () => {
    const id = account(uniqueEmail('first-address'));
    const first = await start();
    const opened = await callback(await authorize(first.authorizeUrl, id), first.flowCookie);
    const before = await me(cookieOf(opened.headers['set-cookie'], 'tailor_session'));
    const [identity] = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, before.id));
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: id });

    idp.accounts.set(id, {
      email: uniqueEmail('second-address'),
      email_verified: true,
      name: 'Ada Lovelace',
    });
    const second = await start();
    const again = await callback(await authorize(second.authorizeUrl, id), second.flowCookie);
    expect(again.headers.location).toBe('/');
    expect(await me(cookieOf(again.headers['set-cookie'], 'tailor_session'))).toMatchObject({
      id: before.id,
    });
  });

  it('links onto an account whose email was verified, keeping its password and sessions', async () => {
    const existing = await signUp(t.app, uniqueEmail('verified'));
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, existing.user.id));
    const { authorizeUrl, flowCookie } = await start();
    const signedIn = await callback(
      await authorize(authorizeUrl, account(existing.email.toUpperCase())),
      flowCookie,
    );
    expect(signedIn.headers.location).toBe('/');
    expect(await me(cookieOf(signedIn.headers['set-cookie'], 'tailor_session'))).toMatchObject({
      id: existing.user.id,
      credits: 5,
    });
    expect(await me(existing.token)).toMatchObject({ id: existing.user.id });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('an admin account always needs its password: LinkedIn sends it back to the login page', async () => {
    await bootstrapAdmin(t.database.db, { email: 'linked-admin@example.com', password: 'admin-pass-123' });
    const { authorizeUrl, flowCookie } = await start();
    const admin = await callback(
      await authorize(authorizeUrl, account('linked-admin@example.com')),
      flowCookie,
    );
    expect(admin.headers.location).toBe('/auth?linkedin_error=password');
    expect(cookieOf(admin.headers['set-cookie'], 'tailor_session')).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linked-admin@example.com', password: 'admin-pass-123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('source=extension carries through to /extension/login with the extension’s token', async () => {
    const { authorizeUrl, flowCookie } = await start('?source=extension&token=ext-123');
    const response = await callback(await authorize(authorizeUrl, account(uniqueEmail('ext'))), flowCookie);
    expect(response.headers.location).toBe('/extension/login?source=extension&token=ext-123');
    const session = cookieOf(response.headers['set-cookie'], 'tailor_session');
    expect(await me(session)).not.toBeNull();

    // The page there swaps the browser session for a token of the extension's own.
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: `tailor_session=${session}`, origin: 'http://localhost:80' },
    });
    expect(minted.statusCode).toBe(200);
    const { token } = minted.json();
    expect(token).not.toBe(session);
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
  });

  it('a wrong state or a missing flow cookie signs no one in', async () => {
    const email = uniqueEmail('wrong-state');
    const { authorizeUrl, flowCookie } = await start();
    const url = await authorize(authorizeUrl, account(email));
    const forged = new URL(url);
    forged.searchParams.set('state', 'attacker-state');
    const wrong = await callback(forged, flowCookie);
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe('/auth?linkedin_error=state');
    expect(cookieOf(wrong.headers['set-cookie'], 'tailor_session')).toBeUndefined();

    const noCookie = await callback(url, undefined);
    expect(noCookie.headers.location).toBe('/auth?linkedin_error=state');
    expect(cookieOf(noCookie.headers['set-cookie'], 'tailor_session')).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('a replayed code is refused by the provider and signs no one in', async () => {
    const id = account(uniqueEmail('replay'));
    const first = await start();
    const firstUrl = await authorize(first.authorizeUrl, id);
    expect((await callback(firstUrl, first.flowCookie)).headers.location).toBe('/');

    // The very same callback again (captured with its flow cookie): the provider refuses the spent code.
    const again = await callback(firstUrl, first.flowCookie);
    expect(again.headers.location).toBe('/auth?linkedin_error=failed');
    expect(cookieOf(again.headers['set-cookie'], 'tailor_session')).toBeUndefined();

    // A new attempt whose state matches, carrying the already-spent code.
    const second = await start();
    const secondUrl = await authorize(second.authorizeUrl, id);
    const replay = new URL(secondUrl);
    replay.searchParams.set('code', firstUrl.searchParams.get('code')!);
    const response = await callback(replay, second.flowCookie);
    expect(response.headers.location).toBe('/auth?linkedin_error=failed');
    expect(cookieOf(response.headers['set-cookie'], 'tailor_session')).toBeUndefined();
  });

  it('an unverified email is refused and creates no account', async () => {
    const email = uniqueEmail('unverified');
    const { authorizeUrl, flowCookie } = await start('?source=extension');
    const response = await callback(await authorize(authorizeUrl, account(email, false)), flowCookie);
    expect(response.headers.location).toBe('/auth?linkedin_error=unverified&source=extension');
    expect(cookieOf(response.headers['set-cookie'], 'tailor_session')).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('a person who cancels at the provider is told so', async () => {
    const { authorizeUrl, flowCookie } = await start();
    const denied = new URL(`${APP_URL}/api/auth/linkedin/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', authorizeUrl.searchParams.get('state')!);
    const response = await callback(denied, flowCookie);
    expect(response.headers.location).toBe('/auth?linkedin_error=denied');
  });

  it('refuses a malformed extension token, and POST /api/auth/token needs a session', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/linkedin?token=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('mints at most 10 extension tokens a minute per account, then answers 429 with Retry-After', async () => {
    const user = await signUp(t.app);
    const mint = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { cookie: user.cookie, origin: 'http://localhost:80' },
      });
    for (let i = 0; i < 10; i++) expect((await mint()).statusCode).toBe(200);
    const refused = await mint();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('LinkedIn unreachable', () => {
  it('sends the person back to the login page with a message instead of an error page', async () => {
    const down = await createTestApp(
      {
        LINKEDIN_CLIENT_ID: 'id',
        LINKEDIN_CLIENT_SECRET: 'secret',
        LINKEDIN_ISSUER: 'http://127.0.0.1:9', // discard port: nothing listens
      },
      { startWorker: false },
    );
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/linkedin?source=extension' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth?linkedin_error=unavailable&source=extension');
    } finally {
      await down.close();
    }
  });
});

describe('LinkedIn turned off', () => {
  it('is reported off and /api/auth/linkedin answers 404 without the client id and secret', async () => {
    const bare = await createTestApp({}, { startWorker: false });
    try {
      const config = await bare.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().features.enableLinkedInAuth).toBe(false);
      const response = await bare.app.inject({ method: 'GET', url: '/api/auth/linkedin' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await bare.close();
    }
  });
});
