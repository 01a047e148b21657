import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { tailorOffline } from './offline-engine.ts';
import { type CorpusCase, gradeCase } from './quality-check.ts';
import { finalizeTailoring } from './tailor.ts';

const root = new URL('../../test-fixtures/tailoring/', import.meta.url);
const cases = ['dev', 'held-out'].flatMap((set) =>
  readdirSync(new URL(`${set}/`, root))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      name: `${set}/${f}`,
      testCase: JSON.parse(readFileSync(new URL(`${set}/${f}`, root), 'utf8')) as CorpusCase,
    })),
);

describe('offline tailoring on the quality corpus', () => {
  it('has at least 12 professions', () => {
    expect(new Set(cases.map((c) => c.testCase.profession)).size).toBeGreaterThanOrEqual(12);
  });

  it('surfaces at least 90 % of the evidenced keywords into skills or summary, over the whole corpus', () => {
    let evidenced = 0;
    let surfaced = 0;
    for (const { testCase } of cases) {
      const resume = normalizeResumeData(testCase.resume);
      const now = new Date(`${testCase.asOf}-15T00:00:00Z`);
      const result = finalizeTailoring(
        resume,
        tailorOffline({ resume, job: testCase.job, now }),
        testCase.job,
        now,
      );
      const grade = gradeCase({ ...testCase, resume }, result.resume);
      evidenced += grade.evidenced;
      surfaced += grade.surfaced;
    }
    expect(surfaced / evidenced).toBeGreaterThanOrEqual(0.9);
  });

  it.each(cases)(
    '$name: no fabricated years, terms, numbers or employer; a summary a resume can carry',
    ({ testCase }) => {
      const resume = normalizeResumeData(testCase.resume);
      const now = new Date(`${testCase.asOf}-15T00:00:00Z`);
      const result = finalizeTailoring(
        resume,
        tailorOffline({ resume, job: testCase.job, now }),
        testCase.job,
        now,
      );
      const grade = gradeCase({ ...testCase, resume }, result.resume);
      expect(grade.fabrications).toEqual([]);
      expect(grade.styleFaults).toEqual([]);
      expect(grade.surfaced).toBeGreaterThanOrEqual(grade.surfacedBefore);
    },
  );
});
