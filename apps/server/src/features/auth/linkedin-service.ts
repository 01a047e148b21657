import type { User } from '@tailor/core/contracts/auth';
import { stripControlCharacters } from '@tailor/core/contracts/common';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens, externalIdentities, sessions, users } from '../../db/schema.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { createAccount, toUser } from './service.ts';

export type OidcSignIn =
  /** Signed in. `claimed`: the account had an unproven email that this provider proved, so its password was
   * removed and every earlier session ended (decision 064). */
  | { status: 'signed-in'; user: User; created: boolean; claimed: boolean }
  /** An admin account always signs in with its password. */
  | { status: 'password-required' };

type UserRow = typeof users.$inferSelect;

async function linkIdentity(
  tx: Tx,
  identity: { userId: number; issuer: string; subject: string; email: string },
): Promise<void> {
  await tx.insert(externalIdentities).values(identity);
}

/**
 * The account a provider sign-in opens (decision 064):
 * 1. the account already linked to this issuer + subject, whatever its email is now;
 * 2. else the account with this (provider-verified) email — linked as it is when we had verified that email
 *    ourselves; when we had not, whoever registered it never proved the address was theirs, so the provider's
 *    user takes it over: the password is removed, every session and mailed link ends, and the email counts as
 *    verified;
 * 3. else a new account with the sign-up credits and no password.
 * An admin account is never opened this way.
 */
export async function signInWithOidc(
  db: Db,
  options: { issuer: string; subject: string; email: string; name?: string | undefined },
): Promise<OidcSignIn> {
  const email = options.email.trim().toLowerCase();
  const { issuer, subject } = options;
  try {
    return await attempt(db, { issuer, subject, email, name: options.name });
  } catch (error) {
    // Two callbacks for the same new person at once: the other one created the account or the link.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    return attempt(db, { issuer, subject, email, name: options.name });
  }
}

async function attempt(
  db: Db,
  options: { issuer: string; subject: string; email: string; name?: string | undefined },
): Promise<OidcSignIn> {
  const { issuer, subject, email } = options;
  return db.transaction(async (tx): Promise<OidcSignIn> => {
    const [linked] = await tx
      .select({ user: users, identityId: externalIdentities.id, identityEmail: externalIdentities.email })
      .from(externalIdentities)
      .innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)));
    if (linked) {
      if (linked.user.role === 'admin') return { status: 'password-required' };
      if (linked.identityEmail !== email) {
        await tx
          .update(externalIdentities)
          .set({ email })
          .where(eq(externalIdentities.id, linked.identityId));
      }
      return { status: 'signed-in', user: toUser(linked.user), created: false, claimed: false };
    }

    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing) {
      if (existing.role === 'admin') return { status: 'password-required' };
      let row: UserRow = existing;
      let claimed = false;
      if (!existing.emailVerifiedAt) {
        [row] = (await tx
          .update(users)
          .set({ passwordHash: null, emailVerifiedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()) as [UserRow];
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        await tx.delete(accountTokens).where(eq(accountTokens.userId, existing.id));
        // The identities someone linked before: they belonged to whoever held the unproven address.
        await tx.delete(externalIdentities).where(eq(externalIdentities.userId, existing.id));
        claimed = true;
      }
      await linkIdentity(tx, { userId: row.id, issuer, subject, email });
      return { status: 'signed-in', user: toUser(row), created: false, claimed };
    }

    const username =
      stripControlCharacters(options.name ?? '')
        .trim()
        .slice(0, 60) || email.split('@')[0]!;
    const user = await createAccount(tx, { email, username, emailVerifiedAt: new Date() });
    await linkIdentity(tx, { userId: user.id, issuer, subject, email });
    return {
      status: 'signed-in',
      user,
      created: true,
      claimed: false,
    };
  });
}
