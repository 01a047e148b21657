import { ExtensionTokenResponseSchema, LinkedInStartQuerySchema } from '@tailor/core/contracts/linkedin';
import { AppError } from '@tailor/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { signInWithOidc } from './linkedin-service.ts';
import { requireUser, setSessionCookie } from './request-user.ts';
import { createSession } from './service.ts';

/** State, nonce and PKCE verifier of one sign-in attempt, kept by the browser between the two legs. */
const FLOW_COOKIE = 'tailor_linkedin';
const FLOW_COOKIE_PATH = '/api/auth/linkedin';
const FLOW_TTL_SECONDS = 10 * 60;
const CALLBACK_PATH = '/api/auth/linkedin/callback';

type Flow = { state: string; nonce: string; verifier: string; source?: 'extension'; token?: string };

/** Why a sign-in failed, as the login page shows it (apps/web: LINKEDIN_ERRORS). */
export type LinkedInFailure = 'state' | 'denied' | 'unverified' | 'failed' | 'unavailable' | 'password';

export function isLinkedInEnabled(env: Env): boolean {
  return Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET);
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function readFlow(request: FastifyRequest): Flow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flow>;
    if (typeof flow.state !== 'string' || typeof flow.nonce !== 'string' || typeof flow.verifier !== 'string')
      return null;
    return flow as Flow;
  } catch {
    return null;
  }
}

