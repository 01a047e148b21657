import { parentPort } from 'node:worker_threads';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { extractPdfPages, PdfUnreadableError } from './pdf-text.ts';

export type ExtractRequest = { id: number; bytes: Uint8Array };
export type ExtractResult =
  | { id: number; ok: true; content: string; data: unknown; pages: number }
  | { id: number; ok: false; unreadable: boolean; message: string };

parentPort?.on('message', async ({ id, bytes }: ExtractRequest) => {
  let result: ExtractResult;
  try {
    const pages = await extractPdfPages(bytes);
    const { data, content } = parseResume(pages);
    result = { id, ok: true, content, data, pages: pages.length };
  } catch (error) {
    result =
      error instanceof PdfUnreadableError
        ? { id, ok: false, unreadable: true, message: error.message }
        : { id, ok: false, unreadable: false, message: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(result);
});
