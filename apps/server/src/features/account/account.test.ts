import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FORGOT_PASSWORD_MESSAGE } from '@tailor/core/contracts/account';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema.ts';
import { type FakeSmtp, linkIn, startFakeSmtp } from '../../test/fake-smtp.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

const APP_URL = 'http://tailor.test';
let smtp: FakeSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp(
    { APP_URL, SMTP_URL: smtp.url, MAIL_FROM: 'Tailor <hello@tailor.test>' },
    { startWorker: false },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function account(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

function login(email: string, password: string) {
  return post('/api/auth/login', { email, password });
}

async function signedIn(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return response.statusCode === 200;
}

describe('email verification', () => {
  it('sign-up signs in with 5 credits and mails a verification link over SMTP; the link works once', async () => {
    const person = await signUp(t.app, uniqueEmail('verify'));
    expect(person.user.credits).toBe(5);
    expect(await account(person.cookie)).toEqual({
      email: person.email,
      emailVerified: false,
      hasPassword: true,
      linkedIn: false,
    });

    const mail = await smtp.next(person.email);
    expect(mail.from).toBe('hello@tailor.test');
    expect(mail.subject).toBe('Confirm your email for Tailor');
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe(APP_URL);
    const token = link.searchParams.get('token')!;

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect((await account(person.cookie)).emailVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
  });

  it('"Resend" mails a new link and the older one stops working', async () => {
    const person = await signUp(t.app, uniqueEmail('resend'));
    const first = linkIn(await smtp.next(person.email), '/verify-email').searchParams.get('token')!;
    const resent = await post('/api/account/verification', {}, person.cookie);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(`We sent a new verification link to ${person.email}.`);
    const second = linkIn(await smtp.next(person.email), '/verify-email').searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    expect((await post('/api/account/verification', {}, person.cookie)).json().message).toBe(
      'Your email is already verified.',
    );
  });

  it('refuses a made-up or malformed token with 400', async () => {
    const made = await post('/api/auth/verify-email', { token: 'A'.repeat(43) });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toMatch(/invalid, was already used or has expired/);
    expect((await post('/api/auth/verify-email', { token: '<script>' })).statusCode).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the email has an account, and mails only an account', async () => {
    const person = await signUp(t.app, uniqueEmail('forgot'));
    await smtp.next(person.email); // the verification mail
    const stranger = uniqueEmail('nobody');
    const known = await post('/api/auth/forgot-password', { email: person.email });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.next(person.email);
    expect(mail.subject).toBe('Reset your Tailor password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.some((received) => received.to.includes(stranger))).toBe(false);
  });

  it('a single-use, hashed, 30-minute link sets a new password and ends every other session', async () => {
    const person = await signUp(t.app, uniqueEmail('reset'));
    await smtp.next(person.email);
    const otherDevice = await login(person.email, person.password);
    const otherCookie = `tailor_session=${otherDevice.json().token}`;

    await post('/api/auth/forgot-password', { email: person.email });
    const link = linkIn(await smtp.next(person.email), '/reset-password');
    expect(link.origin).toBe(APP_URL);
    const token = link.searchParams.get('token')!;
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, person.user.id), eq(accountTokens.purpose, 'reset_password')));
    expect(stored!.tokenHash).not.toContain(token);
    const ttlMinutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(ttlMinutes).toBeGreaterThan(29);
    expect(ttlMinutes).toBeLessThanOrEqual(30.1);

    // The same strength rules as sign-up; a refused password leaves the link usable.
    const weak = await post('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, password: 'a fresh start 42' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.id).toBe(person.user.id);

    expect(await signedIn(person.cookie)).toBe(false);
    expect(await signedIn(otherCookie)).toBe(false);
    expect(await signedIn(`tailor_session=${reset.json().token}`)).toBe(true);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'a fresh start 42')).statusCode).toBe(200);
    // Reading the mail proved the address.
    expect((await account(`tailor_session=${reset.json().token}`)).emailVerified).toBe(true);

    const reused = await post('/api/auth/reset-password', { token, password: 'another start 43' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('LINK_INVALID');
  });

  it('an expired link is refused', async () => {
    const person = await signUp(t.app, uniqueEmail('expired'));
    await smtp.next(person.email);
    await post('/api/auth/forgot-password', { email: person.email });
    const token = linkIn(await smtp.next(person.email), '/reset-password').searchParams.get('token')!;
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, person.user.id));
    const response = await post('/api/auth/reset-password', { token, password: 'a fresh start 42' });
    expect(response.statusCode).toBe(400);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password and ends every other session, keeping this one', async () => {
    const person = await signUp(t.app, uniqueEmail('change'));
    const otherDevice = await login(person.email, person.password);
    const otherCookie = `tailor_session=${otherDevice.json().token}`;

    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'not-my-password', newPassword: 'brand new words 7' },
      person.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct');
    expect(await signedIn(otherCookie)).toBe(true);

    const changed = await post(
      '/api/account/password',
      { currentPassword: person.password, newPassword: 'brand new words 7' },
      person.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(person.cookie)).toBe(true);
    expect(await signedIn(otherCookie)).toBe(false);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'brand new words 7')).statusCode).toBe(200);
  });

  it('answers 401 signed out', async () => {
    const response = await post('/api/account/password', {
      currentPassword: 'x',
      newPassword: 'brand new words 7',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail to DATA_DIR/mail/ so a person running it locally can follow the link', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tailor-mail-'));
    const local = await createTestApp({ DATA_DIR: dataDir, PORT: '4321' }, { startWorker: false });
    try {
      const person = await signUp(local.app, uniqueEmail('local'));
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        files = await fs.readdir(path.join(dataDir, 'mail')).catch(() => []);
        if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(files).toHaveLength(1);
      const text = await fs.readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
      expect(text).toContain(`To: ${person.email}`);
      const token = /http:\/\/localhost:4321\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
      expect(token).toBeTruthy();
      const verified = await local.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      });
      expect(verified.statusCode).toBe(200);
      const [row] = await local.database.db.select().from(users).where(eq(users.id, person.user.id));
      expect(row!.emailVerifiedAt).not.toBeNull();
    } finally {
      await local.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
