import { MAX_UPLOAD_BYTES } from '@tailor/core/constants';
import { AppError } from '@tailor/core/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailoredResumes } from '../../db/schema.ts';
import { sharedRenderPool } from '../../lib/pdf/render-pool.ts';

const notFound = () => new AppError('NOT_FOUND', 'Tailored resume not found');

async function findOwned(db: Db, options: { userId: number; id: number }) {
  const [row] = await db
    .select({
      // As text: parsing 1 MB of JSON is work for the drawing thread, not the request thread.
      jsonText: sql<string | null>`${tailoredResumes.jsonData}::text`,
      file: tailoredResumes.file,
      filename: tailoredResumes.filename,
      status: tailoredResumes.status,
      // As text: a JS Date keeps milliseconds, PostgreSQL microseconds, so Dates never compare equal.
      version: sql<string>`${tailoredResumes.updatedAt}::text`,
    })
    .from(tailoredResumes)
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)));
  if (!row) throw notFound();
  return row;
}

function jsonTextOf(row: { jsonText: string | null }): string {
  if (!row.jsonText || row.jsonText === 'null') {
    throw new AppError('VALIDATION_FAILED', 'No JSON data found in the tailored resume');
  }
  return row.jsonText;
}

/**
 * The one writer of the PDF cache, for the server's drawing and the browser's: it caches only if nobody changed
 * the resume since `version` was read — an edit moves updatedAt and must not get the old PDF.
 */
async function cachePdf(db: Db, options: { userId: number; id: number; bytes: Uint8Array; version: string }) {
  await db
    .update(tailoredResumes)
    .set({ file: options.bytes })
    .where(
      and(
        eq(tailoredResumes.id, options.id),
        eq(tailoredResumes.userId, options.userId),
        sql`${tailoredResumes.updatedAt}::text = ${options.version}`,
      ),
    );
}

/** The PDF, from the cache or freshly drawn from the same layout as the preview (and then cached). */
export async function downloadTailoredPdf(
  db: Db,
  options: { userId: number; id: number },
): Promise<{ file: string; filename: string }> {
  const row = await findOwned(db, options);
  if (row.file && row.file.byteLength > 0) {
    return { file: Buffer.from(row.file).toString('base64'), filename: row.filename };
  }
  // Drawn on a worker thread: a long resume takes seconds of CPU (decision 051).
  const bytes = await sharedRenderPool().drawPdf({
    jsonText: jsonTextOf(row),
    title: row.filename.replace(/\.pdf$/i, ''),
  });
  await cachePdf(db, { ...options, bytes, version: row.version });
  return { file: Buffer.from(bytes).toString('base64'), filename: row.filename };
}

export async function clearTailoredPdf(db: Db, options: { userId: number; id: number }): Promise<void> {
  const cleared = await db
    .update(tailoredResumes)
    .set({ file: null })
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)))
    .returning({ id: tailoredResumes.id });
  if (cleared.length === 0) throw notFound();
}

/** Caches a PDF the browser made: only a real, non-empty PDF of at most 10 MB. */
export async function saveTailoredPdf(
  db: Db,
  options: { userId: number; id: number; file: string },
): Promise<void> {
  const base64 = options.file.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new AppError('VALIDATION_FAILED', 'file: not valid base64');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) throw new AppError('VALIDATION_FAILED', 'file: the PDF is empty');
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'file: the PDF is larger than 10MB');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError('VALIDATION_FAILED', 'file: not a PDF');
  }
  const row = await findOwned(db, options);
  await cachePdf(db, { ...options, bytes: new Uint8Array(bytes), version: row.version });
}

export async function previewStructure(db: Db, options: { userId: number; id: number }) {
  const row = await findOwned(db, options);
  return { sections: await sharedRenderPool().structure({ jsonText: jsonTextOf(row) }) };
}
