import type { ResumeLayout } from './layout.ts';

/**
 * The part of jsPDF's API the renderer uses. Core may not depend on jsPDF, so each runtime hands in its own
 * jsPDF (the server's and the browser's are the same module): one drawing routine, two runtimes.
 */
export interface PdfDocumentLike {
  setProperties(properties: { title: string; author: string; creator: string }): unknown;
  addPage(format: [number, number], orientation: 'portrait'): unknown;
  setFont(family: string, style: string): unknown;
  setFontSize(size: number): unknown;
  setTextColor(r: number, g: number, b: number): unknown;
  text(text: string, x: number, y: number, options: { baseline: 'alphabetic' }): unknown;
  setDrawColor(r: number, g: number, b: number): unknown;
  setLineWidth(width: number): unknown;
  line(x1: number, y1: number, x2: number, y2: number): unknown;
  link(x: number, y: number, width: number, height: number, options: { url: string }): unknown;
  output(type: 'arraybuffer'): ArrayBuffer;
}

/** Makes an empty mm-unit portrait document of the given size (`new jsPDF({unit: 'mm', format, compress})`). */
export type CreatePdfDocument = (size: { width: number; height: number }) => PdfDocumentLike;

export interface PdfMeta {
  title: string;
  author: string;
}

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/**
 * Draws a laid-out resume with the PDF's built-in Helvetica. It only draws: every position, line break and
 * page break comes from the layout.
 */
export function renderPdf(
  layout: ResumeLayout,
  meta: PdfMeta,
  createDocument: CreatePdfDocument,
): Uint8Array {
  const doc = createDocument({ width: layout.width, height: layout.height });
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
