import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, stripePayments } from '../../db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { unbalancedUsers } from '../../test/ledger.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { bootstrapAdmin } from '../auth/service.ts';

let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice({ id: 'price_20', unitAmount: 1000, metadata: { credits: '20' } });
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
  await t?.close();
  await stripe?.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.database.db)).toEqual([]);
});

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

async function credits(cookie: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().credits;
}

async function buyer() {
  const user = await signUp(t.app);
  const sessionId = stripe.createSession({
    clientReferenceId: String(user.user.id),
    items: [{ priceId: 'price_20' }],
  });
  return { ...user, sessionId, purchase: stripe.signedEvent('checkout.session.completed', sessionId) };
}

async function reversals(userId: number) {
  const rows = await t.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return rows.filter((row) => row.reason === 'purchase-reversal');
}

describe('refunds and disputes take the purchase back through the ledger', () => {
  it('a refund after the purchase takes its 20 credits back, once however often it is delivered', async () => {
    const person = await buyer();
    expect((await deliver(person.purchase)).statusCode).toBe(200);
    expect(await credits(person.cookie)).toBe(25);
    const refund = stripe.signedRefund(person.sessionId);
    for (let i = 0; i < 4; i++) expect((await deliver(refund)).statusCode).toBe(200);
    expect(await credits(person.cookie)).toBe(5);
    expect(await reversals(person.user.id)).toMatchObject([{ delta: -20 }]);
  });

  it('a refund before the purchase event: the purchase, when it comes, is credited and taken back', async () => {
    const person = await buyer();
    expect((await deliver(stripe.signedRefund(person.sessionId))).statusCode).toBe(200);
    expect(await credits(person.cookie)).toBe(5);
    expect((await deliver(person.purchase)).statusCode).toBe(200);
    expect((await deliver(person.purchase)).statusCode).toBe(200);
    expect(await credits(person.cookie)).toBe(5);
    expect(await reversals(person.user.id)).toMatchObject([{ delta: -20 }]);
  });

  it('a partial refund takes back the refunded share (rounded up); a later full one the rest', async () => {
    const person = await buyer();
    await deliver(person.purchase);
    await deliver(stripe.signedRefund(person.sessionId, 250)); // a quarter of $10
    expect(await credits(person.cookie)).toBe(20);
    // An older, smaller refund event arriving late changes nothing.
    await deliver(stripe.signedRefund(person.sessionId, 100));
    expect(await credits(person.cookie)).toBe(20);
    await deliver(stripe.signedRefund(person.sessionId, 1000));
    expect(await credits(person.cookie)).toBe(5);
  });

  it('a dispute and a refund of the same payment take it back once; concurrent deliveries too', async () => {
    const person = await buyer();
    await deliver(person.purchase);
    const events = [stripe.signedDispute(person.sessionId), stripe.signedRefund(person.sessionId)];
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(events[i % 2]!)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await credits(person.cookie)).toBe(5);
    expect(await reversals(person.user.id)).toHaveLength(1);
  });

  it('never goes below 0: credits already spent are recorded as a shortfall and shown to admins', async () => {
    const person = await buyer();
    await deliver(person.purchase);
    // Spend 22 of the 25 credits (an admin edit stands in for 22 tailorings).
    await bootstrapAdmin(t.database.db, { email: 'refund-admin@example.com', password: 'admin-pass-123' });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'refund-admin@example.com', password: 'admin-pass-123' },
    });
    const adminCookie = `tailor_session=${admin.json().token}`;
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${person.user.id}/credits`,
      headers: { cookie: adminCookie },
      payload: { credits: 3 },
    });
    expect(set.statusCode).toBe(200);

    await deliver(stripe.signedDispute(person.sessionId));
    expect(await credits(person.cookie)).toBe(0);
    const [payment] = await t.database.db
      .select()
      .from(stripePayments)
      .where(eq(stripePayments.checkoutSessionId, person.sessionId));
    expect(payment).toMatchObject({ credits: 20, reversedCredits: 3, shortfallCredits: 17, disputed: true });

    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shortfalls',
      headers: { cookie: adminCookie },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().shortfalls).toContainEqual(
      expect.objectContaining({
        userId: person.user.id,
        email: person.email,
        credits: 20,
        reversedCredits: 3,
        shortfallCredits: 17,
        disputed: true,
      }),
    );
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shortfalls',
      headers: { cookie: person.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
