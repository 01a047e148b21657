import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidc, startFakeOidc } from '../../apps/server/src/test/fake-oidc.ts';
import {
  freePort,
  launchBrowser,
  newPage,
  type RunningServer,
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
});
