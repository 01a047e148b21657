import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, newPage, type RunningServer, startServer, uniqueEmail } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${server.url}/admin`);
  await expect.poll(() => page.getByText('Admin Dashboard').isVisible()).toBe(true);
}

async function createUser(page: Page, email: string) {
  await page.getByRole('button', { name: 'Create User' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  await expect.poll(() => page.getByText('User created').first().isVisible()).toBe(true);
}

function row(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

describe('the admin console', () => {
  it('an admin creates a user, copies the generated password, and the user signs in with it', async () => {
    const { context, page } = await newPage(browser, server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInAsAdmin(page);

    // Email is required.
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await expect
      .poll(() => page.getByText('Please enter an email address for the new user.').isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    const email = uniqueEmail();
    await createUser(page, email);
    await expect.poll(() => row(page, email).getByRole('cell').nth(4).textContent()).toContain('5');
    await row(page, email)
      .getByRole('button', { name: `Copy password of ${email}` })
      .click();
    await expect.poll(() => page.getByText('Password copied').first().isVisible()).toBe(true);
    const password = await page.evaluate(() => navigator.clipboard.readText());
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(await row(page, email).locator('code').textContent()).toBe(password);

    // The password stays in this browser's storage: a reload still shows it.
    await page.reload();
    await expect.poll(() => row(page, email).locator('code').textContent()).toBe(password);

    // Creating the same email again is refused with the server's message.
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => page.getByText('Error creating user').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('An account with this email already exists').first().isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    const user = await newPage(browser, server.url);
    await user.page.goto('/auth');
    await user.page.getByLabel('Email').fill(email);
    await user.page.getByLabel('Password').fill(password);
    await user.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await user.page.waitForURL(`${server.url}/`);
    await expect.poll(() => user.page.getByTestId('credit-pill').textContent()).toContain('5');
    await user.context.close();
    await context.close();
  });

  it('an admin searches, edits credits inline and with ±5 (minus floors at 0), and sees the history', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signInAsAdmin(page);
    const email = uniqueEmail();
    await createUser(page, email);

    await page.getByLabel('Search users').fill(email.toUpperCase());
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
    await expect.poll(() => page.getByText('Showing 1 to 1 of 1 users').isVisible()).toBe(true);

    const credits = row(page, email).locator('[data-testid^="credits-"]');
    await row(page, email)
      .getByRole('button', { name: `Edit credits of ${email}` })
      .click();
    const input = page.getByLabel(`Credits for ${email}`);
    await input.fill('2.5');
    expect(await page.getByRole('button', { name: 'Save credits' }).isDisabled()).toBe(true);
    await input.fill('12');
    await page.getByRole('button', { name: 'Save credits' }).click();
    await expect.poll(() => page.getByText(`updated to 12`).first().isVisible()).toBe(true);
    await expect.poll(() => credits.textContent()).toBe('12');

    await row(page, email)
      .getByRole('button', { name: `Add 5 credits to ${email}` })
      .click();
    await expect.poll(() => credits.textContent()).toBe('17');
    await row(page, email)
      .getByRole('button', { name: `Remove 5 credits from ${email}` })
      .click();
    await expect.poll(() => credits.textContent()).toBe('12');

    // Cancel leaves the balance alone.
    await row(page, email)
      .getByRole('button', { name: `Edit credits of ${email}` })
      .click();
    await page.getByLabel(`Credits for ${email}`).fill('3');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await credits.textContent()).toBe('12');

    await row(page, email)
      .getByRole('button', { name: `Edit credits of ${email}` })
      .click();
    await page.getByLabel(`Credits for ${email}`).fill('3');
    await page.getByRole('button', { name: 'Save credits' }).click();
    await expect.poll(() => credits.textContent()).toBe('3');
    const minus = row(page, email).getByRole('button', { name: `Remove 5 credits from ${email}` });
    await minus.click();
    await expect.poll(() => credits.textContent()).toBe('0');
    await expect.poll(() => minus.isDisabled()).toBe(true);

    await row(page, email)
      .getByRole('button', { name: `Credit history of ${email}` })
      .click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByText('Sign-up credits').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('Set by an admin').count()).toBe(5);
    await expect.poll(() => drawer.getByText('-3').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByLabel('Search users').fill('no-such-user-anywhere');
    await expect.poll(() => page.getByText('No users match your search criteria').isVisible()).toBe(true);
    await context.close();
  });
});
