import { ChangesSummarySchema } from '@tailor/core/changes';
import type { ExportCheck } from '@tailor/core/export/verify';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';
import { sharedRenderPool } from '../../lib/pdf/render-pool.ts';
import { type CheckExport, decodePdfBase64 } from '../tailorings/pdf.ts';

/** "Jane – Acme.pdf" → "Jane – Acme.docx". */
export function docxFilename(filename: string): string {
  return `${filename.replace(/\.(pdf|docx?)$/i, '')}.docx`;
}

/**
 * Resume data the caller sent, normalised where it enters (decision 077) and shaped as a tailored resume's
 * stored jsonData, which is what the drawing threads and the check read.
 */
function jsonTextOf(resume: ResumeData): string {
  return JSON.stringify({ resume: normalizeResumeData(resume), changes: ChangesSummarySchema.parse({}) });
}

/** The Word file of resume data, written on a drawing thread and read back in a reading process (decision 084). */
export async function exportDocx(options: {
  userId: number;
  resume: ResumeData;
  filename: string;
  check: CheckExport;
}): Promise<{ file: string; filename: string; check: ExportCheck }> {
  const jsonText = jsonTextOf(options.resume);
  const filename = docxFilename(options.filename);
  const { bytes } = await sharedRenderPool().writeDocx({ jsonText, title: filename.replace(/\.docx$/, '') });
  const check = await options.check({ bytes, format: 'docx', jsonText, owner: String(options.userId) });
  return { file: Buffer.from(bytes).toString('base64'), filename, check };
}

/** Checks a PDF the browser drew from resume data the caller holds; nothing is stored. */
export async function checkPdf(options: {
  userId: number;
  resume: ResumeData;
  file: string;
  check: CheckExport;
}): Promise<ExportCheck> {
  const bytes = new Uint8Array(decodePdfBase64(options.file));
  return options.check({
    bytes,
    format: 'pdf',
    jsonText: jsonTextOf(options.resume),
    owner: String(options.userId),
  });
}
