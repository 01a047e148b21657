// A Word (.docx) file's structure read by mammoth (headings, lists, tables, hyperlinks, tabs) and laid out as
// positioned text for the one parser (decision 067). Runs only in a reading process of the extraction pool: a
// .docx is a zip, and what a hostile one makes the unzip allocate dies with that process.
import { docxHtmlToPages } from '@tailor/core/parser/docx-layout';
import type { PdfPage } from '@tailor/core/parser/types';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { MAX_PDF_PAGES, PdfUnreadableError } from './pdf-file.ts';

type Paragraph = {
  styleName?: string | null;
  numbering?: unknown;
  alignment?: string | null;
  children?: { type?: string; fontSize?: number | null; isBold?: boolean }[];
};

const TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const ALIGNS = ['left', 'center', 'right'] as const;
/** Our own paragraph styles: the tag and the alignment a paragraph is written with ("tailor-h1-center"). */
const STYLE_MAP = TAGS.flatMap((tag) =>
  ALIGNS.map(
    (align) => `p[style-name='tailor-${tag}-${align}'] => ${tag}${align === 'left' ? '' : `.${align}`}:fresh`,
  ),
);

/** Type this many times the body's size, bold, reads as a heading (a section title set 11.5 pt over 10 pt text). */
export const HEADING_SIZE_RATIO = 1.1;
/** The size Word gives text when neither the document's defaults nor its Normal style set one (ECMA-376). */
const WORD_DEFAULT_SIZE = 10;
/** A styles part larger than this is not read for its body size (a resume's is a few tens of kilobytes). */
const MAX_STYLES_BYTES = 2_000_000;

/**
 * The body text's size in points: the default paragraph style's (Normal) run size, else the document defaults'.
 * mammoth reads only direct formatting, so a heading set at 11.5 pt over 10 pt body text would lose the one sign
 * that tells it from a bold job title; the styles part says what "larger" is measured against.
 */
export function bodySizeOf(bytes: Uint8Array): number {
  let xml = '';
  try {
    const files = unzipSync(bytes, {
      filter: (file) => file.name === 'word/styles.xml' && file.originalSize <= MAX_STYLES_BYTES,
    });
    const styles = files['word/styles.xml'];
    if (styles) xml = strFromU8(styles);
  } catch {
    return WORD_DEFAULT_SIZE;
  }
  const halfPoints = (part: string | undefined) => {
    const sz = /<w:rPr>[\s\S]*?<w:sz\s+w:val="(\d+)"/.exec(part ?? '')?.[1];
    return sz ? Number(sz) / 2 : null;
  };
  const normal = /<w:style\b[^>]*w:type="paragraph"[^>]*w:default="1"[^>]*>([\s\S]*?)<\/w:style>/.exec(
    xml,
  )?.[1];
  const defaults = /<w:docDefaults>([\s\S]*?)<\/w:docDefaults>/.exec(xml)?.[1];
  const size = halfPoints(normal) ?? halfPoints(defaults) ?? WORD_DEFAULT_SIZE;
  return size >= 4 && size <= 72 ? size : WORD_DEFAULT_SIZE;
}

/**
 * mammoth keeps headings by style but drops type sizes and alignment: a name set in large type (direct
 * formatting, or the "Title" style Word's templates use for it) would read as body text, and a label set flush
 * right against its value as a left-aligned one. Each paragraph outside a list is given a style of our own that
 * says both (a list paragraph keeps its numbering, which mammoth turns into the list). Sizes count against the
 * body's: a bold paragraph set larger than the body reads as a heading, as it would on the page.
 */
function markParagraph(bodySize: number) {
  return <T extends Paragraph>(paragraph: T): T => {
    if (paragraph.numbering) return paragraph;
    const style = paragraph.styleName ?? '';
    const runs = paragraph.children ?? [];
    const size = Math.max(0, ...runs.map((run) => run.fontSize ?? 0));
    const texts = runs.filter((run) => run.type === 'run');
    const bold = texts.length > 0 && texts.every((run) => run.isBold);
    const heading = /heading\s*([1-6])/i.exec(style);
    const tag = heading
      ? `h${heading[1]}`
      : /^(title|name)$/i.test(style) || size >= 16
        ? 'h1'
        : size >= 12.5
          ? 'h2'
          : /^subtitle$/i.test(style) || (bold && size >= bodySize * HEADING_SIZE_RATIO)
            ? 'h3'
            : 'p';
    const jc = (paragraph.alignment ?? '').toLowerCase();
    const align = jc === 'right' || jc === 'end' ? 'right' : jc === 'center' ? 'center' : 'left';
    return { ...paragraph, styleName: `tailor-${tag}-${align}` };
  };
}

// Typed in mammoth's own code, not in its declarations.
const { transforms } = mammoth as unknown as {
  transforms: { paragraph<T>(transform: (paragraph: T) => T): (document: unknown) => unknown };
};

/** Text pages of a .docx; a file mammoth cannot open, or one without text, is refused with a safe message. */
export async function extractDocxPages(bytes: Uint8Array): Promise<PdfPage[]> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Pictures (a photo, icons) are never decoded: nothing of them reaches the text.
      {
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
        transformDocument: transforms.paragraph(markParagraph(bodySizeOf(bytes))),
        styleMap: STYLE_MAP,
      },
    );
    html = result.value;
  } catch {
    throw new PdfUnreadableError('the file is not a valid Word (.docx) document');
  }
  const pages = docxHtmlToPages(html);
  if (!pages.some((p) => p.items.some((i) => i.str.trim() !== ''))) {
    throw new PdfUnreadableError('the Word document has no text');
  }
  if (pages.length > MAX_PDF_PAGES) {
    throw new PdfUnreadableError(
      `the Word document runs to ${pages.length} pages, more than the ${MAX_PDF_PAGES} a resume can have`,
    );
  }
  return pages;
}
