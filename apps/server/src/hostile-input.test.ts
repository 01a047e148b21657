import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_JOB_DESCRIPTIONS_PER_USER } from '@tailor/core/constants';
import { normalizeResumeData } from '@tailor/core/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { jobDescriptions, resumes } from './db/schema.ts';
import { loadEnv } from './env.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { signUp } from './test/test-app.ts';
import { createTestDatabase } from './test/test-db.ts';

// A built web app of our own: index.html and one fingerprinted asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log(1)');

let database: Database;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REGISTER_RATE_LIMIT: '100000',
      TRUST_PROXY: 'true',
    }),
    db: database.db,
    webDistDir: webDist,
    startWorker: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['GET', '/healthz', 200],
    ['GET', '/', 200],
    ['GET', '/resumes/7', 200],
    ['GET', '/assets/index-3f9a1c2b.js', 200],
    ['GET', '/api/auth/user', 401],
    ['GET', '/api/nope', 404],
    ['POST', '/api/auth/login', 400],
  ] as const)('%s %s answers %i with the security headers', async (method, url, status) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://*.stripe.com');
    expect(csp).toContain("object-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS (reported by a trusted proxy)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('caches fingerprinted assets for a year and makes the page revalidate', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves an uploaded file only as a PDF attachment-or-inline with nosniff, never as HTML', async () => {
    const session = await signUp(app);
    const [row] = await database.db
      .insert(resumes)
      .values({
        userId: session.user.id,
        name: 'Polyglot',
        originalFilename: 'x.html',
        isPrimary: true,
        file: new Uint8Array(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')),
        content: '',
        data: normalizeResumeData({}),
      })
      .returning({ id: resumes.id });
    const response = await app.inject({
      method: 'GET',
      url: `/api/resumes/${row!.id}/file`,
      headers: { cookie: session.cookie },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename=/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad input answers 4xx with a clear message', () => {
  it.each(['[8]', 'true', '1e3', '0x10', '08', '-1', '2147483648'])('refuses the id %s', async (id) => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/tailored-resumes/${encodeURIComponent(id)}`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^id: /) });
  });

  it.each([[8], true, '1e3', '0x10', 1.5])('refuses the body id %j', async (resumeId) => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tailored-resumes',
      headers: { cookie: session.cookie },
      payload: { resumeId, companyName: 'Acme', positionName: 'Engineer', jobDescription: 'Build things' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^resumeId: /);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://jobs.example.com/1', 'jobs.example.com'])(
    'refuses the job URL %s and stores nothing',
    async (url) => {
      const session = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/job-descriptions',
        headers: { cookie: session.cookie },
        payload: { companyName: 'Acme', positionName: 'Engineer', description: 'Build', url },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('url: URL must start with http:// or https://');
    },
  );

  it('keeps an https job URL and strips bidi controls from names', async () => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: { cookie: session.cookie },
      payload: {
        companyName: 'Ac\u202eme',
        positionName: '\u2066Engineer\u2069',
        description: 'Build',
        url: 'https://jobs.example.com/1?ref=x',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyName: 'Acme',
      positionName: 'Engineer',
      url: 'https://jobs.example.com/1?ref=x',
    });
  });

  it(`caps saved job descriptions at ${MAX_JOB_DESCRIPTIONS_PER_USER} per user`, async () => {
    const session = await signUp(app);
    await database.db.insert(jobDescriptions).values(
      Array.from({ length: MAX_JOB_DESCRIPTIONS_PER_USER }, (_, i) => ({
        userId: session.user.id,
        companyName: 'Acme',
        positionName: `Role ${i}`,
        description: 'Build',
        url: '',
      })),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: { cookie: session.cookie },
      payload: { companyName: 'Acme', positionName: 'One more', description: 'Build' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'JOB_LIMIT_REACHED',
      message: expect.stringMatching(/limit of 1,000 saved job descriptions/),
    });
  });
});

describe('log hygiene', () => {
  it('logs a failed query without its parameters', () => {
    const cause = Object.assign(new Error('index row size 9000 exceeds maximum'), { code: '54000' });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.co,$argon2id$v=19$secret',
      ),
      {
        query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
        params: ['a@b.co', '$argon2id$secret'],
        cause,
      },
    );
    const logged = JSON.stringify(logSerializers.err(failed));
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('a@b.co');
    expect(logged).toContain('54000');
  });

  it('logs request paths without their query strings', () => {
    const logged = logSerializers.req({ method: 'GET', url: '/api/x?token=secret', ip: '1.2.3.4' } as never);
    expect(logged.url).toBe('/api/x');
  });
});
