import {
  AuthResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  UserSchema,
} from '@tailor/core/contracts/auth';
import { AppError } from '@tailor/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { clearSessionCookie, requestToken, requireUser, setSessionCookie } from './request-user.ts';
import { createSession, deleteSession, registerUser, verifyCredentials } from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const loginLimiter = createRateLimiter({
    limit: ctx.env.LOGIN_RATE_LIMIT,
    windowMs: ctx.env.LOGIN_RATE_WINDOW_SECONDS * 1000,
  });

  const registerLimiter = createRateLimiter({ limit: ctx.env.REGISTER_RATE_LIMIT, windowMs: 60 * 60 * 1000 });

  const assertEmailAuth = () => {
    if (!ctx.env.ENABLE_EMAIL_AUTH) throw new AppError('FEATURE_DISABLED', 'Email sign-in is turned off');
  };

  return async (app) => {
    app.post(
      '/api/auth/register',
      { schema: { body: RegisterRequestSchema, response: { 201: AuthResponseSchema } } },
      async (request, reply) => {
        assertEmailAuth();
        if (!registerLimiter.hit([`ip:${request.ip}`])) {
          throw new AppError('RATE_LIMITED', 'Too many sign-ups from this network. Please try again later.');
        }
        const user = await registerUser(ctx.db, request.body);
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
        if (!loginLimiter.hit([`ip:${request.ip}`, `email:${request.body.email}`])) {
          throw new AppError('RATE_LIMITED', 'Too many login attempts. Please wait a minute and try again.');
        }
        const user = await verifyCredentials(ctx.db, request.body);
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
        if (token) await deleteSession(ctx.db, token);
        clearSessionCookie(reply);
        return { message: 'Logged out' };
      },
    );

    app.get('/api/auth/user', { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
      return requireUser(ctx, request, reply);
    });
  };
}
