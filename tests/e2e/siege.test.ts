import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, uniqueEmail } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Behind one proxy: the address the proxy appends to X-Forwarded-For is the client's (decision 056).
  server = await startServer({ TRUST_PROXY: 'true' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function login(address: string, email: string, password: string) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

describe('siege on one account', () => {
  it('guesses from ever-changing addresses never lock the owner out: 35 of 35 sign-ins, the last in the browser', async () => {
    const email = uniqueEmail();
    const password = 'owner-passphrase-35';
    const signedUp = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ email, password }),
    });
    expect(signedUp.status).toBe(201);

    let ownerSignIns = 0;
    let attackerRefused = 0;
    let host = 0;
    for (let round = 0; round < 35; round++) {
      // A new attacking address or two every round, each guessing once: far past the email's free failures.
      for (let i = 0; i < 2; i++) {
        host++;
        const guess = await login(
          `203.0.${Math.floor(host / 250)}.${(host % 250) + 1}`,
          email,
          'wrong-guess-1',
        );
        expect(guess.status).toBe(401);
      }
      // An address that already failed must wait for the email's delay.
      if (
        (await login(`203.0.${Math.floor(host / 250)}.${(host % 250) + 1}`, email, 'wrong-guess-1'))
          .status === 429
      )
        attackerRefused++;
      const owner = round < 34 ? await login(`192.0.2.${(round % 3) + 1}`, email, password) : null;
      if (owner?.status === 200) ownerSignIns++;
    }

    // The 35th sign-in: the owner, in the browser, from a home address of their own.
    const context = await browser.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.77' },
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    ownerSignIns++;
    await context.close();

    expect(ownerSignIns).toBe(35);
    expect(attackerRefused).toBeGreaterThan(25);
  });
});
