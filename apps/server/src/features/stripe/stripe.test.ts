import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions } from '../../db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { unbalancedUsers } from '../../test/ledger.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice({ id: 'price_20', unitAmount: 1000, metadata: { credits: '20' } });
  stripe.addPrice({ id: 'price_5', unitAmount: 300, metadata: { credits: '5' } });
  stripe.addPrice({ id: 'price_plain', unitAmount: 500 });
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
    { startWorker: false },
  );
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.database.db)).toEqual([]);
});

function deliver(event: { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature && { 'stripe-signature': event.signature }),
    },
    payload: event.payload,
  });
}

async function credits(cookie: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return response.json().credits;
}

function success(sessionId: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/stripe/success?session_id=${sessionId}`,
    headers: cookie ? { cookie } : {},
  });
}

async function purchaseRows(userId: number) {
  const rows = await t.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return rows.filter((row) => row.reason === 'purchase');
}

describe('Stripe webhook', () => {
  it('a signed checkout.session.completed credits once, and 5 replays change nothing', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const event = stripe.signedEvent('checkout.session.completed', sessionId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await credits(user.cookie)).toBe(25);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).statusCode).toBe(200);
    expect(await credits(user.cookie)).toBe(25);
    expect(await purchaseRows(user.user.id)).toMatchObject([
      { delta: 20, reference: `stripe:checkout:${sessionId}` },
    ]);
    // The server asked Stripe (through the SDK) for the session and its line items.
    expect(stripe.requests.map((request) => decodeURIComponent(request.path))).toContain(
      `/v1/checkout/sessions/${sessionId}?expand[0]=line_items`,
    );
  });

  it('20 concurrent deliveries of the same event credit once', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const event = stripe.signedEvent('checkout.session.completed', sessionId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await credits(user.cookie)).toBe(25);
    expect(await purchaseRows(user.user.id)).toHaveLength(1);
  });

  it('a bad, missing or foreign signature, or a tampered body, answers 400 and credits nothing', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const good = stripe.signedEvent('checkout.session.completed', sessionId);
    const foreign = stripe.signedEvent('checkout.session.completed', sessionId, {
      secret: 'whsec_someone_else',
    });
    const attempts = [
      { payload: good.payload },
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: foreign.payload, signature: foreign.signature },
      { payload: good.payload.replace('"livemode":false', '"livemode":true'), signature: good.signature },
    ];
    for (const attempt of attempts) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await credits(user.cookie)).toBe(5);
    expect(await purchaseRows(user.user.id)).toEqual([]);
  });

  it('ignores other event types and sessions Stripe does not know, with 200', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    expect((await deliver(stripe.signedEvent('checkout.session.expired', sessionId))).statusCode).toBe(200);
    expect(
      (await deliver(stripe.signedEvent('checkout.session.completed', 'cs_test_unknown'))).statusCode,
    ).toBe(200);
    expect(await credits(user.cookie)).toBe(5);
  });

  it('credits quantity × metadata.credits over every line item; a price without it credits nothing', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [
        { priceId: 'price_20', quantity: 2 },
        { priceId: 'price_5' },
        { priceId: 'price_plain', quantity: 3 },
      ],
    });
    await deliver(stripe.signedEvent('checkout.session.completed', sessionId));
    expect(await credits(user.cookie)).toBe(5 + 45);

    // More line items than one expanded page holds: the rest are paged through the line-items list.
    const many = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: Array.from({ length: 12 }, () => ({ priceId: 'price_5' })),
    });
    await deliver(stripe.signedEvent('checkout.session.completed', many));
    expect(await credits(user.cookie)).toBe(50 + 60);
    expect(
      stripe.requests.some((request) => request.path.startsWith(`/v1/checkout/sessions/${many}/line_items`)),
    ).toBe(true);

    const nothing = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_plain' }],
    });
    expect((await deliver(stripe.signedEvent('checkout.session.completed', nothing))).statusCode).toBe(200);
    expect(await credits(user.cookie)).toBe(110);
  });

  it('waits for a delayed payment: completed-but-unpaid credits nothing, async_payment_succeeded credits', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
      paymentStatus: 'unpaid',
    });
    await deliver(stripe.signedEvent('checkout.session.completed', sessionId));
    const early = await success(sessionId, user.cookie);
    expect(early.headers.location).toBe('/payment-success?pending=1');
    expect(await credits(user.cookie)).toBe(5);
    stripe.setPaymentStatus(sessionId, 'paid');
    await deliver(stripe.signedEvent('checkout.session.async_payment_succeeded', sessionId));
    expect(await credits(user.cookie)).toBe(25);
  });
});

describe('GET /api/stripe/success', () => {
  it('answers 429 with Retry-After past 20 confirmations a minute, and credits the purchase once', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    for (let i = 0; i < 20; i++) expect((await success(sessionId, user.cookie)).statusCode).toBe(302);
    const refused = await success(sessionId, user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await credits(user.cookie)).toBe(25);
  });

  it('credits before the webhook, and the webhook after it changes nothing', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const response = await success(sessionId, user.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/payment-success?credits=20');
    expect(await credits(user.cookie)).toBe(25);
    await deliver(stripe.signedEvent('checkout.session.completed', sessionId));
    expect(await credits(user.cookie)).toBe(25);
  });

  it('after the webhook it still tells how many credits the purchase added, without adding them again', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    await deliver(stripe.signedEvent('checkout.session.completed', sessionId));
    const response = await success(sessionId, user.cookie);
    expect(response.headers.location).toBe('/payment-success?credits=20');
    expect((await success(sessionId, user.cookie)).headers.location).toBe('/payment-success?credits=20');
    expect(await credits(user.cookie)).toBe(25);
  });

  it('success and webhook arriving together, many times over, credit once', async () => {
    const user = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(user.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const event = stripe.signedEvent('checkout.session.completed', sessionId);
    await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(event)),
      ...Array.from({ length: 8 }, () => success(sessionId, user.cookie)),
    ]);
    expect(await credits(user.cookie)).toBe(25);
  });

  it("refuses another user's session (404), a bad id (400) and an unknown one (404); signed out goes to /login", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const sessionId = stripe.createSession({
      clientReferenceId: String(owner.user.id),
      items: [{ priceId: 'price_20' }],
    });
    const stolen = await success(sessionId, other.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(await credits(other.cookie)).toBe(5);
    expect(await credits(owner.cookie)).toBe(5);

    expect((await success('not-a-session', owner.cookie)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stripe/success', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(400);
    expect((await success('cs_test_nobody', owner.cookie)).statusCode).toBe(404);

    const signedOut = await success(sessionId);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/login');
    expect(await credits(owner.cookie)).toBe(5);
  });

  it('purchases racing admin credit edits keep every balance equal to its ledger', async () => {
    const { bootstrapAdmin } = await import('../auth/service.ts');
    await bootstrapAdmin(t.database.db, { email: 'stripe-admin@example.com', password: 'admin-pass-123' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'stripe-admin@example.com', password: 'admin-pass-123' },
    });
    const adminCookie = `tailor_session=${login.json().token}`;
    const user = await signUp(t.app);
    const sessions = Array.from({ length: 6 }, () =>
      stripe.createSession({ clientReferenceId: String(user.user.id), items: [{ priceId: 'price_5' }] }),
    );
    await Promise.all([
      ...sessions.map((id) => deliver(stripe.signedEvent('checkout.session.completed', id))),
      ...sessions.map((id) => success(id, user.cookie)),
      ...[7, 3, 11, 0].map((value) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${user.user.id}/credits`,
          headers: { cookie: adminCookie },
          payload: { credits: value },
        }),
      ),
    ]);
    expect(await purchaseRows(user.user.id)).toHaveLength(6);
  });
});

describe('Stripe turned off', () => {
  it('answers 404 FEATURE_DISABLED when STRIPE_SECRET_KEY is not set', async () => {
    const bare = await createTestApp({}, { startWorker: false });
    try {
      const user = await signUp(bare.app);
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/stripe/success?session_id=cs_test_x',
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('FEATURE_DISABLED');
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
