import {
  CheckPdfRequestSchema,
  CheckPdfResponseSchema,
  DocxExportRequestSchema,
  DownloadWithCheckResponseSchema,
} from '@tailor/core/contracts/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../auth/request-user.ts';
import type { CheckExport } from '../tailorings/pdf.ts';
import { checkPdf, exportDocx } from './service.ts';

/** Exports of resume data the caller holds: the Word file, and the check of a PDF the browser drew. */
export function exportRoutes(ctx: AppContext & { checkExport: CheckExport }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/exports/docx',
      {
        bodyLimit: 2 * 1024 * 1024,
        schema: { body: DocxExportRequestSchema, response: { 200: DownloadWithCheckResponseSchema } },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const result = await exportDocx({ userId: user.id, ...request.body, check: ctx.checkExport });
        if (!result.check.ok)
          request.log.warn({ userId: user.id, check: result.check }, 'export check failed');
        reply.header('Cache-Control', 'private, no-store');
        return result;
      },
    );

    app.post(
      '/api/exports/check-pdf',
      {
        bodyLimit: 15 * 1024 * 1024,
        schema: { body: CheckPdfRequestSchema, response: { 200: CheckPdfResponseSchema } },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const check = await checkPdf({ userId: user.id, ...request.body, check: ctx.checkExport });
        if (!check.ok) request.log.warn({ userId: user.id, check }, 'export check failed');
        return { check };
      },
    );
  };
}
