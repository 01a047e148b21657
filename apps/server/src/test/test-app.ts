import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { multipartBody } from './pdf-fixtures.ts';
import { createTestDatabase } from './test-db.ts';

export type TestApp = { app: App; database: Database; close(): Promise<void> };

export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Pick<BuildAppOptions, 'startWorker' | 'workerPollMs' | 'runner'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Mail without SMTP_URL is written under DATA_DIR/mail: a folder of this test's own, not the repository's data/.
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'tailor-test-data-')));
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REGISTER_RATE_LIMIT: '100000',
      ...env,
      DATA_DIR: dataDir,
    }),
    db: database.db,
    watchAccounts: database.watchAccounts,
    webDistDir: null,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      if (!env.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Registers a user and returns its session cookie header and bearer token. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = 'correct-horse-1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: number; credits: number }; token: string };
  return { email, password, user: body.user, token: body.token, cookie: `tailor_session=${body.token}` };
}

/** Uploads a resume through `POST /api/resumes` as the browser does (multipart). */
export function postResume(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}
