import {
  AuthResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  UserSchema,
} from '@tailor/core/contracts/auth';
import { AppError, isAppError } from '@tailor/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createFailureThrottle, createRateLimiter } from '../../lib/rate-limiter.ts';
import { sendVerificationMail } from '../account/service.ts';
import { assertPasswordAcceptable } from './password-policy.ts';
import { clearSessionCookie, requestToken, requireUser, setSessionCookie } from './request-user.ts';
import { createSession, deleteSession, registerUser, verifyCredentials } from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const windowMs = ctx.env.LOGIN_RATE_WINDOW_SECONDS * 1000;
  const free = ctx.env.LOGIN_RATE_LIMIT;
  // Failed logins slow down progressively instead of locking anyone out (docs/decisions/056-abuse-limits.md):
  // one address guessing one account, one address spraying many accounts, many addresses on one account.
  const pairThrottle = createFailureThrottle({
    freeFailures: free,
    baseDelayMs: 1000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: Math.max(windowMs, 60 * 60_000),
  });
  const addressThrottle = createFailureThrottle({
    freeFailures: free,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    forgetAfterMs: Math.max(windowMs, 60 * 60_000),
  });
  const accountThrottle = createFailureThrottle({
    freeFailures: free * 4,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    forgetAfterMs: Math.max(windowMs, 60 * 60_000),
  });

  const registerLimiter = createRateLimiter({ limit: ctx.env.REGISTER_RATE_LIMIT, windowMs: 60 * 60 * 1000 });
  const registerEmailLimiter = createRateLimiter({ limit: 5, windowMs: 60 * 60 * 1000 });

  const assertEmailAuth = () => {
    if (!ctx.env.ENABLE_EMAIL_AUTH) throw new AppError('FEATURE_DISABLED', 'Email sign-in is turned off');
  };

  return async (app) => {
    app.post(
      '/api/auth/register',
      { schema: { body: RegisterRequestSchema, response: { 201: AuthResponseSchema } } },
      async (request, reply) => {
        assertEmailAuth();
        const byAddress = registerLimiter.hit([`ip:${request.ip}`]);
        if (!byAddress.allowed) {
          throw new AppError('RATE_LIMITED', 'Too many sign-ups from this network. Please try again later.', {
            retryAfterSeconds: byAddress.retryAfterSeconds,
          });
        }
        const byEmail = registerEmailLimiter.hit([`email:${request.body.email}`]);
        if (!byEmail.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            'Too many sign-up attempts for this email. Please try again later.',
            {
              retryAfterSeconds: byEmail.retryAfterSeconds,
            },
          );
        }
        assertPasswordAcceptable(request.body.password, [request.body.email, request.body.username ?? '']);
        const user = await registerUser(ctx.db, request.body);
        // Signed in at once with the sign-up credits; the link proves the address later (decision 064).
        // The link is issued before the answer (no write of this sign-up lands after it); the mail goes out behind it.
        await sendVerificationMail(ctx, user, (error: unknown) => {
          request.log.error({ err: error }, 'verification mail failed');
        });
        const token = await createSession(ctx.db, { userId: user.id, ttlDays: ctx.env.SESSION_TTL_DAYS });
        setSessionCookie(reply, token, ctx.env.SESSION_TTL_DAYS);
        return reply.code(201).send({ user, token });
      },
    );

    app.post(
      '/api/auth/login',
      { schema: { body: LoginRequestSchema, response: { 200: AuthResponseSchema } } },
      async (request, reply) => {
        assertEmailAuth();
        const { email } = request.body;
        const pair = [`${request.ip} ${email}`];
        const address = [request.ip];
        const account = [email];
        // Failures from everywhere slow down only addresses that failed too (decision 064): an attempt from an
        // address with no recent failure is always checked, so the owner's right password is never refused
        // because of someone else's guesses; a wrong one marks the address, which then waits like the email.
        const waitMs = Math.max(
          pairThrottle.waitMs(pair),
          addressThrottle.waitMs(address),
          addressThrottle.failedRecently(address) ? accountThrottle.waitMs(account) : 0,
        );
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(
            'RATE_LIMITED',
            `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
            { retryAfterSeconds: seconds },
          );
        }
        let user: Awaited<ReturnType<typeof verifyCredentials>>;
        try {
          user = await verifyCredentials(ctx.db, request.body);
        } catch (error) {
          if (!isAppError(error) || error.code !== 'INVALID_CREDENTIALS') throw error;
          pairThrottle.fail(pair);
          addressThrottle.fail(address);
          accountThrottle.fail(account);
          throw error;
        }
        pairThrottle.succeed(pair);
        const token = await createSession(ctx.db, { userId: user.id, ttlDays: ctx.env.SESSION_TTL_DAYS });
        setSessionCookie(reply, token, ctx.env.SESSION_TTL_DAYS);
        return { user, token };
      },
    );

    app.post(
      '/api/auth/logout',
      { schema: { response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const token = requestToken(request);
        if (token) await deleteSession(ctx.db, token, ctx.sessions);
        clearSessionCookie(reply);
        return { message: 'Logged out' };
      },
    );

    app.get('/api/auth/user', { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
      return requireUser(ctx, request, reply);
    });
  };
}
