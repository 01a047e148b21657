import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutResume } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { scoreCorpus } from '@tailor/core/parser/score';
import { extractPdfPages } from '../../features/resumes/pdf-text.ts';
import { renderPdf } from './render-pdf.ts';

export interface RoundTripResult {
  /** Weighted field accuracy (0–100) of the corpus scorer over every resume. */
  overall: number;
  /** Per-resume scores, 0–100. */
  rows: { resume: string; score: number }[];
  predictionDir: string;
}

/**
 * Renders every ground-truth resume of `truthDir` to PDF, reads it back with our extractor and parser, and
 * scores the result with the corpus scorer (its in-repo port): how faithfully our PDFs carry the resume to an ATS.
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
  const truth = new Map<string, unknown>();
  const pred = new Map<string, unknown>();
  for (const name of names) {
    const key = name.replace(/\.json$/, '');
    truth.set(key, JSON.parse(await readFile(join(truthDir, name), 'utf8')));
    pred.set(key, JSON.parse(await readFile(join(predictionDir, name), 'utf8')));
  }
  const report = scoreCorpus(truth, pred);
  return {
    overall: report.overall,
    rows: report.rows.map((r) => ({ resume: r.resume, score: +(r.score * 100).toFixed(1) })),
    predictionDir,
  };
}
