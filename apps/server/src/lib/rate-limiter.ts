/**
 * A fixed-window counter kept in memory. Per instance: with several instances behind a balancer a client gets
 * the limit once per instance, which still stops brute force (docs/decisions/003-sessions.md).
 */
export function createRateLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  return {
    /** Counts one attempt for every key; returns false when any key is over its limit. */
    hit(keys: string[], now = Date.now()): boolean {
      let allowed = true;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || window.resetAt <= now) {
          window = { count: 0, resetAt: now + options.windowMs };
          windows.set(key, window);
        }
        window.count++;
        if (window.count > options.limit) allowed = false;
      }
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      }
      return allowed;
    },
  };
}
