// Renders resume data to PDF with the layout engine: npm run render -- --out OUT.pdf RESUME.json
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { layoutResume } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const [input] = positionals;
if (!values.out || !input || positionals.length > 1) {
  console.error('usage: npm run render -- --out OUT.pdf RESUME.json');
  process.exit(2);
}
const data = normalizeResumeData(JSON.parse(readFileSync(input, 'utf8')));
const t0 = performance.now();
const layout = layoutResume(data);
const t1 = performance.now();
const pdf = renderPdf(layout, { title: data.name ? `${data.name} – Resume` : 'Resume', author: data.name });
const t2 = performance.now();
writeFileSync(values.out, pdf);
console.log(
  `${values.out}: ${layout.pages.length} page(s), ${pdf.byteLength} bytes; layout ${(t1 - t0).toFixed(1)} ms, ` +
    `render ${(t2 - t1).toFixed(1)} ms, total ${(t2 - t0).toFixed(1)} ms`,
);
