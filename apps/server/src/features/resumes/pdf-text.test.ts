import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { extractPdfPages, PdfUnreadableError } from './pdf-text.ts';

const sample = resolve(
  import.meta.dirname,
  '../../../../../fixtures/resumes/wp-label-column-nurse-amara-okafor.pdf',
);

/** A minimal PDF with one blank page; `encrypt` adds a standard security handler with an unknown password. */
function buildPdf({ encrypt = false } = {}): Uint8Array {
  const hex = (n: number) => 'ab'.repeat(n);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  if (encrypt)
    objects.push(`<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${hex(32)}> /U <${hex(32)}> >>`);
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const extra = encrypt ? ` /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>]` : '';
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${extra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

describe('extractPdfPages', () => {
  it('returns positioned text with real font names and leaves the caller’s buffer intact', async () => {
    const bytes = new Uint8Array(readFileSync(sample));
    const pages = await extractPdfPages(bytes);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(pages[0]!.width).toBeGreaterThan(500);
    const name = pages[0]!.items.find((i) => i.str === 'Amara Okafor');
    expect(name?.fontName).toMatch(/Bold/);
    expect(name!.height).toBeGreaterThanOrEqual(20);
  });

  it('names each item’s real font (bold and italic cues) from the text content alone', async () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    doc.setFont('helvetica', 'bold').text('Robin Bold', 20, 20);
    doc.setFont('times', 'italic').text('Italic line', 20, 30);
    doc.setFont('courier', 'normal').text('Plain line', 20, 40);
    const pages = await extractPdfPages(new Uint8Array(doc.output('arraybuffer')));
    const fontOf = (text: string) => pages[0]!.items.find((item) => item.str === text)?.fontName;
    expect(fontOf('Robin Bold')).toBe('Helvetica-Bold');
    expect(fontOf('Italic line')).toBe('Times-Italic');
    expect(fontOf('Plain line')).toBe('Courier');
  });

  it('rejects files that are not PDFs with a readable message', async () => {
    const error = await extractPdfPages(new TextEncoder().encode('hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfUnreadableError);
    expect((error as Error).message).toBe('the file is not a valid PDF');
  });

  it('rejects a truncated PDF', async () => {
    const bytes = new Uint8Array(readFileSync(sample)).slice(0, 400);
    await expect(extractPdfPages(bytes)).rejects.toThrow(/^the /);
  });

  it('rejects a PDF without a text layer', async () => {
    await expect(extractPdfPages(buildPdf())).rejects.toThrow('the PDF has no text layer (it looks scanned)');
  });

  it('rejects a password-protected PDF', async () => {
    await expect(extractPdfPages(buildPdf({ encrypt: true }))).rejects.toThrow(
      'the PDF is password-protected',
    );
  });

  it('rejects an empty file', async () => {
    await expect(extractPdfPages(new Uint8Array())).rejects.toBeInstanceOf(PdfUnreadableError);
  });
});
