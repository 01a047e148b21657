import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { MAX_OCR_PAGES, wordsOfLine } from './pdf-ocr.ts';
import { readPdf } from './pdf-text.ts';

const scanned = (name: string) =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../../../fixtures/resumes-scanned', name)));

/** A grey PNG of `size` × `size` pixels. */
function greyPng(size: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((size + 1) * size, 0xc0);
  for (let y = 0; y < size; y++) rows[y * (size + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** An image-only PDF of `pages` pages of `points` × `points`. */
function imagePdf(pages: number, points = 612): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: [points, points] });
  const png = greyPng(16);
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage([points, points]);
    doc.addImage(png, 'PNG', 10, 10, 100, 100);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

describe('reading a scanned PDF by OCR', () => {
  it('keeps a bullet glyph and an unsure word inside a line, and drops unsure noise at its ends', () => {
    const w = (text: string, confidence: number) => ({ text, confidence });
    const read = (words: { text: string; confidence: number }[]) => wordsOfLine(words).map((k) => k.text);
    expect(read([w('«', 2), w('Named', 94), w('President’s', 4), w('Club', 96), w('member', 94)])).toEqual([
      '•',
      'Named',
      'President’s',
      'Club',
      'member',
    ]);
    expect(read([w('~~', 5), w('Booked', 96), w('meetings', 95), w('|', 8)])).toEqual(['Booked', 'meetings']);
    expect(read([w('%', 3)])).toEqual([]);
  });

  it('reads the words of a 150-dpi scan with their places, page by page, and the parser reads the resume', async () => {
    const progress: string[] = [];
    const reading = await readPdf(scanned('wp-tab-stops-dental-mei-chen.pdf'), {
      ocr: (page, total) => progress.push(`${page}/${total}`),
    });
    expect(reading.method).toBe('ocr');
    expect(progress).toEqual(['1/1']);
    expect(reading.lowConfidencePages).toEqual([]);
    const { data } = parseResume(reading.pages);
    const truth = JSON.parse(
      readFileSync(
        resolve(
          import.meta.dirname,
          '../../../../../fixtures/resumes-scanned/wp-tab-stops-dental-mei-chen.json',
        ),
        'utf8',
      ),
    );
    expect(data.name).toBe(truth.name);
    expect(data.contact.email).toBe(truth.contact.email);
    expect(data.experience.map((e) => e.company)).toEqual(
      truth.experience.map((e: { company: string }) => e.company),
    );
  }, 60_000);

  it('without OCR asked for, still refuses a PDF with no text layer', async () => {
    await expect(readPdf(imagePdf(1))).rejects.toThrow('the PDF has no text layer (it looks scanned)');
  });

  it(`refuses a scan of more than ${MAX_OCR_PAGES} pages before drawing any`, async () => {
    const progress: number[] = [];
    await expect(
      readPdf(imagePdf(MAX_OCR_PAGES + 1), { ocr: (page) => progress.push(page) }),
    ).rejects.toThrow(
      `the PDF is a scan of ${MAX_OCR_PAGES + 1} pages, more than the ${MAX_OCR_PAGES} we read from images`,
    );
    expect(progress).toEqual([]);
  });

  it('refuses a page larger than any paper', async () => {
    await expect(readPdf(imagePdf(1, 7_200), { ocr: () => {} })).rejects.toThrow(
      'page 1 of the PDF is larger than any paper',
    );
  }, 30_000);
});
