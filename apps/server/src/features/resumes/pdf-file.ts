// What the API process needs to know about a PDF without loading pdfjs: pdfjs's legacy build replaces
// `Array.prototype.push` and `JSON.*` for the whole process, so it is loaded only in the extraction processes.

/** A PDF we cannot turn into text; the message is safe to show and reads after "We could not read your file: ". */
export class PdfUnreadableError extends Error {
  override readonly name = 'PdfUnreadableError';
  readonly code = 'PDF_UNREADABLE';
}

/** No resume is longer; a longer file is refused before any page is read. */
export const MAX_PDF_PAGES = 20;

export function looksLikePdf(bytes: Uint8Array): boolean {
  // The header may follow up to 1 KB of junk, as readers tolerate.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
