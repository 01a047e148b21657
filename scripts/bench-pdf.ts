// PDF generation speed over the ground-truth corpus, side by side with a warm Chromium print of the same layout,
// the cost of verifying each download (decision 082), and how well our PDFs read back: npm run bench:pdf
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeLayout } from '@tailor/core/layout/layout';
import { layoutResume } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { createExtractionPool } from '@tailor/server/features/resumes/extraction-pool';
import { writeDocx } from '@tailor/server/lib/docx/write-docx';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';
import { roundTripCorpus } from '@tailor/server/lib/pdf/round-trip';
import { chromium } from 'playwright-core';
import { sharedResumeCorpus } from './lib/shared-corpus.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = sharedResumeCorpus(repoRoot, 'bench:pdf');
const ROUNDS = 20;

const resumes = readdirSync(corpus)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => normalizeResumeData(JSON.parse(readFileSync(path.join(corpus, f), 'utf8'))));

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
};

// Warm up the JIT and jsPDF's lazy setup so the figures show steady-state cost.
for (const data of resumes.slice(0, 5)) renderPdf(layoutResume(data), { title: 'w', author: 'w' });

const full: number[] = [];
const layoutOnly: number[] = [];
const twoPage: number[] = [];
const twoPageLayout: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const data of resumes) {
    const t0 = performance.now();
    const layout = layoutResume(data);
    const t1 = performance.now();
    renderPdf(layout, { title: data.name, author: data.name });
    const t2 = performance.now();
    full.push(t2 - t0);
    layoutOnly.push(t1 - t0);
    if (layout.pages.length === 2) {
      twoPage.push(t2 - t0);
      twoPageLayout.push(t1 - t0);
    }
  }
}
console.log(`${resumes.length} resumes × ${ROUNDS} rounds`);
console.log(`PDF (layout + render): ${stats(full)}`);
console.log(`layout only:           ${stats(layoutOnly)}`);
if (twoPage.length) {
  console.log(`2-page resumes, PDF:    ${stats(twoPage)}  (budget: median ≤ 20 ms)`);
  console.log(`2-page resumes, layout: ${stats(twoPageLayout)}  (budget: ≤ 16 ms)`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const twoPagers = resumes.filter((data) => layoutResume(data).pages.length === 2);

// Verification as a download runs it: the PDF goes to a warm reading process, is read back and compared.
const pool = createExtractionPool({ size: 2 });
await pool.ready();
const checkMs: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const data of twoPagers) {
    const bytes = renderPdf(layoutResume(data), { title: data.name, author: data.name });
    const t0 = performance.now();
    const check = await pool.check(bytes, { format: 'pdf', jsonText: JSON.stringify(data) });
    if (round > 0) checkMs.push(performance.now() - t0);
    if (!check.ok) console.log(`check failed for ${data.name}: ${JSON.stringify(check)}`);
  }
}
await pool.close();
console.log(`verification of a 2-page download: ${stats(checkMs)}  (budget: median ≤ 30 ms, p95 ≤ 80 ms)`);

// Word export of the same resumes, warm (decision 084).
for (const data of twoPagers) await writeDocx(data, { title: 'w' });
const docxMs: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const data of twoPagers) {
    const t0 = performance.now();
    await writeDocx(data, { title: data.name });
    docxMs.push(performance.now() - t0);
  }
}
console.log(`2-page resumes, Word export: ${stats(docxMs)}  (budget: median ≤ 50 ms)`);

/** The same layout as HTML, absolutely positioned, for Chromium to print. */
function layoutHtml(layout: ResumeLayout): string {
  const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const pages = layout.pages
    .map(
      (page) =>
        `<section style="position:relative;width:${layout.width}mm;height:${layout.height}mm;break-after:page">${page.runs
          .map(
            (r) =>
              `<span style="position:absolute;left:${r.x}mm;top:${r.y}mm;font:${r.font === 'bold' ? 700 : 400} ${r.font === 'italic' ? 'italic' : ''} ${r.size}pt Helvetica,Arial;color:${r.color};transform:translateY(-80%);white-space:pre">${esc(r.text)}</span>`,
          )
          .join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html><head><style>@page{size:A4;margin:0}body{margin:0}</style></head><body>${pages}</body></html>`;
}

const chromiumPath = '/usr/bin/chromium';
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const ours: number[] = [];
  const printed: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const data of twoPagers) {
      const t0 = performance.now();
      const layout = layoutResume(data);
      renderPdf(layout, { title: data.name, author: data.name });
      const t1 = performance.now();
      await page.setContent(layoutHtml(layout));
      await page.pdf({ format: 'A4', printBackground: false });
      const t2 = performance.now();
      // The first round warms Chromium up.
      if (round > 0) {
        ours.push(t1 - t0);
        printed.push(t2 - t1);
      }
    }
  }
  await browser.close();
  console.log(`2-page resumes, our drawing (layout + PDF): ${stats(ours)}`);
  console.log(`2-page resumes, warm Chromium print:        ${stats(printed)}`);
  console.log(
    `drawing is ${(median(printed) / median(ours)).toFixed(1)}× a warm Chromium print (target ≥ 10×)`,
  );
} catch (error) {
  console.log(
    `Chromium print skipped: ${chromiumPath} could not start (${(error as Error).message.split('\n')[0]})`,
  );
}

const { overall } = await roundTripCorpus(corpus);
console.log(`round trip (render → extract → parse → score): ${overall}`);
