import { randomUUID } from 'node:crypto';
import type {
  AdminUser,
  CreateUserResponse,
  CreditHistoryResponse,
  ListUsersQuery,
  ListUsersResponse,
  SetCreditsResponse,
  ShortfallsResponse,
} from '@tailor/core/contracts/admin';
import { AppError } from '@tailor/core/errors';
import { count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditTransactions, stripePayments, users } from '../../db/schema.ts';
import { generatePassword } from '../auth/passwords.ts';
import { registerUser } from '../auth/service.ts';
import { applyCreditChange } from '../credits/service.ts';

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` are wildcards or escapes in LIKE: a search for them means the characters themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newest accounts first; `search` matches email or username, case-insensitively. */
export async function listUsers(db: Db, query: ListUsersQuery): Promise<ListUsersResponse> {
  const where = query.search
    ? or(ilike(users.email, likePattern(query.search)), ilike(users.username, likePattern(query.search)))
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: totalRow?.total ?? 0 };
}

/**
 * Creates a regular account with a generated password, returned this once: only its Argon2 hash is stored.
 * The account gets the sign-up credits through the ledger like any other.
 */
export async function createUser(db: Db, options: { email: string }): Promise<CreateUserResponse> {
  const generatedPassword = generatePassword(16);
  const user = await registerUser(db, { email: options.email, password: generatedPassword });
  return { id: user.id, email: user.email, username: user.username, generatedPassword };
}

/**
 * Sets a balance to an exact number as one ledger row (reason `admin`, the admin as actor). The user's row is
 * locked first, so a tailoring debit or a purchase running at the same time lands before or after, never lost.
 */
export async function setUserCredits(
  db: Db,
  options: { userId: number; credits: number; adminId: number },
): Promise<SetCreditsResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, username: users.username, credits: users.credits })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    const delta = options.credits - row.credits;
    if (delta === 0) return row;
    const { balance } = await applyCreditChange(tx, {
      userId: row.id,
      delta,
      reason: 'admin',
      reference: `admin:${options.adminId}:${randomUUID()}`,
      actorId: options.adminId,
    });
    return { id: row.id, username: row.username, credits: balance };
  });
}

/** A user's ledger, newest first, with the balance after each row (the running sum of the deltas). */
export async function findCreditHistory(
  db: Db,
  options: { userId: number; limit: number },
): Promise<CreditHistoryResponse> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const balanceAfter = sql<number>`sum(${creditTransactions.delta}) over (order by ${creditTransactions.id})`;
  const ledger = db
    .select({
      id: creditTransactions.id,
      delta: creditTransactions.delta,
      reason: creditTransactions.reason,
      reference: creditTransactions.reference,
      actorId: creditTransactions.actorId,
      createdAt: creditTransactions.createdAt,
      balanceAfter: balanceAfter.as('balance_after'),
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, options.userId))
    .as('ledger');
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(ledger).orderBy(desc(ledger.id)).limit(options.limit),
    db
      .select({ total: count() })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, options.userId)),
  ]);
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      actorId: row.actorId,
      balanceAfter: Number(row.balanceAfter),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}

/** Refunded or disputed purchases whose credits were already spent (decision 065), newest first. */
export async function listShortfalls(db: Db): Promise<ShortfallsResponse> {
  const rows = await db
    .select({ payment: stripePayments, email: users.email })
    .from(stripePayments)
    .leftJoin(users, eq(users.id, stripePayments.userId))
    .where(gt(stripePayments.shortfallCredits, 0))
    .orderBy(desc(stripePayments.updatedAt))
    .limit(500);
  return {
    shortfalls: rows.map(({ payment, email }) => ({
      paymentIntent: payment.paymentIntent,
      checkoutSessionId: payment.checkoutSessionId,
      userId: payment.userId,
      email,
      credits: payment.credits ?? 0,
      reversedCredits: payment.reversedCredits,
      shortfallCredits: payment.shortfallCredits,
      disputed: payment.disputed,
      amount: payment.amount,
      amountRefunded: payment.amountRefunded,
      updatedAt: payment.updatedAt.toISOString(),
    })),
  };
}
