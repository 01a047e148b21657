import {
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  CreditHistoryQuerySchema,
  CreditHistoryResponseSchema,
  ListUsersQuerySchema,
  ListUsersResponseSchema,
  SetCreditsRequestSchema,
  SetCreditsResponseSchema,
  ShortfallsResponseSchema,
  UserIdParamsSchema,
} from '@tailor/core/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../auth/request-user.ts';
import { createUser, findCreditHistory, listShortfalls, listUsers, setUserCredits } from './service.ts';

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Refuse signed-out (401) and non-admin (403) callers before looking at their input.
    app.addHook('onRequest', async (request, reply) => {
      await requireAdmin(ctx, request, reply);
    });

    app.get(
      '/api/admin/users',
      { schema: { querystring: ListUsersQuerySchema, response: { 200: ListUsersResponseSchema } } },
      async (request) => listUsers(ctx.db, request.query),
    );

    app.post(
      '/api/admin/users',
      { schema: { body: CreateUserRequestSchema, response: { 201: CreateUserResponseSchema } } },
      async (request, reply) => {
        const created = await createUser(ctx.db, { email: request.body.email });
        // The password is in this body only: never let a cache keep it.
        return reply.code(201).header('Cache-Control', 'no-store').send(created);
      },
    );

    app.patch(
      '/api/admin/users/:userId/credits',
      {
        schema: {
          params: UserIdParamsSchema,
          body: SetCreditsRequestSchema,
          response: { 200: SetCreditsResponseSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(ctx, request, reply);
        return setUserCredits(ctx.db, {
          userId: request.params.userId,
          credits: request.body.credits,
          adminId: admin.id,
        });
      },
    );

    app.get(
      '/api/admin/users/:userId/credit-history',
      {
        schema: {
          params: UserIdParamsSchema,
          querystring: CreditHistoryQuerySchema,
          response: { 200: CreditHistoryResponseSchema },
        },
      },
      async (request) =>
        findCreditHistory(ctx.db, { userId: request.params.userId, limit: request.query.limit }),
    );

    app.get('/api/admin/shortfalls', { schema: { response: { 200: ShortfallsResponseSchema } } }, async () =>
      listShortfalls(ctx.db),
    );
  };
}
