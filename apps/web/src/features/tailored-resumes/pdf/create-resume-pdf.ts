import { fitLayout } from '@tailor/core/layout/fit';
import { type PdfMeta, renderPdf } from '@tailor/core/layout/render-pdf';
import type { ResumeData } from '@tailor/core/resume';
import { jsPDF } from 'jspdf';

export type { PdfMeta };

/**
 * The resume as a PDF, drawn in the browser by core's renderer from the shared layout (the same one the preview
 * and the server draw), so the download matches the preview line for line.
 */
export function createResumePdf(data: ResumeData, meta: PdfMeta): Uint8Array {
  return renderPdf(
    fitLayout(data).layout,
    meta,
    ({ width, height }) =>
      new jsPDF({ unit: 'mm', format: [width, height], orientation: 'portrait', compress: true }),
  );
}
