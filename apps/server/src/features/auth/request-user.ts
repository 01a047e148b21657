import type { User } from '@tailor/core/contracts/auth';
import { AppError } from '@tailor/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSessionUser } from './service.ts';

export const SESSION_COOKIE = 'tailor_session';

/** The session token of a request: the extension sends it as a Bearer token, the browser as a cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, ttlDays: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    maxAge: Math.round(ttlDays * 24 * 60 * 60),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const cache = new WeakMap<FastifyRequest, User | null>();

/** The signed-in user, or null. Looked up once per request. */
export async function currentUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = requestToken(request);
  let user: User | null = null;
  if (token) {
    const found = await findSessionUser(ctx.db, {
      token,
      ttlDays: ctx.env.SESSION_TTL_DAYS,
      cache: ctx.sessions,
    });
    if (found) {
      user = found.user;
      if (found.extended && request.cookies[SESSION_COOKIE] === token) {
        setSessionCookie(reply, token, ctx.env.SESSION_TTL_DAYS);
      }
    }
  }
  cache.set(request, user);
  return user;
}

export async function requireUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User> {
  const user = await currentUser(ctx, request, reply);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return user;
}

export async function requireAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User> {
  const user = await requireUser(ctx, request, reply);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Access denied');
  return user;
}
