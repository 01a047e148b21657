import type { Db } from './db/client.ts';
import type { Env } from './env.ts';

/** What every feature needs, built once at start-up and handed to each feature's routes. */
export type AppContext = {
  env: Env;
  db: Db;
};
