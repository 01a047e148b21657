import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@tailor/core/constants';
import type { AccountResponse } from '@tailor/core/contracts/account';
import type { User } from '@tailor/core/contracts/auth';
import { AppError } from '@tailor/core/errors';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, externalIdentities, sessions, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { assertPasswordAcceptable } from '../auth/password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { hashToken, toUser } from '../auth/service.ts';

type Purpose = (typeof accountTokens.$inferSelect)['purpose'];

const LINK_INVALID = 'This link is invalid, was already used or has expired. Please ask for a new one.';

/** Where mailed links point: APP_URL, else this machine (never the request's Host header, which a caller
 * chooses — a reset link must not be sent to someone else's site). */
export function appOrigin(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
}

async function issueToken(
  db: Db,
  options: { userId: number; email: string; purpose: Purpose; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link of a kind works.
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, options.userId), eq(accountTokens.purpose, options.purpose)));
    await tx.insert(accountTokens).values({
      userId: options.userId,
      purpose: options.purpose,
      email: options.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + options.ttlMs),
    });
  });
  return token;
}

export async function getAccount(db: Db, userId: number): Promise<AccountResponse> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const [identity] = await db
    .select({ id: externalIdentities.id })
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId))
    .limit(1);
  return {
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    linkedIn: identity !== undefined,
  };
}

/** Mails a verification link to the account's address (sign-up and "Resend"). */
export async function sendVerificationMail(
  ctx: { db: Db; env: Env; mailer: Mailer },
  user: { id: number; email: string },
  /** Given, the mail is delivered in the background and a failure is reported here; the link is issued first. */
  onDeliveryError?: (error: unknown) => void,
): Promise<void> {
  const token = await issueToken(ctx.db, {
    userId: user.id,
    email: user.email,
    purpose: 'verify_email',
    ttlMs: EMAIL_VERIFICATION_TTL_HOURS * 60 * 60_000,
  });
  const link = `${appOrigin(ctx.env)}/verify-email?token=${token}`;
  const delivery = ctx.mailer.send({
    to: user.email,
    subject: 'Confirm your email for Tailor',
    text: [
      'Confirm that this is your email address for your Tailor account:',
      '',
      link,
      '',
      `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not sign up for Tailor, ignore this mail.`,
    ].join('\n'),
  });
  if (onDeliveryError) delivery.catch(onDeliveryError);
  else await delivery;
}

/** Marks the token used and returns it, in one statement: two clicks at once cannot both spend it. */
async function spendToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError('LINK_INVALID', LINK_INVALID);
  return row;
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  const spent = await spendToken(db, token, 'verify_email');
  // Counts only while the account still has the address the link went to.
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
    .returning({ id: users.id });
  if (!updated) throw new AppError('LINK_INVALID', LINK_INVALID);
}

/**
 * "Forgot password": mails a single-use 30-minute link when the email has an account, nothing otherwise. The
 * caller answers the same either way and does not wait for this (the time taken must not tell either).
 */
export async function requestPasswordReset(
  ctx: { db: Db; env: Env; mailer: Mailer },
  email: string,
): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!row) return;
  const token = await issueToken(ctx.db, {
    userId: row.id,
    email: row.email,
    purpose: 'reset_password',
    ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
  });
  const link = `${appOrigin(ctx.env)}/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: row.email,
    subject: 'Reset your Tailor password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Tailor account. Choose a new password here:',
      '',
      link,
      '',
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets the new password from a reset link and ends every session of the account. The link proves the person
 * reads the account's mail, so the email counts as verified too.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<User> {
  // The strength rules first (they know the email), so a refused password does not spend the link.
  const [pending] = await db
    .select({ email: users.email, username: users.username })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, 'reset_password'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  if (!pending) throw new AppError('LINK_INVALID', LINK_INVALID);
  assertPasswordAcceptable(input.password, [pending.email, pending.username ?? '']);
  const passwordHash = await hashPassword(input.password);
  const spent = await spendToken(db, input.token, 'reset_password');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date() })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
      .returning();
    if (!row) throw new AppError('LINK_INVALID', LINK_INVALID);
    await tx.delete(sessions).where(eq(sessions.userId, row.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, row.id));
    return toUser(row);
  });
}

/** Settings → change password: the current one is required; every other session of the account ends. */
export async function changePassword(
  db: Db,
  input: {
    userId: number;
    currentPassword: string;
    newPassword: string;
    keepSessionToken: string | undefined;
  },
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const ok = row.passwordHash
    ? await verifyPassword(row.passwordHash, input.currentPassword)
    : await verifyAgainstDummy(input.currentPassword);
  if (!row.passwordHash) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This account has no password yet. Use "Forgot password?" on the sign-in page to set one.',
    );
  }
  if (!ok) throw new AppError('VALIDATION_FAILED', 'Your current password is not correct');
  assertPasswordAcceptable(input.newPassword, [row.email, row.username ?? '']);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    const others = input.keepSessionToken
      ? and(eq(sessions.userId, row.id), ne(sessions.tokenHash, hashToken(input.keepSessionToken)))
      : eq(sessions.userId, row.id);
    await tx.delete(sessions).where(others);
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, row.id), eq(accountTokens.purpose, 'reset_password')));
  });
}
