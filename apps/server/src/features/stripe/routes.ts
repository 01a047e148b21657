import { StripeSuccessQuerySchema, StripeWebhookResponseSchema } from '@tailor/core/contracts/stripe';
import { AppError } from '@tailor/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { currentUser } from '../auth/request-user.ts';
import { createStripeClient } from './client.ts';
import { creditCheckoutSession, recordPaymentReversal } from './service.ts';

const RECEIVED = { received: true } as const;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Events that mean a Checkout Session may now be paid. Both lead to the same idempotent crediting. */
const CREDITING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function stripeRoutes(
  ctx: AppContext,
  options: { stripe?: Stripe | null } = {},
): FastifyPluginAsyncZod {
  const stripe = options.stripe === undefined ? createStripeClient(ctx.env) : options.stripe;

  const requireStripe = (): Stripe => {
    if (!stripe) throw new AppError('FEATURE_DISABLED', 'Buying credits is not set up on this server');
    return stripe;
  };

  // Each success redirect asks Stripe for the session: a person lands here once per purchase, a script does not.
  const successPerAccount = createRateLimiter({ limit: 20, windowMs: 60_000 });

  return async (app) => {
    if (ctx.env.STRIPE_PRICING_TABLE_ID && !stripe) {
      app.log.warn('STRIPE_PRICING_TABLE_ID is set without STRIPE_SECRET_KEY: payments cannot be credited');
    }
    if (stripe && !ctx.env.STRIPE_WEBHOOK_SECRET) {
      app.log.warn('STRIPE_WEBHOOK_SECRET is not set: only the success redirect credits purchases');
    }

    // The webhook signature covers the exact bytes Stripe sent: keep JSON bodies raw in this plugin only.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    // Stripe's Checkout sends the browser here after payment (the pricing table's confirmation page).
    app.get(
      '/api/stripe/success',
      { schema: { querystring: StripeSuccessQuerySchema } },
      async (request, reply) => {
        const client = requireStripe();
        const user = await currentUser(ctx, request, reply);
        // Signed out (another browser, an expired session): the webhook still credits the purchase.
        if (!user) return reply.redirect('/login', 302);
        const limit = successPerAccount.hit([`user:${user.id}`]);
        if (!limit.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            'Too many payment confirmations in a minute. Please wait and try again.',
            {
              retryAfterSeconds: limit.retryAfterSeconds,
            },
          );
        }
        const result = await creditCheckoutSession({
          db: ctx.db,
          stripe: client,
          sessionId: request.query.session_id,
          log: request.log,
          expectedUserId: user.id,
        });
        reply.header('Cache-Control', 'no-store');
        if (result.status === 'credited')
          return reply.redirect(`/payment-success?credits=${result.credits}`, 302);
        if (result.status === 'pending') return reply.redirect('/payment-success?pending=1', 302);
        return reply.redirect('/payment-success', 302);
      },
    );

    app.post(
      '/api/stripe/webhook',
      { schema: { response: { 200: StripeWebhookResponseSchema } } },
      async (request) => {
        const client = requireStripe();
        const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
        if (!secret) throw new AppError('FEATURE_DISABLED', 'Stripe webhooks are not set up on this server');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing Stripe-Signature header or JSON body');
        }
        let event: Stripe.Event;
        try {
          event = client.webhooks.constructEvent(request.body, signature, secret);
        } catch (error) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Invalid Stripe signature', {
            cause: error,
            internal: `Stripe webhook signature refused: ${(error as Error).message}`,
          });
        }
        if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
          const object = event.data.object as Stripe.Charge | Stripe.Dispute;
          const paymentIntent = idOf(object.payment_intent);
          if (!paymentIntent) {
            request.log.error(
              { eventId: event.id },
              `${event.type} without a payment intent: nothing taken back`,
            );
            return RECEIVED;
          }
          await recordPaymentReversal({
            db: ctx.db,
            log: request.log,
            paymentIntent,
            amount: object.object === 'charge' ? object.amount : null,
            ...(object.object === 'charge' ? { amountRefunded: object.amount_refunded } : { disputed: true }),
          });
          return RECEIVED;
        }
        if (!CREDITING_EVENTS.has(event.type)) return RECEIVED;
        const session = event.data.object as Stripe.Checkout.Session;
        try {
          await creditCheckoutSession({
            db: ctx.db,
            stripe: client,
            sessionId: session.id,
            log: request.log,
          });
        } catch (error) {
          // A session Stripe itself does not know will never credit: acknowledge so it stops retrying.
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            request.log.error({ sessionId: session.id }, 'webhook for an unknown checkout session');
            return RECEIVED;
          }
          throw error; // anything else (Stripe unreachable, database down): a 5xx, and Stripe retries
        }
        return RECEIVED;
      },
    );
  };
}
