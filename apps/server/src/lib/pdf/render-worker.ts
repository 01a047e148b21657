// A drawing thread of the render pool (decision 051): parses the stored JSON, lays the resume out and draws
// the PDF, so none of that CPU runs on the request thread.
import { parentPort } from 'node:worker_threads';
import { layoutResume } from '@tailor/core/layout/layout';
import { readJsonData } from '../../features/tailorings/service.ts';
import { renderPdf } from './render-pdf.ts';

export type RenderTask = { id: number; kind: 'pdf' | 'structure'; jsonText: string; title: string };
export type RenderResult =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: true; structure: Array<{ name: string; page: number }> }
  | { id: number; ok: false; message: string };

parentPort?.on('message', (task: RenderTask) => {
  try {
    const resume = readJsonData(JSON.parse(task.jsonText)).resume;
    const layout = layoutResume(resume);
    if (task.kind === 'structure') {
      parentPort?.postMessage({ id: task.id, ok: true, structure: layout.structure } satisfies RenderResult);
      return;
    }
    const bytes = renderPdf(layout, { title: task.title, author: resume.name });
    parentPort?.postMessage({ id: task.id, ok: true, bytes } satisfies RenderResult, [
      bytes.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    parentPort?.postMessage({ id: task.id, ok: false, message } satisfies RenderResult);
  }
});
