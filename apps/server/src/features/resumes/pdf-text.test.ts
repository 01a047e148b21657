import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdfPages, PdfUnreadableError } from './pdf-text.ts';

const sample = resolve(
  import.meta.dirname,
  '../../../../../../shared/corpus/resumes/real/rendercv-classic.pdf',
);

describe('extractPdfPages', () => {
  it('returns positioned text with real font names and leaves the caller’s buffer intact', async () => {
    const bytes = new Uint8Array(readFileSync(sample));
    const pages = await extractPdfPages(bytes);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(pages[0]!.width).toBeGreaterThan(500);
    const name = pages[0]!.items.find((i) => i.str === 'John Doe');
    expect(name?.fontName).toMatch(/Bold/);
    expect(name!.height).toBeGreaterThan(20);
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

  it('rejects an empty file', async () => {
    await expect(extractPdfPages(new Uint8Array())).rejects.toBeInstanceOf(PdfUnreadableError);
  });
});
