// A drawing thread of the render pool (decision 051): parses the stored JSON, lays the resume out and draws
// the PDF (or writes the Word file, decision 084), so none of that CPU runs on the request thread.
import { parentPort } from 'node:worker_threads';
import { fitLayout } from '@tailor/core/layout/fit';
import { writeDocx } from '../../lib/docx/write-docx.ts';
import { readJsonData } from '../tailored-resumes/service.ts';
import { renderPdf } from './render-pdf.ts';

export type RenderTask = { id: number; kind: 'pdf' | 'structure' | 'docx'; jsonText: string; title: string };
export type RenderResult =
  | { id: number; ok: true; bytes: Uint8Array; pages: number; targetPages: number | null }
  | { id: number; ok: true; structure: Array<{ name: string; page: number }> }
  | { id: number; ok: false; message: string };

parentPort?.on('message', async (task: RenderTask) => {
  try {
    const resume = readJsonData(JSON.parse(task.jsonText)).resume;
    if (task.kind === 'docx') {
      const bytes = await writeDocx(resume, { title: task.title });
      const result = { id: task.id, ok: true, bytes, pages: 0, targetPages: null } as const;
      parentPort?.postMessage(result satisfies RenderResult, [bytes.buffer as ArrayBuffer]);
      return;
    }
    // The page target applies here as in the preview (decision 083); "No limit" is the plain layout.
    const { layout, report } = fitLayout(resume);
    if (task.kind === 'structure') {
      parentPort?.postMessage({ id: task.id, ok: true, structure: layout.structure } satisfies RenderResult);
      return;
    }
    const bytes = renderPdf(layout, { title: task.title, author: resume.name });
    const result = {
      id: task.id,
      ok: true as const,
      bytes,
      pages: layout.pages.length,
      targetPages: report.target,
    };
    parentPort?.postMessage(result satisfies RenderResult, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    parentPort?.postMessage({ id: task.id, ok: false, message } satisfies RenderResult);
  }
});
