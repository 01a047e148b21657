import { MAX_ADMIN_CREDITS } from '@tailor/core/constants';
import { MAX_ID } from '@tailor/core/contracts/common';
import { AppError } from '@tailor/core/errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.ts';
import { stripePayments, users } from '../../db/schema.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { applyCreditChange } from '../credits/service.ts';

const FOREIGN_KEY_VIOLATION = '23503';

export type CheckoutCreditResult =
  /** Paid: `credits` were added now (`applied`) or by an earlier call for the same session. */
  | { status: 'credited'; userId: number; credits: number; applied: boolean }
  /** Not paid yet (a delayed payment method): `…async_payment_succeeded` will credit it. */
  | { status: 'pending'; userId: number }
  /** Nothing to credit: no user reference, a deleted user, or no price carrying `metadata.credits`. */
  | { status: 'ignored'; reason: string };

/** The ledger reference of a purchase: one per Checkout Session, whoever reports it first. */
export function purchaseReference(sessionId: string): string {
  return `stripe:checkout:${sessionId}`;
}

function parseUserId(reference: string | null): number | null {
  if (!reference || !/^\d{1,10}$/.test(reference)) return null;
  const id = Number(reference);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function parseCredits(value: string | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return null;
  const credits = Number(value.trim());
  return credits >= 1 && credits <= MAX_ADMIN_CREDITS ? credits : null;
}

async function sessionLineItems(stripe: Stripe, session: Stripe.Checkout.Session) {
  const expanded = session.line_items;
  if (expanded && !expanded.has_more) return expanded.data;
  const items: Stripe.LineItem[] = [];
  for await (const item of stripe.checkout.sessions.listLineItems(session.id, { limit: 100 })) {
    items.push(item);
  }
  return items;
}

/** Sum over the line items of quantity × the price's `metadata.credits`; a price without it counts 0. */
function creditsOf(items: Stripe.LineItem[], log: FastifyBaseLogger, sessionId: string): number {
  let total = 0;
  for (const item of items) {
    const perUnit = parseCredits(item.price?.metadata?.credits);
    if (perUnit === null) {
      log.error(
        { sessionId, priceId: item.price?.id },
        'Stripe price has no valid metadata.credits (a whole number): this line item credits nothing',
      );
      continue;
    }
    total += perUnit * (item.quantity ?? 1);
  }
  return total;
}

async function retrieveSession(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new AppError('NOT_FOUND', 'Checkout session not found', { cause: error });
    }
    throw new AppError('PROVIDER_UNAVAILABLE', 'The payment provider could not be reached', {
      cause: error,
      internal: `Stripe retrieve ${sessionId} failed: ${(error as Error).message}`,
    });
  }
}

/**
 * The one crediting path, shared by the success redirect and the webhook. It asks Stripe for the session
 * (never trusting the caller's copy), and adds its credits under the session's ledger reference, so any
 * number of calls, in any order or at once, credit it exactly once.
 *
 * `expectedUserId` (the success redirect): a session that belongs to someone else answers NOT_FOUND.
 */
export async function creditCheckoutSession(options: {
  db: Db;
  stripe: Stripe;
  sessionId: string;
  log: FastifyBaseLogger;
  expectedUserId?: number;
}): Promise<CheckoutCreditResult> {
  const { db, stripe, sessionId, log } = options;
  const session = await retrieveSession(stripe, sessionId);
  const userId = parseUserId(session.client_reference_id);
  if (options.expectedUserId !== undefined && userId !== options.expectedUserId) {
    throw new AppError('NOT_FOUND', 'Checkout session not found');
  }
  if (userId === null) {
    log.error({ sessionId }, 'Checkout session has no client_reference_id naming a user: nothing credited');
    return { status: 'ignored', reason: 'no user reference' };
  }
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return { status: 'pending', userId };
  }

  const credits = creditsOf(await sessionLineItems(stripe, session), log, sessionId);
  if (credits === 0) return { status: 'ignored', reason: 'no credits on the prices' };
  try {
    const paymentIntent = paymentIntentOf(session.payment_intent);
    const { applied } = await db.transaction(async (tx) => {
      const change = await applyCreditChange(tx, {
        userId,
        delta: credits,
        reason: 'purchase',
        reference: purchaseReference(sessionId),
      });
      // A refund or dispute may have come first: the purchase is taken back as soon as it is known.
      if (paymentIntent) {
        await tx
          .insert(stripePayments)
          .values({
            paymentIntent,
            checkoutSessionId: sessionId,
            userId,
            credits,
            amount: session.amount_total,
          })
          .onConflictDoUpdate({
            target: stripePayments.paymentIntent,
            set: {
              checkoutSessionId: sessionId,
              userId,
              credits,
              amount: sql`coalesce(${stripePayments.amount}, excluded.amount)`,
              updatedAt: new Date(),
            },
            setWhere: sql`${stripePayments.credits} is null`,
          });
        await settleReversal(tx, paymentIntent, log);
      }
      return change;
    });
    if (applied) log.info({ sessionId, userId, credits }, 'credits purchased');
    return { status: 'credited', userId, credits, applied };
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      log.error({ sessionId, userId, credits }, 'Paid checkout session for a user that no longer exists');
      return { status: 'ignored', reason: 'unknown user' };
    }
    throw error;
  }
}

function paymentIntentOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The ledger reference of a reversal step: unique because the amount taken back so far only grows. */
function reversalReference(paymentIntent: string, reversedAfter: number): string {
  return `stripe:reversal:${paymentIntent}:${reversedAfter}`;
}

/**
 * Takes back what a refund or dispute says is due on one payment (decision 065): a dispute all of the purchase's
 * credits, a refund the refunded share (rounded up). Never below 0 — what the balance cannot cover (already spent)
 * is recorded as the shortfall admins see. Runs under the payment row's lock, so replays and concurrent events
 * take back each credit once.
 */
async function settleReversal(tx: Tx, paymentIntent: string, log: FastifyBaseLogger): Promise<void> {
  const [payment] = await tx
    .select()
    .from(stripePayments)
    .where(eq(stripePayments.paymentIntent, paymentIntent))
    .for('update');
  if (!payment || payment.credits === null) return; // the purchase is not known yet: its event settles it
  const share = payment.disputed
    ? 1
    : payment.amount
      ? Math.min(1, payment.amountRefunded / payment.amount)
      : 0;
  const target = Math.ceil(payment.credits * share);
  const due = target - payment.reversedCredits - payment.shortfallCredits;
  if (due <= 0) return;

  let balance = 0;
  if (payment.userId !== null) {
    const [user] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, payment.userId))
      .for('update');
    balance = user?.credits ?? 0;
  }
  const take = Math.min(due, balance);
  if (take > 0 && payment.userId !== null) {
    await applyCreditChange(tx, {
      userId: payment.userId,
      delta: -take,
      reason: 'purchase-reversal',
      reference: reversalReference(paymentIntent, payment.reversedCredits + take),
    });
  }
  await tx
    .update(stripePayments)
    .set({
      reversedCredits: payment.reversedCredits + take,
      shortfallCredits: payment.shortfallCredits + (due - take),
      updatedAt: new Date(),
    })
    .where(eq(stripePayments.paymentIntent, paymentIntent));
  log.warn(
    { paymentIntent, userId: payment.userId, takenBack: take, shortfall: due - take },
    'purchase refunded or disputed: credits taken back',
  );
}

/**
 * `charge.refunded` and `charge.dispute.created` (decision 065): records what Stripe reports about the payment —
 * the largest refunded amount seen (events may arrive out of order), or that it is disputed — and takes back
 * what is due if the purchase is known; otherwise the purchase event does it when it comes.
 */
export async function recordPaymentReversal(options: {
  db: Db;
  log: FastifyBaseLogger;
  paymentIntent: string;
  amount: number | null;
  amountRefunded?: number;
  disputed?: boolean;
}): Promise<void> {
  const { db, log, paymentIntent } = options;
  const refunded = Math.max(0, options.amountRefunded ?? 0);
  await db.transaction(async (tx) => {
    await tx
      .insert(stripePayments)
      .values({
        paymentIntent,
        amount: options.amount,
        amountRefunded: refunded,
        disputed: options.disputed ?? false,
      })
      .onConflictDoUpdate({
        target: stripePayments.paymentIntent,
        set: {
          amount: sql`coalesce(${stripePayments.amount}, excluded.amount)`,
          amountRefunded: sql`greatest(${stripePayments.amountRefunded}, excluded.amount_refunded)`,
          disputed: sql`${stripePayments.disputed} or excluded.disputed`,
          updatedAt: new Date(),
        },
      });
    await settleReversal(tx, paymentIntent, log);
  });
}
