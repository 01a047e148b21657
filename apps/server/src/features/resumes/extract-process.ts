// One PDF-reading child process of the extraction pool (decision 049). It loads pdfjs, which the API process
// never does, reads one file at a time, and answers with the parsed resume: one message per file each way.
// native-builtins.ts must be evaluated before pdf-text.ts (which loads pdfjs): it takes the built-ins first.

import type { ExportCheck } from '@tailor/core/export/verify';
import { normalizeResumeData } from '@tailor/core/normalize';
import { parseResume } from '@tailor/core/parser/parse-resume';
import type { ResumeData } from '@tailor/core/resume';
import { serveJobs } from '../../lib/worker-pool.ts';
import { checkExport } from './check-export.ts';
import { extractDocxPages } from './docx-text.ts';
import { restoreNativeBuiltins } from './native-builtins.ts';
import { PdfUnreadableError } from './pdf-file.ts';
import { extractPdfPages, readPdf } from './pdf-text.ts';

/** How a file's text was read: a PDF's text layer, OCR of its page images, or a Word document's structure. */
export type ReadMethod = 'text' | 'ocr' | 'docx';
/** `check-pdf` / `check-docx`: read an export back and compare it with `jsonText` (decision 082). */
export type ExtractRequest = {
  bytes: Uint8Array;
  kind: 'pdf' | 'docx' | 'check-pdf' | 'check-docx';
  jsonText?: string;
};
export type ExtractResult =
  | {
      ok: true;
      content: string;
      data: ResumeData;
      pages: number;
      method: ReadMethod;
      /** Pages (1-based) that OCR read with low confidence. */
      lowConfidencePages: number[];
    }
  | { ok: true; check: ExportCheck }
  | { ok: false; unreadable: boolean; message: string };

/** OCR is starting on page `page` of `total` (each page gets the time limit of a whole text PDF). */
type Progress = { page: number; total: number };

async function extract(
  { bytes, kind, jsonText }: ExtractRequest,
  progress: (p: Progress) => void,
): Promise<ExtractResult> {
  try {
    if (kind === 'check-pdf' || kind === 'check-docx') {
      const format = kind === 'check-pdf' ? 'pdf' : 'docx';
      const check = await checkExport({ format, bytes, jsonText: jsonText ?? 'null' });
      restoreNativeBuiltins();
      return { ok: true, check };
    }
    const reading =
      kind === 'docx'
        ? { pages: await extractDocxPages(bytes), method: 'docx' as const, lowConfidencePages: [] }
        : await readPdf(bytes, { ocr: (page, total) => progress({ page, total }) });
    restoreNativeBuiltins();
    const { data, content } = parseResume(reading.pages);
    return {
      ok: true,
      content,
      data: normalizeResumeData(data),
      pages: reading.pages.length,
      method: reading.method,
      lowConfidencePages: reading.lowConfidencePages,
    };
  } catch (error) {
    return error instanceof PdfUnreadableError
      ? { ok: false, unreadable: true, message: error.message }
      : { ok: false, unreadable: false, message: String((error as Error)?.message ?? error) };
  }
}

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

// Reading a one-line PDF first pays pdfjs's first-use costs before a user's file arrives.
serveJobs(extract, {
  async warmUp() {
    const pages = await extractPdfPages(warmUpPdf());
    restoreNativeBuiltins();
    normalizeResumeData(parseResume(pages).data);
  },
});
