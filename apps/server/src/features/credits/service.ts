import { AppError } from '@tailor/core/errors';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditTransactions, users } from '../../db/schema.ts';

export type CreditChange = {
  userId: number;
  delta: number;
  reason: 'signup' | 'tailoring' | 'tailoring-refund' | 'admin' | 'purchase' | 'purchase-reversal';
  /** Unique per real-world event: applying the same reference twice changes nothing the second time. */
  reference: string;
  /** The admin behind an `admin` change. */
  actorId?: number;
};

/**
 * Writes one ledger row and moves the balance by the same amount, inside the caller's transaction.
 * The balance never goes below 0: a debit that would overdraw throws INSUFFICIENT_CREDITS and the caller's
 * transaction rolls back.
 */
export async function applyCreditChange(
  tx: Tx,
  change: CreditChange,
): Promise<{ applied: boolean; balance: number }> {
  const inserted = await tx
    .insert(creditTransactions)
    .values(change)
    .onConflictDoNothing({ target: creditTransactions.reference })
    .returning({ id: creditTransactions.id });

  if (inserted.length === 0) {
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.userId));
    return { applied: false, balance: user?.credits ?? 0 };
  }

  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.delta}` })
    .where(and(eq(users.id, change.userId), gte(sql`${users.credits} + ${change.delta}`, 0)))
    .returning({ credits: users.credits });

  if (!updated) {
    throw new AppError('INSUFFICIENT_CREDITS', 'Insufficient credits');
  }
  return { applied: true, balance: updated.credits };
}
