// Scores the resume parser on the shared corpus: npm run bench:parser
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdfPages } from '../apps/server/src/features/resumes/pdf-text.ts';
import { parseResume } from '../packages/core/src/parser/parse-resume.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(repoRoot, '../shared/corpus/resumes/real');
const scorer = resolve(repoRoot, '../shared/corpus/score.mjs');
const keep = process.argv.includes('--keep');

const predDir = mkdtempSync(join(tmpdir(), 'tailor-parser-'));
const parseMs: number[] = [];
const extractMs: number[] = [];
for (const file of readdirSync(corpus)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const t0 = performance.now();
  const pages = await extractPdfPages(new Uint8Array(readFileSync(join(corpus, file))));
  const t1 = performance.now();
  const { data } = parseResume(pages);
  const t2 = performance.now();
  extractMs.push(t1 - t0);
  parseMs.push(t2 - t1);
  writeFileSync(join(predDir, file.replace(/\.pdf$/, '.json')), JSON.stringify(data));
}

const report = execFileSync(process.execPath, [scorer, corpus, predDir, '--verbose'], { encoding: 'utf8' });
console.log(report.trimEnd());

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
console.log(
  `\nparse   median ${quantile(parseMs, 0.5).toFixed(1)} ms, p95 ${quantile(parseMs, 0.95).toFixed(1)} ms per resume`,
);
console.log(
  `extract median ${quantile(extractMs, 0.5).toFixed(1)} ms, p95 ${quantile(extractMs, 0.95).toFixed(1)} ms per resume`,
);
if (keep) console.log(`predictions kept in ${predDir}`);
else rmSync(predDir, { recursive: true, force: true });
