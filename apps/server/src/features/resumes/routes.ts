import multipart from '@fastify/multipart';
import {
  ACCEPTED_FILES_LABEL,
  MAX_RESUMES_PER_USER,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  UPLOAD_REFUSALS,
} from '@tailor/core/constants';
import { stripControlCharacters } from '@tailor/core/contracts/common';
import {
  DeleteResumeResponseSchema,
  PatchResumeRequestSchema,
  type ReadingProgress,
  ReadingProgressSchema,
  ResumeDetailSchema,
  ResumeIdParamsSchema,
  ResumeSummarySchema,
  UploadResumeFieldsSchema,
} from '@tailor/core/contracts/resumes';
import { TailoredResumeSummarySchema } from '@tailor/core/contracts/tailored';
import { AppError } from '@tailor/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../auth/request-user.ts';
import type { ExtractionPool } from './extraction-pool.ts';
import { DOCX_MIME, PdfUnreadableError, sniffResumeFile } from './pdf-file.ts';
import {
  countResumes,
  createResume,
  deleteResume,
  getResume,
  getResumeFile,
  listResumes,
  listTailoredForResume,
  resumeLimitError,
  setPrimaryResume,
  updateResumeData,
} from './service.ts';

const FILE_TOO_LARGE = `File size exceeds ${MAX_UPLOAD_LABEL} limit`;
/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function resumeRoutes(ctx: AppContext & { extraction: ExtractionPool }): FastifyPluginAsyncZod {
  /** Each user's upload being read by OCR, page by page, for the upload screen (one instance's own uploads). */
  const reading = new Map<number, NonNullable<ReadingProgress['reading']>>();
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    app.get(
      '/api/resumes',
      { schema: { response: { 200: z.array(ResumeSummarySchema) } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return listResumes(ctx.db, user.id);
      },
    );

    app.post(
      '/api/resumes',
      {
        schema: { response: { 201: ResumeSummarySchema } },
        // A declared size over the limit is refused before a byte of the body is read.
        onRequest: async (request, reply) => {
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) refuseTooLarge(reply);
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        const upload = await readUpload(request, reply);
        // Fail fast before the costly extraction, counting this user's files still being read (no await
        // between the check and the queueing); the transaction checks again under a lock.
        const owner = String(user.id);
        const stored = await countResumes(ctx.db, user.id);
        if (stored + ctx.extraction.pending(owner) >= MAX_RESUMES_PER_USER) throw resumeLimitError();
        let extraction: Awaited<ReturnType<ExtractionPool['extract']>>;
        try {
          extraction = await ctx.extraction.extract(upload.file, {
            owner,
            kind: upload.kind,
            onProgress: (progress) => reading.set(user.id, progress),
          });
        } catch (error) {
          if (error instanceof PdfUnreadableError)
            throw new AppError(upload.kind === 'docx' ? 'DOCX_UNREADABLE' : 'PDF_UNREADABLE', error.message);
          throw error;
        } finally {
          reading.delete(user.id);
        }
        const resume = await createResume(ctx.db, {
          userId: user.id,
          name: upload.name,
          originalFilename: upload.filename,
          isPrimary: upload.isPrimary,
          file: upload.file,
          content: extraction.content,
          data: extraction.data,
          readBy: extraction.method,
          lowConfidencePages: extraction.lowConfidencePages,
        });
        return reply.code(201).send(resume);
      },
    );

    app.get(
      '/api/resumes/reading',
      { schema: { response: { 200: ReadingProgressSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        return { reading: reading.get(user.id) ?? null };
      },
    );

    app.get(
      '/api/resumes/:id',
      { schema: { params: ResumeIdParamsSchema, response: { 200: ResumeDetailSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return getResume(ctx.db, { userId: user.id, id: request.params.id });
      },
    );

    app.patch(
      '/api/resumes/:id',
      {
        schema: {
          params: ResumeIdParamsSchema,
          body: PatchResumeRequestSchema,
          response: { 200: ResumeDetailSchema },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return updateResumeData(ctx.db, { userId: user.id, id: request.params.id, data: request.body.data });
      },
    );

    app.get('/api/resumes/:id/file', { schema: { params: ResumeIdParamsSchema } }, async (request, reply) => {
      const user = await requireUser(ctx, request, reply);
      const { file, originalFilename } = await getResumeFile(ctx.db, {
        userId: user.id,
        id: request.params.id,
      });
      const ascii = originalFilename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      // The original as uploaded: a Word file downloads as one (its bytes say which it is).
      const docx = sniffResumeFile(file) === 'docx';
      return reply
        .header('Content-Type', docx ? DOCX_MIME : 'application/pdf')
        .header(
          'Content-Disposition',
          `${docx ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalFilename)}`,
        )
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(file));
    });

    app.delete(
      '/api/resumes/:id',
      { schema: { params: ResumeIdParamsSchema, response: { 200: DeleteResumeResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        await deleteResume(ctx.db, { userId: user.id, id: request.params.id });
        return { success: true as const };
      },
    );

    app.post(
      '/api/resumes/:id/set-primary',
      { schema: { params: ResumeIdParamsSchema, response: { 200: ResumeSummarySchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return setPrimaryResume(ctx.db, { userId: user.id, id: request.params.id });
      },
    );

    app.get(
      '/api/resumes/:id/tailored',
      {
        schema: {
          params: ResumeIdParamsSchema,
          response: { 200: z.array(TailoredResumeSummarySchema) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request, reply);
        return listTailoredForResume(ctx.db, { userId: user.id, id: request.params.id });
      },
    );
  };
}

/**
 * Answers 413 and closes the connection: without `Connection: close`, Node would read (and drop) the rest of
 * the body to keep the connection alive, so a 200 MB upload would still be received to its end.
 */
function refuseTooLarge(reply: FastifyReply): never {
  reply.header('Connection', 'close');
  throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
}

async function readUpload(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    throw new AppError(
      'VALIDATION_FAILED',
      'file: upload the resume as multipart/form-data with a "file" field',
    );
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  let filename = '';
  let mimetype = '';
  let truncated = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // At the limit, stop reading: destroying the part makes the multipart reader let go of the request.
        part.file.once('limit', () => {
          truncated = true;
          part.file.destroy();
        });
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          if (truncated) refuseTooLarge(reply);
          continue;
        }
        const bytes = await part.toBuffer();
        if (truncated) refuseTooLarge(reply);
        file = new Uint8Array(bytes);
        filename = stripControlCharacters(part.filename ?? '')
          .trim()
          .slice(0, 255);
        mimetype = part.mimetype;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The multipart reader stops at the limit (it streams; a chunked body may then end as a broken part); the
    // connection is closed on the rest.
    if (truncated || code === 'FST_REQ_FILE_TOO_LARGE') refuseTooLarge(reply);
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'file: the upload could not be read');
  }

  if (!file || file.byteLength === 0)
    throw new AppError('VALIDATION_FAILED', `file: choose a ${ACCEPTED_FILES_LABEL} file to upload`);
  if (file.byteLength > MAX_UPLOAD_BYTES) refuseTooLarge(reply);
  const parsed = UploadResumeFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_FAILED', `${issue.path.join('.')}: ${issue.message}`);
  }
  // The bytes decide, not the name or the declared type; a file that claims to be one but is not is unreadable.
  const kind = sniffResumeFile(file);
  const lower = filename.toLowerCase();
  if (kind === 'doc' || kind === 'docm') throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_REFUSALS[kind]);
  if (kind === 'other') {
    if (mimetype.includes('pdf') || lower.endsWith('.pdf'))
      throw new AppError('PDF_UNREADABLE', 'the file is not a valid PDF');
    if (mimetype === DOCX_MIME || lower.endsWith('.docx'))
      throw new AppError('DOCX_UNREADABLE', 'the file is not a valid Word (.docx) document');
    if (lower.endsWith('.doc') || mimetype === 'application/msword')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_REFUSALS.doc);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_REFUSALS.other);
  }
  return {
    file,
    filename: filename || `resume.${kind}`,
    kind,
    name: parsed.data.name,
    isPrimary: parsed.data.isPrimary === 'true',
  };
}
