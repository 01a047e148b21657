import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfPages } from './pdf-text.ts';

const repoRoot = resolve(import.meta.dirname, '../../../../..');
const corpus = resolve(repoRoot, '../shared/corpus/resumes/real');
const scorer = resolve(repoRoot, '../shared/corpus/score.mjs');
const predDir = mkdtempSync(join(tmpdir(), 'tailor-corpus-'));
afterAll(() => rmSync(predDir, { recursive: true, force: true }));

describe('resume parser on the real-resume corpus', () => {
  it('scores at least 80 overall against the hand-made ground truth', { timeout: 120_000 }, async () => {
    const files = readdirSync(corpus).filter((f) => f.endsWith('.pdf'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const pages = await extractPdfPages(new Uint8Array(readFileSync(join(corpus, file))));
      const { data } = parseResume(pages);
      writeFileSync(join(predDir, file.replace(/\.pdf$/, '.json')), JSON.stringify(data));
    }
    const report = JSON.parse(
      execFileSync(process.execPath, [scorer, corpus, predDir, '--json'], {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      }),
    ) as { overall: number };
    expect(report.overall).toBeGreaterThanOrEqual(80);
  });
});
