/** One text run as pdfjs reports it, in PDF user space (origin bottom-left, y grows upwards). */
export interface TextItem {
  str: string;
  /** Left edge of the run's baseline. */
  x: number;
  /** Baseline height from the bottom of the page. */
  y: number;
  width: number;
  /** Font size (pdfjs' `height`, or the transform's scale when height is 0). */
  height: number;
  /** pdfjs' font id or, better, the real font name (e.g. "ABCDEF+Lato-Bold"); used for bold detection. */
  fontName: string;
  hasEOL?: boolean;
}

export interface PdfPage {
  width: number;
  height: number;
  items: TextItem[];
}

/** A visual line: items merged on one baseline, in top-down page coordinates. */
/** What text-only steps (joining wrapped dates, splitting parts) read of a line. */
export type TextLine = Pick<Line, 'text' | 'parts'>;

export interface Line {
  text: string;
  page: number;
  x: number;
  /** Right edge. */
  right: number;
  /** Distance of the baseline from the top of the page. */
  top: number;
  /** Dominant font size. */
  size: number;
  isBold: boolean;
  isItalic: boolean;
  /** The font covering most of the line's characters. */
  fontName: string;
  /** Texts of the line's segments, separated by wide gaps (e.g. a title and its right-aligned date). */
  parts: string[];
  /** First line of a column on a page read as columns: a section does not run on across it. */
  columnStart?: boolean;
  /** A label of a label column (a word-processor table's shaded cell): the heading of the block beside it. */
  isLabel?: boolean;
  /** The items this line was built from (kept for splitting lines into columns). */
  items: TextItem[];
}

/**
 * The font name OCR'd words carry: their sizes are measured from the glyphs tesseract saw (small capitals read
 * smaller than body text) and their letter case is its guess, so typography is read loosely for them.
 */
export const OCR_FONT = 'OCR';
