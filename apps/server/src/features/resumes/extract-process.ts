// One PDF-reading child process of the extraction pool (decision 049). It loads pdfjs, which the API process
// never does, reads one file at a time, and answers with the parsed resume: one message per file each way.
// native-builtins.ts must be evaluated before pdf-text.ts (which loads pdfjs): it takes the built-ins first.

import type { ExportCheck } from '@tailor/core/export/verify';
import { normalizeResumeData } from '@tailor/core/normalize';
import { parseResume } from '@tailor/core/parser/parse-resume';
import type { ResumeData } from '@tailor/core/resume';
import { checkExport } from './check-export.ts';
import { extractDocxPages } from './docx-text.ts';
import { restoreNativeBuiltins } from './native-builtins.ts';
import { PdfUnreadableError } from './pdf-file.ts';
import { extractPdfPages, readPdf } from './pdf-text.ts';

/** How a file's text was read: a PDF's text layer, OCR of its page images, or a Word document's structure. */
export type ReadMethod = 'text' | 'ocr' | 'docx';
/** `check-pdf` / `check-docx`: read an export back and compare it with `jsonText` (decision 082). */
export type ExtractRequest = {
  id: number;
  bytes: Uint8Array;
  kind: 'pdf' | 'docx' | 'check-pdf' | 'check-docx';
  jsonText?: string;
};
export type ExtractResult =
  | { ready: true; id?: undefined }
  | {
      id: number;
      ok: true;
      content: string;
      data: ResumeData;
      pages: number;
      method: ReadMethod;
      /** Pages (1-based) that OCR read with low confidence. */
      lowConfidencePages: number[];
    }
  | { id: number; ok: true; check: ExportCheck }
  /** OCR is starting on page `page` of `total` (each page gets the time limit of a whole text PDF). */
  | { id: number; progress: { page: number; total: number } }
  | { id: number; ok: false; unreadable: boolean; message: string };

const send = (message: ExtractResult) => process.send?.(message);

process.on('message', async ({ id, bytes, kind, jsonText }: ExtractRequest) => {
  let result: ExtractResult;
  try {
    if (kind === 'check-pdf' || kind === 'check-docx') {
      const format = kind === 'check-pdf' ? 'pdf' : 'docx';
      send({ id, ok: true, check: await checkExport({ format, bytes, jsonText: jsonText ?? 'null' }) });
      restoreNativeBuiltins();
      return;
    }
    const reading =
      kind === 'docx'
        ? { pages: await extractDocxPages(bytes), method: 'docx' as const, lowConfidencePages: [] }
        : await readPdf(bytes, { ocr: (page, total) => send({ id, progress: { page, total } }) });
    restoreNativeBuiltins();
    const { data, content } = parseResume(reading.pages);
    result = {
      id,
      ok: true,
      content,
      data: normalizeResumeData(data),
      pages: reading.pages.length,
      method: reading.method,
      lowConfidencePages: reading.lowConfidencePages,
    };
  } catch (error) {
    result =
      error instanceof PdfUnreadableError
        ? { id, ok: false, unreadable: true, message: error.message }
        : { id, ok: false, unreadable: false, message: String((error as Error)?.message ?? error) };
  }
  send(result);
});

// The server went away (even by kill -9): nothing is left to answer to.
process.on('disconnect', () => process.exit(0));

/** A one-line PDF: reading it once pays pdfjs's first-use costs before a user's file arrives. */
function warmUpPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (Warm up) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF`;
  return new TextEncoder().encode(body);
}

try {
  const pages = await extractPdfPages(warmUpPdf());
  restoreNativeBuiltins();
  normalizeResumeData(parseResume(pages).data);
} finally {
  send({ ready: true });
}
