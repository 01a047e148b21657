import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { scoreCorpus } from '@tailor/core/parser/score';
import { describe, expect, it } from 'vitest';
import { extractPdfPages } from './pdf-text.ts';

// The resumes of our own making that ship with the repository (scripts/make-resume-fixtures.ts), and the bars
// they must clear: fixtures/parser-ratchet.json, raised with `npm run bench:parser -- --fixtures --raise`.
const fixtures = resolve(import.meta.dirname, '../../../../../fixtures/resumes');
const ratchet = JSON.parse(readFileSync(join(fixtures, '../parser-ratchet.json'), 'utf8')) as {
  fixtures: { overall: number; family: number };
};
const manifest = JSON.parse(readFileSync(join(fixtures, '../resume-families.json'), 'utf8')) as {
  resume: string;
  family: string;
}[];

describe('resume parser on the in-repo fixtures', () => {
  it('clears the ratchet overall and in every layout family', { timeout: 120_000 }, async () => {
    const names = readdirSync(fixtures)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => f.replace(/\.pdf$/, ''));
    expect(names.length).toBe(manifest.length);
    const truth = new Map<string, unknown>();
    const pred = new Map<string, unknown>();
    for (const name of names) {
      truth.set(name, JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')));
      const pages = await extractPdfPages(new Uint8Array(readFileSync(join(fixtures, `${name}.pdf`))));
      pred.set(name, parseResume(pages).data);
    }
    const report = scoreCorpus(truth, pred);
    const weakest = [...report.rows]
      .sort((a, b) => a.score - b.score)
      .slice(0, 3)
      .map((r) => `${r.resume} ${(r.score * 100).toFixed(1)}`);
    expect(report.overall, `weakest: ${weakest.join(', ')}`).toBeGreaterThanOrEqual(ratchet.fixtures.overall);

    for (const family of new Set(manifest.map((m) => m.family))) {
      const members = new Set(manifest.filter((m) => m.family === family).map((m) => m.resume));
      const only = <T>(m: Map<string, T>) => new Map([...m].filter(([n]) => members.has(n)));
      expect(scoreCorpus(only(truth), only(pred)).overall, family).toBeGreaterThanOrEqual(
        ratchet.fixtures.family,
      );
    }
  });
});
