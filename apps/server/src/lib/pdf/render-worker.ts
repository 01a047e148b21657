// A drawing thread of the render pool (decision 051): parses the stored JSON, lays the resume out and draws
// the PDF, so none of that CPU runs on the request thread.
import { TailoredJsonDataSchema } from '@tailor/core/contracts/tailored';
import { layoutResume } from '@tailor/core/layout/layout';
import { serveJobs } from '../worker-pool.ts';
import { renderPdf } from './render-pdf.ts';

export type RenderTask = { kind: 'pdf' | 'structure'; jsonText: string; title: string };
export type RenderResult = { bytes: Uint8Array } | { structure: Array<{ name: string; page: number }> };

serveJobs<RenderTask, RenderResult>(
  (task) => {
    // Stored jsonData is normalised on write (decision 077): the schema's parse is all it needs.
    const resume = TailoredJsonDataSchema.parse(JSON.parse(task.jsonText)).resume;
    const layout = layoutResume(resume);
    if (task.kind === 'structure') return { structure: layout.structure };
    return { bytes: renderPdf(layout, { title: task.title, author: resume.name }) };
  },
  { transfer: (reply) => ('bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []) },
);
