import fs from 'node:fs';
import { type FakeSmtp, linkIn, startFakeSmtp } from '@tailor/server/test/fake-smtp';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launchBrowser,
  newPage,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uploadResume,
} from './fixtures.ts';

let smtp: FakeSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tailor <hello@tailor.test>',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A path with query of a mailed link, to open in the browser. */
function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

describe('an account people can trust', () => {
  it('sign-up mails a verification link; Settings shows the state, "Resend" mails a new one that verifies', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = await signUpInBrowser(page, server);
    await smtp.next(email); // the sign-up mail
    await page.goto('/settings');
    await expect.poll(() => page.getByTestId('email-state').textContent()).toContain('Not verified');
    await page.getByRole('button', { name: 'Resend' }).click();
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Confirm your email for Tailor');
    await page.goto(pathOf(linkIn(mail, '/verify-email')));
    await expect.poll(() => page.getByText('Your email is verified.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await expect.poll(() => page.getByTestId('email-state').textContent()).toContain('Verified');
    await context.close();
  });

  it('forgot password: a neutral answer, a mailed link, a new password, and the other browser signed out', async () => {
    const other = await newPage(browser, server.url);
    const email = await signUpInBrowser(other.page, server);
    await smtp.next(email);

    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('If an account exists for that email').isVisible()).toBe(true);

    await page.goto(pathOf(linkIn(await smtp.next(email), '/reset-password')));
    await page.getByLabel('New password').fill('password1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('too common or too easy to guess').isVisible()).toBe(true);
    await page.getByLabel('New password').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');

    // The browser that was signed in before is signed out.
    await other.page.goto('/settings');
    await other.page.waitForURL(/\/(auth|login)/);
    await other.context.close();

    // The new password works, the old one does not.
    const fresh = await newPage(browser, server.url);
    await fresh.page.goto('/auth');
    await fresh.page.getByLabel('Email').fill(email);
    await fresh.page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await fresh.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => fresh.page.getByText('Invalid email or password').isVisible()).toBe(true);
    await fresh.page.getByLabel('Password', { exact: true }).fill('a fresh start 42');
    await fresh.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await fresh.page.waitForURL(`${server.url}/`);
    await fresh.context.close();
    await context.close();
  });

  it('change password in Settings needs the current one and signs the other browser out', async () => {
    const other = await newPage(browser, server.url);
    const email = await signUpInBrowser(other.page, server);
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto('/settings');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('brand new words 7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('Your current password is not correct').first().isVisible())
      .toBe(true);
    await page.getByLabel('Current password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('You were signed out everywhere else.').first().isVisible())
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Settings' }).isVisible()).toBe(true);
    await other.page.goto('/settings');
    await other.page.waitForURL(/\/(auth|login)/);
    await other.context.close();
    await context.close();
  });

  it('export → delete → sign-in refused', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = await signUpInBrowser(page, server);
    await uploadResume(page, 'Exported Resume');
    await page.goto('/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tailor-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(JSON.parse(strFromU8(zip['account.json']!))).toMatchObject({ email, credits: 5 });
    expect(JSON.parse(strFromU8(zip['resumes.json']!))).toMatchObject([{ name: 'Exported Resume' }]);
    expect(Object.keys(zip).some((name) => name.startsWith('resumes/') && name.endsWith('.pdf'))).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL(`${server.url}/auth`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    await context.close();
  });
});
