import type { User } from '@tailor/core/contracts/auth';
import type { AccountWatch, Database } from '../../db/client.ts';

export type CachedSession = { sessionId: number; expiresAt: Date; user: User };

export type SessionCache = {
  /** The session behind a token hash, if remembered, fresh, and not expired at `now`. */
  get(tokenHash: string, now: number): CachedSession | undefined;
  /** Taken before reading the database; `set` keeps the answer only if nothing changed meanwhile. */
  generation(): number;
  set(tokenHash: string, session: CachedSession, generation: number, now: number): void;
  forget(tokenHash: string): void;
  close(): Promise<void>;
};

/** A safety net only: changes arrive as notifications, and every write of this instance clears the cache. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions this instance has looked up lately, so a request costs no session query when its user's account and
 * session have not changed (decision 062). The database announces every change to a user row or a session
 * (triggers in migration 0003); the cache forgets that user's entries when told, forgets everything when told
 * "anything", and keeps nothing while the announcements could be missed.
 */
export async function createSessionCache(database: Pick<Database, 'watchAccounts'>): Promise<SessionCache> {
  const entries = new Map<string, CachedSession & { storedAt: number }>();
  const tokensByUser = new Map<number, Set<string>>();
  let generation = 0;

  const forget = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensByUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensByUser.delete(entry.user.id);
  };

  const watch: AccountWatch = await database.watchAccounts((userId) => {
    generation++;
    if (userId === null) {
      entries.clear();
      tokensByUser.clear();
      return;
    }
    for (const tokenHash of tokensByUser.get(userId) ?? []) entries.delete(tokenHash);
    tokensByUser.delete(userId);
  });

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt > TTL_MS || entry.expiresAt.getTime() <= now) {
        forget(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(tokenHash, session, seen, now) {
      if (!watch.live || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value as string);
      // Shared by every request that finds it: frozen, so no handler can change another's view of the user.
      entries.set(tokenHash, { ...session, user: Object.freeze({ ...session.user }), storedAt: now });
      const tokens = tokensByUser.get(session.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensByUser.set(session.user.id, tokens);
    },
    forget,
    close: () => watch.stop(),
  };
}
