import { type FakeStripe, startFakeStripe } from '@tailor/server/test/fake-stripe';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  launchBrowser,
  newPage,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uploadResume,
} from './fixtures.ts';

const PRICING_TABLE_ID = 'prctbl_test_e2e';
const PUBLISHABLE_KEY = 'pk_test_e2e';

let stripe: FakeStripe;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice({ id: 'price_20', unitAmount: 1000, metadata: { credits: '20' } });
  stripe.addPrice({ id: 'price_50', unitAmount: 2000, metadata: { credits: '50' } });
  server = await startServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_PRICING_TABLE_ID: PRICING_TABLE_ID,
  });
  // As set in the Stripe dashboard: the table's prices, and the confirmation page sending the buyer back.
  stripe.pricingTables.set(PRICING_TABLE_ID, {
    id: PRICING_TABLE_ID,
    publishableKey: PUBLISHABLE_KEY,
    priceIds: ['price_20', 'price_50'],
    successUrl: `${server.url}/api/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
  });
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

describe('buying credits', () => {
  it('a user buys 20 credits through the pricing table and lands on the confirmation', async () => {
    const { context, page } = await newPage(browser, server.url);
    // Stripe's script comes from js.stripe.com: here the fake serves a stand-in for it.
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: stripe.pricingTableScript() }),
    );
    await signUpInBrowser(page, server);
    await page.getByTestId('credit-pill').click();
    await page.waitForURL(`${server.url}/pricing`);
    await expect.poll(() => page.getByText('Credits never expire').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Buy 20 credits for $10.00' }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(`${server.url}/payment-success?credits=20`);
    await expect
      .poll(() => page.getByText('20 credits have been added to your account').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('25');

    // The webhook for the same payment arrives as well: the balance stays at 25.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.reload();
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('25');
    await context.close();
  });

  it('a user with no credits is told so before tailoring, with a link to /pricing', async () => {
    const { context, page } = await newPage(browser, server.url);
    // The link leads to /pricing, which loads Stripe's script: the fake serves it here too (this machine is offline).
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: stripe.pricingTableScript() }),
    );
    const email = await signUpInBrowser(page, server);
    const resumeId = await uploadResume(page, 'Out of credits');
    // An admin takes the credits away (from another client: the page keeps the user's session).
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const users = await fetch(`${server.url}/api/admin/users?search=${encodeURIComponent(email)}`, {
      headers: auth,
    });
    const [user] = ((await users.json()) as { users: Array<{ id: number }> }).users;
    const patched = await fetch(`${server.url}/api/admin/users/${user!.id}/credits`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ credits: 0 }),
    });
    expect(patched.status).toBe(200);

    await page.goto(`/tailoring/${resumeId}`);
    await expect.poll(() => page.getByText("You're out of credits").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Buy credits' }).click();
    await page.waitForURL(`${server.url}/pricing`);
    await context.close();
  });

  it('a refund after the purchase takes the credits back; one before it too, when the purchase arrives', async () => {
    const { context, page } = await newPage(browser, server.url);
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: stripe.pricingTableScript() }),
    );
    await signUpInBrowser(page, server);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy 20 credits for $10.00' }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    const paid = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${server.url}/payment-success?credits=20`);
    await expect.poll(async () => (await page.getByTestId('credit-pill').textContent())?.trim()).toBe('25');

    expect((await webhook(stripe.signedRefund(paid))).status).toBe(200);
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('credit-pill').textContent())?.trim()).toBe('5');

    // Stripe's events can come in any order: here the refund reaches us before the purchase.
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
    const early = stripe.createSession({
      clientReferenceId: String(me.id),
      items: [{ priceId: 'price_50' }],
    });
    expect((await webhook(stripe.signedRefund(early))).status).toBe(200);
    expect((await webhook(stripe.signedEvent('checkout.session.completed', early))).status).toBe(200);
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('credit-pill').textContent())?.trim()).toBe('5');
    await context.close();
  });

  it('a dispute after the credits were spent takes back what is left and shows the rest to admins', async () => {
    const buyer = await newPage(browser, server.url);
    const email = await signUpInBrowser(buyer.page, server);
    const me = (await (await buyer.page.request.get('/api/auth/user')).json()) as { id: number };
    const sessionId = stripe.createSession({
      clientReferenceId: String(me.id),
      items: [{ priceId: 'price_20' }],
    });
    await webhook(stripe.signedEvent('checkout.session.completed', sessionId));

    const admin = await newPage(browser, server.url);
    await admin.page.goto('/login');
    await admin.page.getByLabel('Email').fill(ADMIN.email);
    await admin.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await admin.page.waitForURL(`${server.url}/admin`);
    // 22 of the 25 credits are gone (an admin edit stands in for 22 tailorings).
    const set = await admin.page.request.patch(`/api/admin/users/${me.id}/credits`, { data: { credits: 3 } });
    expect(set.status()).toBe(200);

    expect((await webhook(stripe.signedDispute(sessionId))).status).toBe(200);
    await buyer.page.reload();
    await expect
      .poll(async () => (await buyer.page.getByTestId('credit-pill').textContent())?.trim())
      .toBe('0');

    await admin.page.reload();
    const row = admin.page.getByTestId('shortfalls').getByRole('row', { name: new RegExp(email) });
    await expect.poll(() => row.textContent()).toMatch(/Dispute\s*20\s*3\s*17/);
    await buyer.context.close();
    await admin.context.close();
  });
});

function webhook(event: { payload: string; signature: string }) {
  return fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    body: event.payload,
  });
}
