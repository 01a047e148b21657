import { createHash, randomBytes } from 'node:crypto';
import { SIGNUP_CREDITS } from '@tailor/core/constants';
import type { User } from '@tailor/core/contracts/auth';
import { AppError } from '@tailor/core/errors';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { applyCreditChange } from '../credits/service.ts';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type { SessionCache } from './session-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, role: row.role, credits: row.credits };
}

/**
 * The one way an account is made — password sign-up, LinkedIn (OIDC) sign-up and the admin at start-up: the user
 * row and, for a person (not the admin), the sign-up credits through the ledger, in the caller's transaction.
 */
export async function createAccount(
  tx: Tx,
  input: {
    email: string;
    username: string;
    passwordHash?: string | null;
    role?: 'admin' | 'regular';
    emailVerifiedAt?: Date | null;
  },
): Promise<User> {
  const [row] = await tx
    .insert(users)
    .values({
      email: input.email,
      username: input.username,
      passwordHash: input.passwordHash ?? null,
      role: input.role ?? 'regular',
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  if (!row) throw new Error('creating the account returned no row');
  if (row.role === 'admin') return toUser(row);
  const { balance } = await applyCreditChange(tx, {
    userId: row.id,
    delta: SIGNUP_CREDITS,
    reason: 'signup',
    reference: `signup:${row.id}`,
  });
  return toUser({ ...row, credits: balance });
}

export async function registerUser(
  db: Db,
  input: { email: string; password: string; username?: string | undefined },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction((tx) =>
      createAccount(tx, {
        email: input.email,
        username: input.username ?? input.email.split('@')[0] ?? input.email,
        passwordHash,
      }),
    );
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    throw error;
  }
}

export async function verifyCredentials(db: Db, input: { email: string; password: string }): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  return toUser(row);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token. Only the token's hash is stored. */
export async function createSession(db: Db, options: { userId: number; ttlDays: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    expiresAt: new Date(Date.now() + options.ttlDays * DAY_MS),
  });
  return token;
}

/**
 * Finds the user of a live session. Expiry slides: a session used more than a day after it was last
 * extended gets a full TTL again (so we write at most once a day per session).
 */
const sessionUserQuery = preparedStatement((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_session_user'),
);

const extendSessionQuery = preparedStatement((db) =>
  db
    .update(sessions)
    .set({ expiresAt: sql`${sql.placeholder('expiresAt')}` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('extend_session'),
);

export async function findSessionUser(
  db: Db,
  options: { token: string; ttlDays: number; cache?: SessionCache | undefined },
): Promise<{ user: User; extended: boolean } | null> {
  const { cache } = options;
  const now = Date.now();
  const tokenHash = hashToken(options.token);
  let found = cache?.get(tokenHash, now);
  if (!found) {
    // One read per request (none while the cache remembers it); the write happens at most once a day per session
    // (when the expiry slides).
    const seen = cache?.generation() ?? 0;
    const [row] = await sessionUserQuery(db).execute({ tokenHash, now: new Date(now).toISOString() });
    if (!row) return null;
    found = { sessionId: row.sessionId, expiresAt: row.expiresAt, user: toUser(row.user) };
    cache?.set(tokenHash, found, seen, now);
  }

  const fullExpiry = now + options.ttlDays * DAY_MS;
  const extended = fullExpiry - found.expiresAt.getTime() > DAY_MS;
  if (extended) {
    cache?.forget(tokenHash);
    await extendSessionQuery(db).execute({
      expiresAt: new Date(fullExpiry).toISOString(),
      id: found.sessionId,
    });
  }
  return { user: found.user, extended };
}

export async function deleteSession(db: Db, token: string, cache?: SessionCache): Promise<void> {
  const tokenHash = hashToken(token);
  cache?.forget(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or promote an admin. With neither set and no admin yet, one is created
 * with a generated password, returned so the caller can print it once.
 *
 * When ADMIN_EMAIL names an account someone registered (decision 058), the operator's setting wins — the address
 * is the operator's — but not silently and not with the registrant still inside: the account becomes the admin
 * with ADMIN_PASSWORD, every session it had is ended, and `takenOver` says so for the start-up log. The same
 * happens when ADMIN_PASSWORD changes. Callers run this under `Database.exclusive`.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { email?: string | undefined; password?: string | undefined },
): Promise<{
  email: string;
  generatedPassword?: string;
  takenOver?: { userId: number; endedSessions: number };
} | null> {
  if (options.email || options.password) {
    if (!options.email || !options.password) {
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
    }
    const email = options.email.toLowerCase();
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (!existing) {
      const passwordHash = await hashPassword(options.password);
      await db.transaction((tx) =>
        createAccount(tx, { email, username: 'admin', passwordHash, role: 'admin' }),
      );
      return { email };
    }
    const passwordMatches =
      existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, options.password));
    if (existing.role === 'admin' && passwordMatches) return { email };
    const passwordHash = await hashPassword(options.password);
    const ended = await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
      return tx.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ id: sessions.id });
    });
    return existing.role === 'admin'
      ? { email }
      : { email, takenOver: { userId: existing.id, endedSessions: ended.length } };
  }

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const email = 'admin@tailor.local';
  // Under `Database.exclusive`: nobody creates this address between the look and the write.
  const updated = await db
    .update(users)
    .set({ role: 'admin', passwordHash })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (updated.length === 0) {
    await db.transaction((tx) =>
      createAccount(tx, { email, username: 'admin', passwordHash, role: 'admin' }),
    );
  }
  return { email, generatedPassword: password };
}
