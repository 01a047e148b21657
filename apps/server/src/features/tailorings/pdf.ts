import { MAX_UPLOAD_BYTES } from '@tailor/core/constants';
import { AppError } from '@tailor/core/errors';
import type { ExportCheck } from '@tailor/core/export/verify';
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
      fileCheck: tailoredResumes.fileCheck,
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

/** Reads an exported file back and compares it with the resume (decision 082); runs in a PDF reading process. */
export type CheckExport = (input: {
  bytes: Uint8Array;
  format: ExportCheck['format'];
  jsonText: string;
  owner: string;
}) => Promise<ExportCheck>;

/**
 * The one writer of the PDF cache, for the server's drawing and the browser's: the file and what reading it back
 * found (decision 082) are written together, and only if nobody changed the resume since `version` was read — an
 * edit moves updatedAt and must not get the old PDF. Without `bytes`, only the check of the cached file is added.
 */
async function cachePdf(
  db: Db,
  options: { userId: number; id: number; bytes?: Uint8Array; check: ExportCheck; version: string },
) {
  await db
    .update(tailoredResumes)
    .set(options.bytes ? { file: options.bytes, fileCheck: options.check } : { fileCheck: options.check })
    .where(
      and(
        eq(tailoredResumes.id, options.id),
        eq(tailoredResumes.userId, options.userId),
        sql`${tailoredResumes.updatedAt}::text = ${options.version}`,
      ),
    );
}

/**
 * The PDF, from the cache or freshly drawn from the same layout as the preview (and then cached), with what
 * reading it back found. The check is stored with the file; a cached file without one is checked once.
 */
export async function downloadTailoredPdf(
  db: Db,
  options: { userId: number; id: number; check: CheckExport },
): Promise<{ file: string; filename: string; check: ExportCheck }> {
  const row = await findOwned(db, options);
  const owner = String(options.userId);
  if (row.file && row.file.byteLength > 0) {
    const bytes = new Uint8Array(row.file);
    let check = row.fileCheck;
    if (!check) {
      check = await options.check({ bytes, format: 'pdf', jsonText: jsonTextOf(row), owner });
      await cachePdf(db, { userId: options.userId, id: options.id, check, version: row.version });
    }
    return { file: Buffer.from(bytes).toString('base64'), filename: row.filename, check };
  }
  // Drawn on a worker thread: a long resume takes seconds of CPU (decision 051).
  const jsonText = jsonTextOf(row);
  const { bytes } = await sharedRenderPool().drawPdf({
    jsonText,
    title: row.filename.replace(/\.pdf$/i, ''),
  });
  const check = await options.check({ bytes, format: 'pdf', jsonText, owner });
  await cachePdf(db, { userId: options.userId, id: options.id, bytes, check, version: row.version });
  return { file: Buffer.from(bytes).toString('base64'), filename: row.filename, check };
}

export async function clearTailoredPdf(db: Db, options: { userId: number; id: number }): Promise<void> {
  const cleared = await db
    .update(tailoredResumes)
    .set({ file: null })
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)))
    .returning({ id: tailoredResumes.id });
  if (cleared.length === 0) throw notFound();
}

/** A PDF sent as base64 (optionally a data: URL): only a real, non-empty PDF of at most 10 MB. */
export function decodePdfBase64(file: string): Buffer {
  const base64 = file.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
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
  return bytes;
}

/** Caches a PDF the browser made: only a real, non-empty PDF of at most 10 MB, checked like our own. */
export async function saveTailoredPdf(
  db: Db,
  options: { userId: number; id: number; file: string; check: CheckExport },
): Promise<ExportCheck> {
  const bytes = new Uint8Array(decodePdfBase64(options.file));
  const row = await findOwned(db, options);
  const check = await options.check({
    bytes,
    format: 'pdf',
    jsonText: jsonTextOf(row),
    owner: String(options.userId),
  });
  await cachePdf(db, { userId: options.userId, id: options.id, bytes, check, version: row.version });
  return check;
}

export async function previewStructure(db: Db, options: { userId: number; id: number }) {
  const row = await findOwned(db, options);
  return { sections: await sharedRenderPool().structure({ jsonText: jsonTextOf(row) }) };
}
