import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/config', () => {
  it('turns email auth on and LinkedIn off by default, with no payment data', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      features: { enableEmailAuth: true, enableLinkedInAuth: false },
      environment: 'test',
      stripe: { pricingTableId: null, publishableKey: null },
    });
  });

  it('reflects Stripe keys and an email-auth switch-off, which then refuses login', async () => {
    t = await createTestApp({
      ENABLE_EMAIL_AUTH: 'false',
      STRIPE_PRICING_TABLE_ID: 'prctbl_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.features).toEqual({ enableEmailAuth: false, enableLinkedInAuth: false });
    expect(config.stripe).toEqual({ pricingTableId: 'prctbl_1', publishableKey: 'pk_test_1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(404);
  });
});
