import fs from 'node:fs';
import { extractPdfPages } from '../apps/server/src/features/resumes/pdf-text.ts';
import { parseResume } from '../packages/core/src/parser/parse-resume.ts';
for (const name of ['scribus-resume-template', 'nnjr-jakes-resume-typst', 'altacv-mmayer']) {
  const bytes = new Uint8Array(fs.readFileSync(`../shared/corpus/resumes/real/${name}.pdf`));
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const pages = await extractPdfPages(bytes);
    const t1 = performance.now();
    parseResume(pages);
    const t2 = performance.now();
    if (i === 3) console.log(name, 'extract', (t1 - t0).toFixed(0), 'parse', (t2 - t1).toFixed(0));
  }
}
