import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { AppError, type ErrorBody, isAppError } from '@tailor/core/errors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppContext } from './app-context.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './features/account/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { linkedInRoutes } from './features/auth/linkedin-routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { configRoutes } from './features/config/routes.ts';
import { exportRoutes } from './features/exports/routes.ts';
import { jobDescriptionRoutes } from './features/job-descriptions/routes.ts';
import { createExtractionPool, type ExtractionPool } from './features/resumes/extraction-pool.ts';
import { resumeRoutes } from './features/resumes/routes.ts';
import { stripeRoutes } from './features/stripe/routes.ts';
import { createTailoringRunner, type TailoringRunner } from './features/tailorings/engines/engines.ts';
import type { CheckExport } from './features/tailorings/pdf.ts';
import { tailoredResumeRoutes } from './features/tailorings/routes.ts';
import { createTailoringWorker, type TailoringWorker } from './features/tailorings/worker.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { pgErrorCode } from './lib/pg-errors.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The SPA loads only its own files; Stripe's pricing table needs its script from js.stripe.com and frames and
 * calls on *.stripe.com. PDF previews are blob: frames (see docs/decisions/057-security-headers.md).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://*.stripe.com'],
  frameSrc: ["'self'", 'blob:', 'https://js.stripe.com', 'https://*.stripe.com'],
  objectSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * Helmet's headers, worked out once. `@fastify/helmet` builds helmet's middleware again for every request (parsing
 * the CSP each time, ~4 % of a cheap request); the headers never vary, so we set the same object on each reply
 * (decision 057).
 */
const SECURITY_HEADERS: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Sent only over TLS (in the hook below): on plain HTTP it means nothing and would pin a local host to HTTPS.
    strictTransportSecurity: false,
    // Stripe's pricing-table iframe needs to know which page embeds it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return Object.freeze(headers);
})();

export type BuildAppOptions = Omit<AppContext, 'mailer'> & {
  /** The mail sender (default: from env, lib/mailer.ts). */
  mailer?: Mailer;
  logger?: boolean | { level: string };
  /** Serve the built web app from this folder (default apps/web/dist when it exists). */
  webDistDir?: string | null;
  /** PDF extraction workers; one pool is made (and closed with the app) when not given. */
  extraction?: ExtractionPool;
  /** The engine behind the tailoring worker (default: chosen from env). */
  runner?: TailoringRunner;
  /** Start the background tailoring worker with the app (default true). */
  startWorker?: boolean;
  workerPollMs?: number;
  /** On close, how long running tailorings may finish before their leases are handed back (default: wait). */
  shutdownGraceMs?: number;
  /** The database's account announcements: given, sessions are remembered between requests (decision 062). */
  watchAccounts?: Database['watchAccounts'];
};

export type App = FastifyInstance & {
  tailoringWorker: TailoringWorker;
  /** Resolves when the PDF extraction workers are warm, so the first upload is as fast as the rest. */
  whenWarm(): Promise<void>;
};

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, db } = options;
  const sessions = options.watchAccounts
    ? await createSessionCache({ watchAccounts: options.watchAccounts })
    : undefined;
  const trustedHops = env.TRUST_PROXY;
  const logger = options.logger ?? { level: env.LOG_LEVEL };
  const app = Fastify({
    logger: typeof logger === 'object' ? { ...logger, serializers: logSerializers } : logger,
    // A hop count becomes proxy-addr's own rule: trust the nearest N addresses, so a client's forged
    // X-Forwarded-For entries (further left) are never taken as its address.
    trustProxy:
      typeof trustedHops === 'number' ? (_address: string, hop: number) => hop < trustedHops : trustedHops,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const mailer = options.mailer ?? createMailer(env, app.log);
  const ctx: AppContext = { env, db, sessions, mailer };
  app.addHook('onClose', () => mailer.close());
  if (sessions) app.addHook('onClose', () => sessions.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 429 || status === 503) {
      const seconds = isAppError(error) ? error.retryAfterSeconds : undefined;
      reply.header('Retry-After', String(seconds ?? (status === 429 ? 60 : 5)));
    }
    return reply.code(status).send(body);
  });

  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(compress, { global: true, threshold: 1024 });

  // Cookies ride along on cross-site requests; refuse state changes a foreign page asks for.
  // Bearer-token requests (the extension) carry no ambient credentials and are exempt.
  app.addHook('onRequest', async (request) => {
    // Every path: the router decodes percent-escapes, so `/%61pi/…` reaches an /api route too.
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    if (
      origin
        ? !isOwnOrigin(origin, request, env.APP_URL) && origin !== `chrome-extension://${env.EXTENSION_ID}`
        : request.headers['sec-fetch-site'] === 'cross-site'
    ) {
      throw new AppError('ORIGIN_REFUSED', 'Cross-site request refused');
    }
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(configRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(linkedInRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(stripeRoutes(ctx));
  const extraction = options.extraction ?? createExtractionPool();
  if (!options.extraction) app.addHook('onClose', () => extraction.close());
  await app.register(resumeRoutes({ ...ctx, extraction }));
  await app.register(jobDescriptionRoutes(ctx));

  const worker = createTailoringWorker({
    db,
    runner: options.runner ?? createTailoringRunner(env),
    leaseSeconds: env.TAILORING_LEASE_SECONDS,
    concurrency: env.TAILORING_CONCURRENCY,
    pollMs: options.workerPollMs ?? 1000,
    log: app.log,
  });
  const checkExport: CheckExport = ({ bytes, format, jsonText, owner }) =>
    extraction.check(bytes, { format, jsonText, owner });
  await app.register(tailoredResumeRoutes({ ...ctx, worker, checkExport }));
  await app.register(exportRoutes({ ...ctx, checkExport }));
  if (options.startWorker ?? true) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop({ graceMs: options.shutdownGraceMs }));

  const webDist =
    options.webDistDir === undefined ? (env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST) : options.webDistDir;
  const indexHtml = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: indexHtml,
      wildcard: false,
      index: false,
      // Our setHeaders decides Cache-Control; left on, the plugin would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year. The rest must revalidate.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (indexHtml && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = {
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    };
    return reply.code(404).send(body);
  });

  return Object.assign(app, {
    tailoringWorker: worker,
    whenWarm: () => extraction.ready(),
  }) as unknown as App;
}

function isOwnOrigin(origin: string, request: FastifyRequest, appUrl: string | undefined): boolean {
  if (appUrl && origin === new URL(appUrl).origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isAppError(error))
    return { status: error.status, body: { message: error.userMessage, code: error.code } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
    return { status: 400, body: { message, code: 'VALIDATION_FAILED' } };
  }
  // PostgreSQL refuses NUL characters and malformed text: bad input, not a server fault.
  const pgCode = pgErrorCode(error);
  // 54000: a value too long for an index row (a huge text in a unique column).
  if (pgCode === '22P05' || pgCode === '22021' || pgCode === '22003' || pgCode === '54000') {
    return {
      status: 400,
      body: {
        message: 'The request contains characters or numbers that cannot be stored',
        code: 'VALIDATION_FAILED',
      },
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
    return { status: 413, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, body: { message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' } };
  }
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return {
      status: fastifyError.statusCode,
      body: { message: fastifyError.message, code: 'VALIDATION_FAILED' },
    };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}
