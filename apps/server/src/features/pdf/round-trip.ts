import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { layoutResume } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { extractPdfPages } from '../resumes/pdf-text.ts';
import { renderPdf } from './render-pdf.ts';

const run = promisify(execFile);

export interface RoundTripResult {
  /** Weighted field accuracy (0–100) of the corpus scorer over every resume. */
  overall: number;
  /** Per-resume scores, 0–100. */
  rows: { resume: string; score: number }[];
  predictionDir: string;
}

/**
 * Renders every ground-truth resume of `truthDir` to PDF, reads it back with our extractor and parser, and
 * scores the result with the corpus scorer: how faithfully our PDFs carry the resume to an ATS.
 */
export async function roundTripCorpus(truthDir: string): Promise<RoundTripResult> {
  const predictionDir = await mkdtemp(join(tmpdir(), 'tailor-round-trip-'));
  const names = (await readdir(truthDir)).filter((f) => f.endsWith('.json')).sort();
  for (const name of names) {
    const data = normalizeResumeData(JSON.parse(await readFile(join(truthDir, name), 'utf8')));
    const pdf = renderPdf(layoutResume(data), { title: data.name, author: data.name });
    const { data: parsed } = parseResume(await extractPdfPages(pdf));
    await writeFile(join(predictionDir, name), JSON.stringify(parsed));
  }
  const scorer = join(truthDir, '..', '..', 'score.mjs');
  const { stdout } = await run(process.execPath, [scorer, truthDir, predictionDir, '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { overall: number; rows: { resume: string; score: number }[] };
  return {
    overall: report.overall,
    rows: report.rows.map((r) => ({ resume: r.resume, score: +(r.score * 100).toFixed(1) })),
    predictionDir,
  };
}
