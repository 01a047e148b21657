import { describe, expect, it } from 'vitest';
import { compareJob } from './compare.ts';
import { extractJob } from './extract-job.ts';
import { loadFixtures, parsePage } from './fixtures.test-helpers.ts';

const fixtures = loadFixtures();

describe('extractJob over the fixture pages', () => {
  it('has the shared fixtures and our own', () => {
    expect(fixtures.filter((f) => f.name.startsWith('shared/'))).toHaveLength(13);
    expect(fixtures.filter((f) => f.name.startsWith('own/')).length).toBeGreaterThanOrEqual(15);
  });

  for (const fixture of fixtures) {
    it(`${fixture.name}: every field right`, () => {
      const { document } = parsePage(fixture.html, { runScripts: true });
      const result = extractJob(document, fixture.expected.url);
      const fields = compareJob(result, fixture.expected);
      expect({ fields, result }).toEqual({
        fields: {
          isJob: true,
          companyName: true,
          positionName: true,
          location: true,
          url: true,
          description: true,
        },
        result,
      });
    });
  }
});
