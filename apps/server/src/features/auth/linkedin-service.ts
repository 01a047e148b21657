import { SIGNUP_CREDITS } from '@tailor/core/constants';
import type { User } from '@tailor/core/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { applyCreditChange } from '../credits/service.ts';
import { toUser } from './service.ts';

/**
 * Signs in the account with this (provider-verified) email, creating it with the sign-up credits when there
 * is none. An existing account with the same email — made with a password or by an admin — is the same
 * person's, so it is reused (decision 036). A LinkedIn-made account has no password.
 */
export async function findOrCreateOidcUser(
  db: Db,
  options: { email: string; name?: string | undefined },
): Promise<{ user: User; created: boolean }> {
  const email = options.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) return { user: toUser(existing), created: false };

  const username = options.name?.trim().slice(0, 60) || email.split('@')[0]!;
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ email, username }).returning();
      const { balance } = await applyCreditChange(tx, {
        userId: row!.id,
        delta: SIGNUP_CREDITS,
        reason: 'signup',
        reference: `signup:${row!.id}`,
      });
      return toUser({ ...row!, credits: balance });
    });
    return { user, created: true };
  } catch (error) {
    // Two callbacks for the same new person at once: the other one created the account.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw error;
    return { user: toUser(row), created: false };
  }
}
