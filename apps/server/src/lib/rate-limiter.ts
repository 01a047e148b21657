/**
 * In-memory limits, per instance: with several instances behind a balancer a client gets each limit once per
 * instance, which still stops brute force (docs/decisions/003-sessions.md, 056-abuse-limits.md).
 */

const MAX_KEYS = 10_000;

/** A fixed-window counter: at most `limit` hits per key per window. */
export function createRateLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  return {
    /**
     * Counts one attempt for every key. `retryAfterSeconds` is 0 when allowed, else how long until the fullest
     * key's window ends.
     */
    hit(keys: string[], now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      let waitMs = 0;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || window.resetAt <= now) {
          window = { count: 0, resetAt: now + options.windowMs };
          windows.set(key, window);
        }
        window.count++;
        if (window.count > options.limit) waitMs = Math.max(waitMs, window.resetAt - now);
      }
      if (windows.size > MAX_KEYS) {
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      }
      return { allowed: waitMs === 0, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    },
  };
}

/**
 * A progressive delay on failures: the first `freeFailures` cost nothing; after them the next attempt waits
 * `baseDelayMs`, and each further failure doubles the wait (from `baseDelayMs` up to `maxDelayMs`). The real owner of an attacked account is
 * slowed, never locked out; a success clears the key; a key idle for `forgetAfterMs` starts over.
 */
export function createFailureThrottle(options: {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}) {
  const entries = new Map<string, { failures: number; lastFailureAt: number }>();

  const waitFor = (key: string, now: number): number => {
    const entry = entries.get(key);
    if (!entry) return 0;
    if (now - entry.lastFailureAt > options.forgetAfterMs) {
      entries.delete(key);
      return 0;
    }
    const over = entry.failures - options.freeFailures + 1;
    if (over <= 0) return 0;
    const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (over - 1));
    return Math.max(0, entry.lastFailureAt + delay - now);
  };

  return {
    /** Milliseconds to wait before the next attempt may be checked (0: go ahead), the longest over `keys`. */
    waitMs(keys: string[], now = Date.now()): number {
      return Math.max(0, ...keys.map((key) => waitFor(key, now)));
    },
    /** True when any of `keys` failed within `forgetAfterMs`. */
    failedRecently(keys: string[], now = Date.now()): boolean {
      return keys.some((key) => {
        const entry = entries.get(key);
        return entry !== undefined && now - entry.lastFailureAt <= options.forgetAfterMs;
      });
    },
    fail(keys: string[], now = Date.now()): void {
      for (const key of keys) {
        const entry = entries.get(key);
        const fresh = !entry || now - entry.lastFailureAt > options.forgetAfterMs;
        entries.set(key, { failures: fresh ? 1 : entry.failures + 1, lastFailureAt: now });
      }
      if (entries.size > MAX_KEYS) {
        for (const [key, entry] of entries)
          if (now - entry.lastFailureAt > options.forgetAfterMs) entries.delete(key);
      }
    },
    succeed(keys: string[]): void {
      for (const key of keys) entries.delete(key);
    },
  };
}
