import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { Mailer } from './lib/mailer.ts';

/** What every feature needs, built once at start-up and handed to each feature's routes. */
export type AppContext = {
  env: Env;
  db: Db;
  /** Sessions remembered between requests (decision 062); absent, every request reads its session. */
  sessions?: SessionCache | undefined;
  /** The one mail sender (lib/mailer.ts). */
  mailer: Mailer;
};
