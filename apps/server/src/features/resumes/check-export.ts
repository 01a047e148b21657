// Reads an exported file back the way an applicant-tracking system would and compares it with the resume it
// was made from (decision 082). Runs in a reading process of the extraction pool: pdfjs and mammoth never load
// in the server process.

import { TailoredJsonDataSchema } from '@tailor/core/contracts/tailored';
import { exportFields, exportOutline } from '@tailor/core/export/plain-text';
import { checkExportText, type ExportCheck } from '@tailor/core/export/verify';
import { fitLayout } from '@tailor/core/layout/fit';
import type { PdfPage } from '@tailor/core/parser/types';
import { type ResumeData, ResumeDataSchema } from '@tailor/core/resume';
import { extractDocxPages } from './docx-text.ts';
import { PdfUnreadableError, readPdfWords } from './pdf-text.ts';

/** A file the reader cannot open reads as nothing: every word missed, which the check then says. */
async function readOrNothing<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof PdfUnreadableError) return [];
    throw error;
  }
}

/**
 * The resume a file is compared with: a tailored resume's stored jsonData (`{resume, changes}`) or resume data
 * itself, both normalised before they get here (decision 077): the schema's parse is all it needs.
 */
function resumeOf(jsonText: string): ResumeData {
  const value: unknown = JSON.parse(jsonText);
  const stored = TailoredJsonDataSchema.safeParse(value);
  return stored.success ? stored.data.resume : ResumeDataSchema.parse(value);
}

const textOf = (pages: PdfPage[]) => pages.map((p) => p.items.map((i) => i.str).join(' ')).join('\n');

export async function checkExport(input: {
  format: ExportCheck['format'];
  bytes: Uint8Array;
  jsonText: string;
}): Promise<ExportCheck> {
  const resume = resumeOf(input.jsonText);
  if (input.format === 'docx') {
    const pages = await readOrNothing(() => extractDocxPages(input.bytes));
    const fields = exportFields(exportOutline(resume));
    return checkExportText({ format: 'docx', fields, text: textOf(pages), pages: null });
  }
  // A PDF is drawn fitted to its page target: compare with what the fit left shown.
  const fitted = fitLayout(resume);
  const pages = await readOrNothing(() => readPdfWords(input.bytes));
  return checkExportText({
    format: 'pdf',
    fields: exportFields(exportOutline(fitted.data)),
    text: pages.join('\n'),
    pages: pages.length,
    targetPages: fitted.report.target,
  });
}
