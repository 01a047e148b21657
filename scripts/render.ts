// Renders resume data to PDF or Word with the layout engine, applies a page target, and reads the file back
// as the server's check does (decision 082): npm run render -- --out OUT.pdf|OUT.docx [--pages 1|2] RESUME.json
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeExportCheck } from '@tailor/core/export/verify';
import { describeFit, fitLayout } from '@tailor/core/layout/fit';
import { normalizeResumeData } from '@tailor/core/normalize';
import { DisplaySettingsSchema } from '@tailor/core/resume';
import { checkExport } from '@tailor/server/features/resumes/check-export';
import { writeDocx } from '@tailor/server/lib/docx/write-docx';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';

const usage = 'usage: npm run render -- --out OUT.pdf|OUT.docx [--pages 1|2] RESUME.json';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, pages: { type: 'string' } },
});
const [input] = positionals;
const format = values.out?.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf';
if (!values.out || !input || positionals.length > 1 || !/\.(pdf|docx)$/i.test(values.out)) {
  console.error(usage);
  process.exit(2);
}
if (values.pages !== undefined && values.pages !== '1' && values.pages !== '2') {
  console.error(`--pages must be 1 or 2\n${usage}`);
  process.exit(2);
}
const data = normalizeResumeData(JSON.parse(readFileSync(input, 'utf8')));
if (values.pages) {
  const displaySettings = DisplaySettingsSchema.parse({
    ...data._metadata?.displaySettings,
    pageTarget: values.pages,
  });
  data._metadata = { sectionVisibility: data._metadata?.sectionVisibility ?? ({} as never), displaySettings };
}
const resume = normalizeResumeData(data);
const title = resume.name ? `${resume.name} – Resume` : 'Resume';
const t0 = performance.now();
let bytes: Uint8Array;
let summary: string;
if (format === 'docx') {
  bytes = await writeDocx(resume, { title });
  summary = `write ${(performance.now() - t0).toFixed(1)} ms`;
} else {
  const { layout, report } = fitLayout(resume);
  const t1 = performance.now();
  bytes = renderPdf(layout, { title, author: resume.name });
  const t2 = performance.now();
  summary =
    `${layout.pages.length} page(s); layout ${(t1 - t0).toFixed(1)} ms, render ${(t2 - t1).toFixed(1)} ms, ` +
    `total ${(t2 - t0).toFixed(1)} ms`;
  const note = describeFit(report);
  if (note) console.log(note);
}
writeFileSync(values.out, bytes);
const t3 = performance.now();
const check = await checkExport({ format, bytes, jsonText: JSON.stringify(resume) });
const checkMs = performance.now() - t3;
console.log(`${values.out}: ${bytes.byteLength} bytes; ${summary}`);
console.log(
  `check (${checkMs.toFixed(1)} ms): recall ${check.recall}, order ${check.order}, garbled ${check.garbled}, ` +
    `pages ${check.pages ?? 'n/a'}${check.targetPages ? ` (target ${check.targetPages})` : ''}, ${check.words} words`,
);
for (const line of describeExportCheck(check).lines) console.log(line);
process.exit(check.ok ? 0 : 1);
