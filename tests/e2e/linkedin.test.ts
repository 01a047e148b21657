import { type FakeOidc, startFakeOidc } from '@tailor/server/test/fake-oidc';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  freePort,
  launchBrowser,
  newPage,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uniqueEmail,
} from './fixtures.ts';

let idp: FakeOidc;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  idp = await startFakeOidc({ redirectUris: [`http://127.0.0.1:${port}/api/auth/linkedin/callback`] });
  server = await startServer({
    PORT: String(port),
    LINKEDIN_CLIENT_ID: idp.clientId,
    LINKEDIN_CLIENT_SECRET: idp.clientSecret,
    LINKEDIN_ISSUER: idp.issuer,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
});

describe('LinkedIn sign-in', () => {
  it('a new person continues with LinkedIn, approves at the provider and lands on the dashboard', async () => {
    const email = uniqueEmail();
    idp.accounts.set('li-e2e-1', { email, email_verified: true, name: 'Grace Hopper' });
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continue with LinkedIn' }).click();
    await page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText('Upload and manage your resumes').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');
    await context.close();
  });

  it('an unverified LinkedIn email is turned away with a clear message', async () => {
    const email = uniqueEmail();
    idp.accounts.set('li-e2e-2', { email, email_verified: false, name: 'Unverified' });
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continue with LinkedIn' }).click();
    await page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await page.waitForURL(/\/auth\?linkedin_error=unverified/);
    await expect
      .poll(() => page.getByText('Your LinkedIn email address is not verified').isVisible())
      .toBe(true);
    await context.close();
  });

  it('account pre-hijacking: the owner arriving with LinkedIn ends the squatter’s password and session', async () => {
    // The attacker registers the owner's address first, with a password of their own, and stays signed in.
    const attacker = await newPage(browser, server.url);
    const email = await signUpInBrowser(attacker.page, server);

    // The owner continues with LinkedIn, which has verified that address.
    idp.accounts.set('li-e2e-owner', { email, email_verified: true, name: 'Real Owner' });
    const owner = await newPage(browser, server.url);
    await owner.page.goto('/auth');
    await owner.page.getByRole('link', { name: 'Continue with LinkedIn' }).click();
    await owner.page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await owner.page.waitForURL(`${server.url}/settings?notice=linkedin-claimed`);
    await expect
      .poll(() => owner.page.getByText('LinkedIn confirmed that this email is yours').isVisible())
      .toBe(true);
    await expect.poll(() => owner.page.getByTestId('email-state').textContent()).toContain('Verified');

    // The attacker's session is over and their password no longer opens the account.
    await attacker.page.goto('/settings');
    await attacker.page.waitForURL(/\/(auth|login)/);
    await attacker.page.getByLabel('Email').fill(email);
    await attacker.page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await attacker.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => attacker.page.getByText('Invalid email or password').isVisible()).toBe(true);
    await attacker.context.close();
    await owner.context.close();
  });

  it('an admin account is sent back to sign in with its password', async () => {
    idp.accounts.set('li-e2e-admin', { email: ADMIN.email, email_verified: true, name: 'Admin' });
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continue with LinkedIn' }).click();
    await page.getByRole('button', { name: `Sign in as ${ADMIN.email}` }).click();
    await page.waitForURL(/\/auth\?linkedin_error=password/);
    await expect.poll(() => page.getByText('This is an admin account').isVisible()).toBe(true);
    await context.close();
  });
});
