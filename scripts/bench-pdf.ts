// PDF generation speed over the ground-truth corpus, and how well our PDFs read back: npm run bench:pdf
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutResume } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';
import { roundTripCorpus } from '@tailor/server/lib/pdf/round-trip';
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
const { overall } = await roundTripCorpus(corpus);
console.log(`round trip (render → extract → parse → score): ${overall}`);
