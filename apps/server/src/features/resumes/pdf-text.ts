import type { PdfPage, TextItem } from '@tailor/core/parser/types';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { looksLikePdf, MAX_PDF_PAGES, PdfUnreadableError } from './pdf-file.ts';
import { ocrPdfPages } from './pdf-ocr.ts';

export { looksLikePdf, MAX_PDF_PAGES, PdfUnreadableError };

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

interface LoadedFont {
  name?: string;
}

interface TextStyle {
  fontFamily?: string;
  /** Set by our pdfjs patch (scripts/patch-pdfjs.mjs). */
  fontName?: string;
}

/** Each page's positioned text from the PDF's text layer; a PDF without one is refused (see readPdf for OCR). */
export async function extractPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  return (await readPdf(bytes)).pages;
}

/** The one way a PDF is opened here: checked, copied (pdfjs detaches what it is given), and refused plainly. */
async function openPdf(bytes: Uint8Array, { fontExtraProperties }: { fontExtraProperties: boolean }) {
  if (bytes.byteLength === 0) throw new PdfUnreadableError('the file is empty');
  if (!looksLikePdf(bytes)) throw new PdfUnreadableError('the file is not a valid PDF');
  const task = getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    fontExtraProperties,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    if ((error as { name?: string } | null)?.name === 'PasswordException') {
      throw new PdfUnreadableError('the PDF is password-protected');
    }
    throw new PdfUnreadableError('the file is not a valid PDF');
  }
}

export type PdfReading = { pages: PdfPage[]; method: 'text' | 'ocr'; lowConfidencePages: number[] };

/**
 * Extracts each page's positioned text. Resolves pdfjs' font ids ("g_d0_f3") to the embedded font's
 * real name ("ABCDEF+Lato-Bold") so the parser can tell bold headings from body text. A PDF with no text layer
 * is read by OCR when `ocr` is given (called as each page starts), else refused.
 */
export async function readPdf(
  bytes: Uint8Array,
  options: { ocr?: (page: number, total: number) => void } = {},
): Promise<PdfReading> {
  const doc = await openPdf(bytes, { fontExtraProperties: true });
  try {
    if (doc.numPages === 0) throw new PdfUnreadableError('the PDF has no pages');
    if (doc.numPages > MAX_PDF_PAGES) {
      throw new PdfUnreadableError(
        `the PDF has ${doc.numPages} pages, more than the ${MAX_PDF_PAGES} a resume can have`,
      );
    }
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      // The real font names ("ABCDEF+SourceSans3-Bold") are the most reliable bold signal we have. Our pdfjs
      // patch puts them in the text styles (decision 048); an unpatched pdfjs hands them over only through the
      // operator list, which walks every drawing and decodes every image: build it only then, and only for
      // pages that bring new fonts (commonObjs is shared by the document).
      const styles = content.styles as Record<string, TextStyle | undefined>;
      const ids = new Set((content.items as RawTextItem[]).map((item) => item.fontName).filter(Boolean));
      const unnamed = [...ids].filter((id) => typeof styles[id]?.fontName !== 'string');
      if (unnamed.some((id) => !page.commonObjs.has(id))) await page.getOperatorList();
      const fontNames = new Map<string, string>();
      const items: TextItem[] = [];
      for (const raw of content.items as RawTextItem[]) {
        if (typeof raw.str !== 'string' || raw.str === '') continue;
        const [a = 0, b = 0, , d = 0, e = 0, f = 0] = raw.transform;
        let fontName = fontNames.get(raw.fontName);
        if (fontName === undefined) {
          fontName = resolveFontName(page.commonObjs, raw.fontName, styles[raw.fontName]);
          fontNames.set(raw.fontName, fontName);
        }
        items.push({
          str: raw.str.replaceAll('\u0000', ''),
          x: e - x0,
          y: f - y0,
          width: raw.width,
          height: raw.height || Math.hypot(a, b) || Math.abs(d),
          fontName,
          hasEOL: raw.hasEOL,
        });
      }
      pages.push({ width: x1 - x0, height: y1 - y0, items });
      page.cleanup();
    }
    if (!pages.some((p) => p.items.some((i) => i.str.trim() !== ''))) {
      if (!options.ocr) throw new PdfUnreadableError('the PDF has no text layer (it looks scanned)');
      try {
        return { method: 'ocr', ...(await ocrPdfPages(doc as never, options.ocr)) };
      } catch (error) {
        if (error instanceof PdfUnreadableError) throw error;
        throw new PdfUnreadableError('the scanned pages could not be read');
      }
    }
    return { pages, method: 'text', lowConfidencePages: [] };
  } catch (error) {
    if (error instanceof PdfUnreadableError) throw error;
    throw new PdfUnreadableError('the file is not a valid PDF');
  } finally {
    await doc.destroy();
  }
}

function resolveFontName(
  commonObjs: { has(id: string): boolean; get(id: string): unknown },
  id: string,
  style: TextStyle | undefined,
): string {
  if (style?.fontName) return style.fontName;
  try {
    if (commonObjs.has(id)) {
      const font = commonObjs.get(id) as LoadedFont | null;
      if (font?.name) return font.name;
    }
  } catch {
    // Not loaded: fall back to the CSS family, which still says "serif"/"sans-serif" at worst.
  }
  const family = style?.fontFamily;
  return family && family !== 'sans-serif' && family !== 'serif' ? family : id;
}

/**
 * Only the words of each page, in the text layer's order: what an applicant-tracking system reads, for the export
 * check (decision 082). Skips the font-name work `readPdf` does for the parser, which costs about as much again.
 */
export async function readPdfWords(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes, { fontExtraProperties: false });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push((content.items as RawTextItem[]).map((item) => item.str ?? '').join(' '));
      page.cleanup();
    }
    return pages;
  } catch {
    throw new PdfUnreadableError('the file is not a valid PDF');
  } finally {
    await doc.destroy();
  }
}
