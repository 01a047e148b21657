import {
  AccountResponseSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '@tailor/core/contracts/account';
import { AuthResponseSchema, MessageResponseSchema } from '@tailor/core/contracts/auth';
import { AppError } from '@tailor/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { clearSessionCookie, requestToken, requireUser, setSessionCookie } from '../auth/request-user.ts';
import { createSession } from '../auth/service.ts';
import { deleteAccount, exportAccountData } from './data.ts';
import {
  changePassword,
  getAccount,
  requestPasswordReset,
  resetPassword,
  sendVerificationMail,
  verifyEmail,
} from './service.ts';

const HOUR_MS = 60 * 60_000;

function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

/** Email verification, forgotten and changed passwords (decision 064). */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Every call mails someone: a person asks a few times, a script asking in a loop is refused.
  const resendPerAccount = createRateLimiter({ limit: 5, windowMs: HOUR_MS });
  const forgotPerAddress = createRateLimiter({ limit: 20, windowMs: HOUR_MS });
  const forgotPerEmail = createRateLimiter({ limit: 5, windowMs: HOUR_MS });
  const linksPerAddress = createRateLimiter({ limit: 30, windowMs: 15 * 60_000 });
  const changePerAccount = createRateLimiter({ limit: 10, windowMs: HOUR_MS });
  // An export reads every file of the account: a few an hour is plenty.
  const exportsPerAccount = createRateLimiter({ limit: 10, windowMs: HOUR_MS });

  const hitLinks = (ip: string) => {
    const limit = linksPerAddress.hit([`ip:${ip}`]);
    if (!limit.allowed) {
      throw rateLimited(
        'Too many attempts from this network. Please try again later.',
        limit.retryAfterSeconds,
      );
    }
  };

  return async (app) => {
    app.get(
      '/api/account',
      { schema: { response: { 200: AccountResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        return getAccount(ctx.db, user.id);
      },
    );

    app.post(
      '/api/account/verification',
      { schema: { response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const account = await getAccount(ctx.db, user.id);
        if (account.emailVerified) return { message: 'Your email is already verified.' };
        const limit = resendPerAccount.hit([`user:${user.id}`]);
        if (!limit.allowed) {
          throw rateLimited('Too many verification emails. Please try again later.', limit.retryAfterSeconds);
        }
        try {
          await sendVerificationMail(ctx, { id: user.id, email: account.email });
        } catch (error) {
          throw new AppError('PROVIDER_UNAVAILABLE', 'The email could not be sent. Please try again later.', {
            cause: error,
            internal: `verification mail failed: ${(error as Error).message}`,
          });
        }
        return { message: `We sent a new verification link to ${account.email}.` };
      },
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { body: VerifyEmailRequestSchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        hitLinks(request.ip);
        await verifyEmail(ctx.db, request.body.token);
        return { message: 'Your email is verified.' };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      { schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        const byAddress = forgotPerAddress.hit([`ip:${request.ip}`]);
        if (!byAddress.allowed) {
          throw rateLimited(
            'Too many password reset requests from this network. Please try again later.',
            byAddress.retryAfterSeconds,
          );
        }
        // Past the per-email limit nothing more is mailed, and the answer stays the same.
        if (forgotPerEmail.hit([`email:${request.body.email}`]).allowed) {
          // Not awaited: how long the answer takes must not tell whether the email has an account.
          requestPasswordReset(ctx, request.body.email).catch((error: unknown) => {
            request.log.error({ err: error }, 'password reset mail failed');
          });
        }
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: ResetPasswordRequestSchema, response: { 200: AuthResponseSchema } } },
      async (request, reply) => {
        hitLinks(request.ip);
        const user = await resetPassword(ctx.db, request.body);
        const token = await createSession(ctx.db, { userId: user.id, ttlDays: ctx.env.SESSION_TTL_DAYS });
        setSessionCookie(reply, token, ctx.env.SESSION_TTL_DAYS);
        return { user, token };
      },
    );

    app.post(
      '/api/account/password',
      { schema: { body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const limit = changePerAccount.hit([`user:${user.id}`]);
        if (!limit.allowed) {
          throw rateLimited('Too many password changes. Please try again later.', limit.retryAfterSeconds);
        }
        await changePassword(ctx.db, {
          userId: user.id,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          keepSessionToken: requestToken(request),
        });
        return { message: 'Password changed. You were signed out everywhere else.' };
      },
    );

    app.get('/api/account/export', async (request, reply) => {
      const user = await requireUser(ctx, request, reply);
      const limit = exportsPerAccount.hit([`user:${user.id}`]);
      if (!limit.allowed) {
        throw rateLimited(
          'Too many downloads of your data. Please try again later.',
          limit.retryAfterSeconds,
        );
      }
      const zip = await exportAccountData(ctx.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="tailor-data-${day}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(zip));
    });

    app.delete(
      '/api/account',
      { schema: { body: DeleteAccountRequestSchema, response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        await deleteAccount(ctx.db, user.id);
        clearSessionCookie(reply);
        return { message: 'Your account and all its data were deleted.' };
      },
    );
  };
}
