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

/** What an uploaded file is, by its bytes (never by its name or declared type). */
export type ResumeFileKind = 'pdf' | 'docx' | 'docm' | 'doc' | 'other';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, k) => bytes[k] === b);

/**
 * A PDF; a Word document (a zip holding `word/document.xml`; with a VBA project it carries macros); an old
 * binary Word file or a password-protected Word file (both are OLE compound files); or anything else. Zip entry
 * names are stored uncompressed, so they are found without unzipping (an unzip belongs in a reading process).
 */
export function sniffResumeFile(bytes: Uint8Array): ResumeFileKind {
  if (looksLikePdf(bytes)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return 'doc';
  if (!startsWith(bytes, ZIP_MAGIC)) return 'other';
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!names.includes('word/document.xml')) return 'other';
  if (/word\/vbaProject\.bin|word\/vbaData\.xml|word\/activeX\//.test(names)) return 'docm';
  return 'docx';
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
