import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** `data/` at the repository root, whichever folder `npm start` or `npm run dev` runs from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * Which proxies may report the client's address (`X-Forwarded-For`). `true` means exactly one hop — the proxy in
 * front of us appends the real address, everything left of it is whatever the client sent. A number is a count of
 * hops; anything else is a comma-separated list of proxy addresses or CIDR ranges. See decision 056.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
    if (['true', '1', 'yes', 'on'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (list.some((entry) => !/^[0-9a-f.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(entry))) {
      context.addIssue({ code: 'custom', message: 'expected true, false, a hop count or proxy addresses' });
      return z.NEVER;
    }
    return list;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app (e.g. https://tailor.example.com); used for the Origin check and redirects. */
  APP_URL: optionalString,
  /** The Chrome extension's id: requests from `chrome-extension://<id>` pass the Origin check (default: the unpacked build's fixed id). */
  EXTENSION_ID: z
    .string()
    .trim()
    .regex(/^[a-p]{32}$/, { message: 'must be a Chrome extension id (32 letters a-p)' })
    .default('ihfkilddknmopojbijbcnpbnbngibeco'),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: trustProxy,
  ENABLE_EMAIL_AUTH: bool(true),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Sign-ups per client address per hour: every account carries free credits. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_PRICING_TABLE_ID: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe-compatible API (e.g. http://127.0.0.1:12111, a local fake or stripe-mock). */
  STRIPE_API_BASE: optionalString.pipe(z.url({ message: 'STRIPE_API_BASE must be a URL' }).optional()),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /** The OpenID Connect issuer; LinkedIn's unless set (tests point it at a local provider). */
  LINKEDIN_ISSUER: optionalString
    .pipe(z.url({ message: 'LINKEDIN_ISSUER must be a URL' }).optional())
    .transform((value) => value ?? 'https://www.linkedin.com/oauth'),
  /** Outgoing mail server, e.g. smtps://user:password@smtp.example.com:465; without it mail goes to the log and DATA_DIR/mail/. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
      .optional(),
  ),
  /** The From of every mail, e.g. "Tailor <no-reply@example.com>". */
  MAIL_FROM: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** How long a worker holds a tailoring before another instance may take it over. Keep it above the AI timeout. */
  TAILORING_LEASE_SECONDS: z.coerce.number().positive().default(240),
  TAILORING_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  WEB_DIST_DIR: optionalString,
  /** Seconds a shutdown waits for requests and running tailorings before it releases their leases and exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** Parses the environment once. Nothing else reads `process.env`. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const dataDir = result.data.DATA_DIR ? path.resolve(result.data.DATA_DIR) : DEFAULT_DATA_DIR;
  return { ...result.data, DATA_DIR: dataDir };
}
