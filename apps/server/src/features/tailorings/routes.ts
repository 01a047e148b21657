import { OptimizationSettingsSchema } from '@tailor/core/changes';
import { MessageResponseSchema } from '@tailor/core/contracts/auth';
import { IdParamsSchema, SuccessResponseSchema } from '@tailor/core/contracts/common';
import { DownloadWithCheckResponseSchema, SavePdfResponseSchema } from '@tailor/core/contracts/exports';
import {
  CreateTailoredResumeRequestSchema,
  PatchTailoredResumeRequestSchema,
  PreviewStructureResponseSchema,
  SavePdfRequestSchema,
  TailoredResumeSchema,
  TailoredResumeSummarySchema,
  type TailoringStage,
} from '@tailor/core/contracts/tailored';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../auth/request-user.ts';
import { createTailoringEventHub, type TailoringStatus } from './events.ts';
import {
  type CheckExport,
  clearTailoredPdf,
  downloadTailoredPdf,
  previewStructure,
  saveTailoredPdf,
} from './pdf.ts';
import {
  createTailoredResume,
  deleteTailoredResume,
  getTailoredResume,
  getTailoringStatus,
  listTailoredResumes,
  updateTailoredResume,
} from './service.ts';
import type { TailoringWorker } from './worker.ts';

const EVENT_STREAM_MAX_MS = 120_000;

export function tailoredResumeRoutes(
  ctx: AppContext & { worker: TailoringWorker; checkExport: CheckExport },
): FastifyPluginAsyncZod {
  const hub = createTailoringEventHub({ db: ctx.db, worker: ctx.worker });
  return async (app) => {
    // Open streams would hold the server open: end them first when it closes.
    app.addHook('preClose', async () => hub.close());

    app.post(
      '/api/tailored-resumes',
      { schema: { body: CreateTailoredResumeRequestSchema, response: { 201: TailoredResumeSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const tailored = await createTailoredResume(ctx.db, {
          ...request.body,
          userId: user.id,
          optimizationSettings: OptimizationSettingsSchema.parse(request.body.optimizationSettings ?? {}),
        });
        ctx.worker.notify();
        return reply.code(201).send(tailored);
      },
    );

    app.get(
      '/api/tailored-resumes',
      { schema: { response: { 200: z.array(TailoredResumeSummarySchema) } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return listTailoredResumes(ctx.db, user.id);
      },
    );

    app.get(
      '/api/tailored-resumes/:id',
      { schema: { params: IdParamsSchema, response: { 200: TailoredResumeSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return getTailoredResume(ctx.db, { userId: user.id, id: request.params.id });
      },
    );

    app.patch(
      '/api/tailored-resumes/:id',
      {
        schema: {
          params: IdParamsSchema,
          body: PatchTailoredResumeRequestSchema,
          response: { 200: TailoredResumeSchema },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return updateTailoredResume(ctx.db, {
          userId: user.id,
          id: request.params.id,
          jsonData: request.body.jsonData,
        });
      },
    );

    app.delete(
      '/api/tailored-resumes/:id',
      { schema: { params: IdParamsSchema, response: { 200: SuccessResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        await deleteTailoredResume(ctx.db, { userId: user.id, id: request.params.id });
        return { success: true as const };
      },
    );

    app.get(
      '/api/tailored-resumes/:id/download',
      { schema: { params: IdParamsSchema, response: { 200: DownloadWithCheckResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        reply.header('Cache-Control', 'private, no-store');
        const id = request.params.id;
        const result = await downloadTailoredPdf(ctx.db, { userId: user.id, id, check: ctx.checkExport });
        // A file applicant-tracking systems cannot read is a bug we must see (decision 082).
        if (!result.check.ok)
          request.log.warn({ tailoredResumeId: id, check: result.check }, 'export check failed');
        return result;
      },
    );

    app.post(
      '/api/tailored-resumes/:id/regenerate-pdf',
      { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        await clearTailoredPdf(ctx.db, { userId: user.id, id: request.params.id });
        reply.header('Cache-Control', 'no-store');
        return { message: 'PDF cache cleared; the next download draws a fresh PDF' };
      },
    );

    app.post(
      '/api/tailored-resumes/:id/save-pdf',
      {
        // A 10 MB PDF is about 13.4 MB of base64.
        bodyLimit: 15 * 1024 * 1024,
        schema: {
          params: IdParamsSchema,
          body: SavePdfRequestSchema,
          response: { 200: SavePdfResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const id = request.params.id;
        const check = await saveTailoredPdf(ctx.db, {
          userId: user.id,
          id,
          file: request.body.file,
          check: ctx.checkExport,
        });
        if (!check.ok) request.log.warn({ tailoredResumeId: id, check }, 'export check failed');
        return { message: 'PDF saved', check };
      },
    );

    app.get(
      '/api/tailored-resumes/:id/html-preview-structure',
      { schema: { params: IdParamsSchema, response: { 200: PreviewStructureResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return previewStructure(ctx.db, { userId: user.id, id: request.params.id });
      },
    );

    /**
     * Server-sent events: `event: stage` messages as the work moves on (on the instance running it, decision
     * 073), then one message the moment the tailoring ends (at once if it already has), and the stream closes.
     * One hub per instance watches every open stream (event-hub.ts).
     */
    app.get(
      '/api/tailored-resumes/:id/events',
      { schema: { params: IdParamsSchema } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const options = { userId: user.id, id: request.params.id };
        const first = await getTailoringStatus(ctx.db, options);

        let finished = false;
        let unsubscribe = () => {};
        /** A stage heard before the headers went out waits for them. */
        let open = false;
        let heldStage: TailoringStage | null = null;
        const sendStage = (stage: TailoringStage) => {
          if (!open) heldStage = stage;
          else if (!finished && !raw.destroyed)
            raw.write(`event: stage\ndata: ${JSON.stringify({ id: options.id, stage })}\n\n`);
        };
        // Subscribe before the headers go out: past the per-user limit the answer is a plain 429.
        if (first.status === 'processing') {
          unsubscribe = hub.subscribe(user.id, options.id, (status) => finish(status), sendStage);
        }
        reply.hijack();
        const raw = reply.raw;
        // Headers set by hooks (security headers) are on `reply`; a hijacked reply writes them itself.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) raw.setHeader(name, value as string);
        }
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write(': connected\n\n');
        open = true;
        if (heldStage) sendStage(heldStage);

        const finish = (status?: TailoringStatus) => {
          if (finished) return;
          finished = true;
          clearTimeout(deadline);
          unsubscribe();
          if (status && !raw.destroyed) raw.write(`data: ${JSON.stringify(status)}\n\n`);
          raw.end();
        };
        const deadline = setTimeout(() => finish(), EVENT_STREAM_MAX_MS);
        raw.on('close', () => finish());
        if (first.status !== 'processing') finish(first);
        else if (raw.destroyed) finish();
      },
    );
  };
}
