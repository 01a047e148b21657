import type { ResumeLayout } from '@tailor/core/layout/layout';
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
 * Draws a laid-out resume with jsPDF's built-in Helvetica. It only draws: every position, line break and
 * page break comes from the layout. No Node APIs, so the browser can run it too.
 */
export function renderPdf(layout: ResumeLayout, meta: PdfMeta): Uint8Array {
  const doc = new jsPDF({
    unit: 'mm',
    format: [layout.width, layout.height],
    orientation: 'portrait',
    compress: true,
  });
  doc.setProperties({ title: meta.title, author: meta.author, creator: 'Tailor' });
  let font = '';
  let size = 0;
  let color = '';
  layout.pages.forEach((page, index) => {
    if (index > 0) doc.addPage([layout.width, layout.height], 'portrait');
    for (const run of page.runs) {
      if (run.font !== font) {
        doc.setFont('helvetica', run.font);
        font = run.font;
      }
      if (run.size !== size) {
        doc.setFontSize(run.size);
        size = run.size;
      }
      if (run.color !== color) {
        doc.setTextColor(...rgb(run.color));
        color = run.color;
      }
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
