/// <reference path="./tesseract-data.d.ts" />
// OCR of a PDF without a text layer (a scan, a phone photo, a "print to image" export), decision 068. Runs only in
// a reading process of the extraction pool, one page at a time: pdfjs draws the page on a canvas
// (@napi-rs/canvas, pdfjs's own choice on Node) and tesseract.js reads it with the English data installed by npm
// (@tesseract.js-data/eng, nothing is downloaded). The words keep their boxes, so the one parser reads them as it
// reads a text layer: positions, sizes, lines and columns.
import os from 'node:os';
import path from 'node:path';
import { OCR_FONT, type PdfPage, type TextItem } from '@tailor/core/parser/types';
import eng from '@tesseract.js-data/eng';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { PdfUnreadableError } from './pdf-file.ts';

/** Pages read by OCR at most; a longer image-only file is refused before any page is drawn. */
export const MAX_OCR_PAGES = 5;
/** Dots per inch a page is drawn at: what a scanner gives and what tesseract reads best. */
const OCR_DPI = 150;
/** How far OCR steps back for other work (`nice` 0–19): a scan never holds up someone else's upload. */
const OCR_NICENESS = 10;
/** Most pixels one drawn page may have (a 150-dpi A3 page); a page this large is drawn at a lower resolution. */
const MAX_PAGE_PIXELS = 1754 * 2481;
/** A page whose size is beyond any paper (in points: 50 inches, more than A0) is not a resume page. */
const MAX_PAGE_POINTS = 3_600;
/** Mean word confidence (0–100) under which a page is named to the user as hard to read. */
export const LOW_CONFIDENCE = 70;
/** Words recognised below this confidence are noise (speckles, rules, photo edges) and are dropped. */
const MIN_WORD_CONFIDENCE = 30;

/** A font's size per point of the row height tesseract fits (ascender line to descender line). */
const ROW_HEIGHT_EM = 0.85;

/** What OCR makes of a round or square bullet glyph. */
const BULLET_LOOKALIKE = /^([«»•·*°©®¢+~●■▪◦-]|e|o|eo)$/u;

export type OcrResult = { pages: PdfPage[]; lowConfidencePages: number[] };

/**
 * The words of one recognised line worth keeping, with their text. A bullet glyph is read as whatever it looks
 * like ("«", "°", "e"): first on a line, it is a bullet, however unsure tesseract is of which letter it is. Noise
 * sits at a line's ends (a speckle, a rule, a photo's edge) and is dropped when unsure; an unsure word between
 * sure ones is a word read badly ("President’s" in a curly quote), and leaving it out would cut the line in two
 * at the gap it leaves.
 */
export function wordsOfLine<W extends { text: string; confidence: number }>(
  words: W[],
): { word: W; text: string }[] {
  const sure = words.map((word) => word.confidence >= MIN_WORD_CONFIDENCE);
  return words.flatMap((word, k) => {
    const raw = word.text.trim();
    const bullet = k === 0 && words.length > 1 && BULLET_LOOKALIKE.test(raw);
    const inside = sure.slice(0, k).includes(true) && sure.slice(k + 1).includes(true);
    if (!raw || !(bullet || inside || sure[k])) return [];
    return [{ word, text: bullet ? '•' : raw }];
  });
}

interface PdfPageProxy {
  view: number[];
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: { canvasContext: unknown; viewport: unknown }): { promise: Promise<void> };
  cleanup(): void;
}
interface PdfDocumentProxy {
  numPages: number;
  getPage(n: number): Promise<PdfPageProxy>;
  canvasFactory: {
    create(
      width: number,
      height: number,
    ): { canvas: { toBuffer(mime: 'image/png'): Buffer }; context: unknown };
    destroy(canvasAndContext: unknown): void;
  };
}

/**
 * Reads each page's image by OCR. `onPage(n, total)` is called as page n starts (the upload screen's progress).
 * Refuses files with more pages than a scanned resume has, and pages beyond any paper size.
 */
export async function ocrPdfPages(
  doc: PdfDocumentProxy,
  onPage: (page: number, total: number) => void,
): Promise<OcrResult> {
  const total = doc.numPages;
  if (total > MAX_OCR_PAGES) {
    throw new PdfUnreadableError(
      `the PDF is a scan of ${total} pages, more than the ${MAX_OCR_PAGES} we read from images`,
    );
  }
  // Page 1 starts now: loading the recogniser is part of its time.
  onPage(1, total);
  // OCR is seconds of work a page: it yields the CPU to everyone else's uploads. Linux keeps a niceness per thread,
  // so this thread lowers its own before it starts the recogniser's thread, which inherits it; the reader is
  // replaced after a scan, so the next file starts at the normal priority.
  try {
    os.setPriority(OCR_NICENESS);
  } catch {
    // Where priorities cannot be set, OCR runs at the normal one.
  }
  const { langPath } = eng;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cachePath: path.join(os.tmpdir(), 'tailor-tesseract'),
    cacheMethod: 'none',
  });
  try {
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      user_defined_dpi: String(OCR_DPI),
      preserve_interword_spaces: '0',
    });
    const pages: PdfPage[] = [];
    const lowConfidencePages: number[] = [];
    for (let n = 1; n <= total; n++) {
      if (n > 1) onPage(n, total);
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const width = x1 - x0;
      const height = y1 - y0;
      if (!(width > 0 && height > 0) || width > MAX_PAGE_POINTS || height > MAX_PAGE_POINTS) {
        throw new PdfUnreadableError(`page ${n} of the PDF is larger than any paper`);
      }
      let scale = OCR_DPI / 72;
      const pixels = width * height * scale * scale;
      if (pixels > MAX_PAGE_PIXELS) scale *= Math.sqrt(MAX_PAGE_PIXELS / pixels);
      const viewport = page.getViewport({ scale });
      const drawn = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      let png: Buffer;
      try {
        await page.render({ canvasContext: drawn.context, viewport }).promise;
        png = drawn.canvas.toBuffer('image/png');
      } finally {
        doc.canvasFactory.destroy(drawn);
        page.cleanup();
      }
      const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
      const items: TextItem[] = [];
      const confidences: number[] = [];
      for (const block of data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            // One size for a line. Its box depends on which letters it has (a line without descenders is
            // shorter); tesseract's fitted row height (ascender to descender line) does not.
            const boxHeight = (line.bbox.y1 - line.bbox.y0) / scale;
            const rowHeight = (line.rowAttributes?.rowHeight ?? 0) / scale;
            const size = Math.max(4, rowHeight > 0 ? rowHeight * ROW_HEIGHT_EM : boxHeight * 0.8);
            for (const word of line.words) if (word.text.trim()) confidences.push(word.confidence);
            for (const { word, text } of wordsOfLine(line.words)) {
              items.push({
                str: text,
                x: word.bbox.x0 / scale,
                // Baseline from the bottom of the page, as pdfjs reports it.
                y: height - line.baseline.y0 / scale,
                width: (word.bbox.x1 - word.bbox.x0) / scale,
                height: size,
                fontName: OCR_FONT,
                hasEOL: false,
              });
            }
          }
      const mean = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
      if (mean < LOW_CONFIDENCE) lowConfidencePages.push(n);
      pages.push({ width, height, items });
    }
    if (!pages.some((p) => p.items.length > 0)) {
      throw new PdfUnreadableError('the PDF has no text we could read, not even by OCR of its pages');
    }
    return { pages, lowConfidencePages };
  } finally {
    await worker.terminate();
  }
}
