import { IdParamsSchema } from '@tailor/core/contracts/common';
import {
  CreateJobDescriptionRequestSchema,
  JobDescriptionSchema,
} from '@tailor/core/contracts/job-descriptions';
import { AppError } from '@tailor/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/request-user.ts';
import { createJobDescription, getJobDescription } from './service.ts';

export function jobDescriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Per account: the extension saves one job per click; a script saving thousands a minute is refused.
  const perAccount = createRateLimiter({ limit: 60, windowMs: 60_000 });
  return async (app) => {
    app.post(
      '/api/job-descriptions',
      { schema: { body: CreateJobDescriptionRequestSchema, response: { 201: JobDescriptionSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const limit = perAccount.hit([`user:${user.id}`]);
        if (!limit.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            'Too many job descriptions saved in a minute. Please wait and try again.',
            {
              retryAfterSeconds: limit.retryAfterSeconds,
            },
          );
        }
        return reply.code(201).send(await createJobDescription(ctx.db, { ...request.body, userId: user.id }));
      },
    );

    app.get(
      '/api/job-descriptions/:id',
      { schema: { params: IdParamsSchema, response: { 200: JobDescriptionSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return getJobDescription(ctx.db, { userId: user.id, id: request.params.id });
      },
    );
  };
}
