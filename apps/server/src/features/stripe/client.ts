import Stripe from 'stripe';
import type { Env } from '../../env.ts';

/**
 * The Stripe SDK, pointed at `STRIPE_API_BASE` when set (a local fake in tests, or stripe-mock), else at
 * Stripe. Null when `STRIPE_SECRET_KEY` is not set: buying credits is then off.
 */
export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
    }),
  });
}
