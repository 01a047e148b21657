// A drawing thread of the render pool (decision 051): parses the stored JSON, lays the resume out (fitted to its
// page target, decision 083) and draws the PDF, or writes the Word file (decision 084), so none of that CPU runs
// on the request thread.
import { TailoredJsonDataSchema } from '@tailor/core/contracts/tailored';
import { fitLayout } from '@tailor/core/layout/fit';
import { writeDocx } from '../docx/write-docx.ts';
import { serveJobs } from '../worker-pool.ts';
import { renderPdf } from './render-pdf.ts';
import type { DrawnFile } from './render-pool.ts';

export type RenderTask = { kind: 'pdf' | 'structure' | 'docx'; jsonText: string; title: string };
export type RenderResult = DrawnFile | { structure: Array<{ name: string; page: number }> };

serveJobs<RenderTask, RenderResult>(
  async (task) => {
    // Stored jsonData is normalised on write (decision 077): the schema's parse is all it needs.
    const resume = TailoredJsonDataSchema.parse(JSON.parse(task.jsonText)).resume;
    // Word files are not fitted: the reader's word processor decides their pages (decision 083).
    if (task.kind === 'docx')
      return { bytes: await writeDocx(resume, { title: task.title }), pages: 0, targetPages: null };
    // The page target applies here as in the preview (decision 083); "No limit" is the plain layout.
    const { layout, report } = fitLayout(resume);
    if (task.kind === 'structure') return { structure: layout.structure };
    const bytes = renderPdf(layout, { title: task.title, author: resume.name });
    return { bytes, pages: layout.pages.length, targetPages: report.target };
  },
  { transfer: (reply) => ('bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []) },
);
