import type { Browser } from 'playwright-core';
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

describe('signing up, out and in', () => {
  it('a new user signs up, sees 5 credits on the dashboard, logs out and logs back in', async () => {
    const { context, page } = await newPage(browser, server.url);
    const email = uniqueEmail();
    const password = 'correct-horse-1';

    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText('Upload and manage your resumes').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');
    await expect.poll(() => page.getByText('Registration successful').first().isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL(`${server.url}/auth`);
    await expect.poll(() => page.getByText('Logged out successfully').first().isVisible()).toBe(true);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');
    await context.close();
  });

  it('a wrong password shows "Login failed" with the server message and stays on /auth', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('an admin lands on /admin after login', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  it('a signed-out visit to / lands on /auth', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/');
    await page.waitForURL(`${server.url}/auth`);
    await expect.poll(() => page.getByText('Start with 5 free credits on us!').isVisible()).toBe(true);
    await context.close();
  });

  it('an unknown path shows the 404 page', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
    await context.close();
  });
});
