import { layoutResume } from '@tailor/core/layout/layout';
import type { ResumeData } from '@tailor/core/resume';
import { jsPDF } from 'jspdf';

export interface PdfMeta {
  title: string;
  author: string;
}

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/**
 * The resume as a PDF, drawn in the browser from the shared layout (the same one the preview and the server
 * draw), so the download matches the preview line for line. Interim home until core's `renderPdf` lands.
 */
export function createResumePdf(data: ResumeData, meta: PdfMeta): Uint8Array {
  const layout = layoutResume(data);
  const doc = new jsPDF({
    unit: 'mm',
    format: [layout.width, layout.height],
    orientation: 'portrait',
    compress: true,
  });
  doc.setProperties({ title: meta.title, author: meta.author, creator: 'Tailor' });
  layout.pages.forEach((page, index) => {
    if (index > 0) doc.addPage([layout.width, layout.height], 'portrait');
    for (const run of page.runs) {
      doc.setFont('helvetica', run.font);
      doc.setFontSize(run.size);
      doc.setTextColor(...rgb(run.color));
      doc.text(run.text, run.x, run.y, { baseline: 'alphabetic' });
    }
    for (const rule of page.rules) {
      doc.setDrawColor(...rgb(rule.color));
      doc.setLineWidth(rule.width);
      doc.line(rule.x1, rule.y1, rule.x2, rule.y2);
    }
    for (const link of page.links) doc.link(link.x, link.y, link.width, link.height, { url: link.url });
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