export function linkedInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { env } = ctx;
  let discovered: Promise<oidc.Configuration> | null = null;

  /** The provider's metadata, fetched once (and again after a failure). */
  const providerConfig = (): Promise<oidc.Configuration> => {
    if (!isLinkedInEnabled(env)) {
      return Promise.reject(new AppError('FEATURE_DISABLED', 'LinkedIn sign-in is turned off'));
    }
    discovered ??= (async () => {
      const issuer = new URL(env.LINKEDIN_ISSUER);
      // Plain HTTP only for a provider on this machine (tests, a local identity provider).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      return oidc.discovery(
        issuer,
        env.LINKEDIN_CLIENT_ID!,
        undefined,
        oidc.ClientSecretPost(env.LINKEDIN_CLIENT_SECRET!),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    })().catch((error) => {
      discovered = null;
      throw new AppError('PROVIDER_UNAVAILABLE', 'LinkedIn could not be reached. Please try again.', {
        cause: error,
        internal: `OIDC discovery of ${env.LINKEDIN_ISSUER} failed: ${(error as Error).message}`,
      });
    });
    return discovered;
  };

  const redirectUri = (request: FastifyRequest): string => {
    const origin = env.APP_URL ? new URL(env.APP_URL).origin : `${request.protocol}://${request.host}`;
    return `${origin}${CALLBACK_PATH}`;
  };

  const fail = (
    reply: FastifyReply,
    reason: LinkedInFailure,
    flow: Pick<Flow, 'source' | 'token'> | null,
  ) => {
    const query = new URLSearchParams({ linkedin_error: reason });
    if (flow?.source) query.set('source', flow.source);
    if (flow?.token) query.set('token', flow.token);
    return reply.redirect(`/auth?${query}`, 302);
  };

  /** The provider's metadata; when LinkedIn cannot be reached the person is sent back to the login page. */
  const providerConfigOrFail = async (reply: FastifyReply, flow: Pick<Flow, 'source' | 'token'> | null) => {
    try {
      return await providerConfig();
    } catch (error) {
      if (error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE') {
        reply.log.error({ err: error }, 'LinkedIn discovery failed');
        await fail(reply, 'unavailable', flow);
        return null;
      }
      throw error;
    }
  };

  // Each call mints a session: the extension asks once per sign-in, a script asking in a loop is refused.
  const tokensPerAccount = createRateLimiter({ limit: 10, windowMs: 60_000 });

  return async (app) => {
    app.get(
      '/api/auth/linkedin',
      { schema: { querystring: LinkedInStartQuerySchema } },
      async (request, reply) => {
        const config = await providerConfigOrFail(reply, {
          ...(request.query.source === 'extension' && { source: 'extension' as const }),
          ...(request.query.token && { token: request.query.token }),
        });
        if (!config) return reply;
        const flow: Flow = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          verifier: oidc.randomPKCECodeVerifier(),
          ...(request.query.source === 'extension' && { source: 'extension' as const }),
          ...(request.query.token && { token: request.query.token }),
        };
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(request),
          scope: 'openid profile email',
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
          code_challenge_method: 'S256',
        });
        reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax', // sent on LinkedIn's top-level redirect back to us
          secure: request.protocol === 'https',
          maxAge: FLOW_TTL_SECONDS,
        });
        return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
      },
    );

    app.get(CALLBACK_PATH, async (request, reply) => {
      const flow = readFlow(request);
      const config = await providerConfigOrFail(reply, flow);
      if (!config) return reply;
      // One attempt per flow: the cookie goes whatever happens next.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      reply.header('Cache-Control', 'no-store');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (!flow) return fail(reply, 'state', null);
      const params = new URLSearchParams(query);
      // A forged or stale callback (login CSRF, a second tab): refuse before spending the code.
      if (params.get('state') !== flow.state) return fail(reply, 'state', flow);
      if (params.get('error')) return fail(reply, 'denied', flow);

      let claims: oidc.IDToken | undefined;
      let accessToken: string;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri(request)}${query}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        accessToken = tokens.access_token;
      } catch (error) {
        // A replayed or expired code, a wrong nonce or a bad ID token signature.
        request.log.warn({ err: error }, 'LinkedIn sign-in refused');
        return fail(reply, 'failed', flow);
      }
      if (!claims) return fail(reply, 'failed', flow);

      let profile: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string') {
        try {
          profile = { ...(await oidc.fetchUserInfo(config, accessToken, claims.sub)), ...claims };
        } catch (error) {
          request.log.warn({ err: error }, 'LinkedIn userinfo failed');
          return fail(reply, 'failed', flow);
        }
      }
      const email = typeof profile.email === 'string' ? profile.email : undefined;
      const verified = profile.email_verified === true || profile.email_verified === 'true';
      if (!email || !verified) return fail(reply, 'unverified', flow);

      const result = await signInWithOidc(ctx.db, {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        name: typeof profile.name === 'string' ? profile.name : undefined,
      });
      // An admin account always signs in with its password (decision 064).
      if (result.status === 'password-required') return fail(reply, 'password', flow);
      const { user, claimed } = result;
      if (claimed) {
        request.log.warn(
          { userId: user.id },
          'LinkedIn proved an unverified email: password removed, sessions ended',
        );
      }
      const token = await createSession(ctx.db, { userId: user.id, ttlDays: env.SESSION_TTL_DAYS });
      setSessionCookie(reply, token, env.SESSION_TTL_DAYS);
      if (flow.source === 'extension') {
        const next = new URLSearchParams({ source: 'extension' });
        if (flow.token) next.set('token', flow.token);
        return reply.redirect(`/extension/login?${next}`, 302);
      }
      // Told on arrival: Settings explains what happened to the password and the other sessions.
      if (claimed) return reply.redirect('/settings?notice=linkedin-claimed', 302);
      return reply.redirect('/', 302);
    });

    // The extension's own session, for /extension/login after a cookie sign-in (decision 037): a new token,
    // so signing the extension out never signs the browser out. POST: it creates a session.
    app.post(
      '/api/auth/token',
      { schema: { response: { 200: ExtensionTokenResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const limit = tokensPerAccount.hit([`user:${user.id}`]);
        if (!limit.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            'Too many extension sign-ins in a minute. Please wait and try again.',
            {
              retryAfterSeconds: limit.retryAfterSeconds,
            },
          );
        }
        const token = await createSession(ctx.db, { userId: user.id, ttlDays: env.SESSION_TTL_DAYS });
        reply.header('Cache-Control', 'no-store');
        return { token, user };
      },
    );
  };
}
