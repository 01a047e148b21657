import { IdParamsSchema } from '@tailor/core/contracts/common';
import {
  CreateJobDescriptionRequestSchema,
  JobDescriptionSchema,
} from '@tailor/core/contracts/job-descriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../auth/request-user.ts';
import { createJobDescription, getJobDescription } from './service.ts';

export function jobDescriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/job-descriptions',
      { schema: { body: CreateJobDescriptionRequestSchema, response: { 201: JobDescriptionSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
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
