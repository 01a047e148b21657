import type { ResumeLayout } from '@tailor/core/layout/layout';
import { renderPdf as drawPdf, type PdfMeta } from '@tailor/core/layout/render-pdf';
import { jsPDF } from 'jspdf';

export type { PdfMeta };

/** Core's renderer with the server's jsPDF: the same drawing code the browser runs. */
export function renderPdf(layout: ResumeLayout, meta: PdfMeta): Uint8Array {
  return drawPdf(
    layout,
    meta,
    ({ width, height }) =>
      new jsPDF({ unit: 'mm', format: [width, height], orientation: 'portrait', compress: true }),
  );
}
