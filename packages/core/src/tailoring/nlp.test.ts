import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import nlp, { unpatchedBulkMatch } from './nlp.ts';

const root = new URL('../../test-fixtures/tailoring/', import.meta.url);
// Posting lines and resume bullets of two sets: headings, lists, commas, figures, names, people acting.
const texts = ['dev-2', 'held-out-4'].flatMap((set) =>
  readdirSync(new URL(`${set}/`, root))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const { job, resume } = JSON.parse(readFileSync(new URL(`${set}/${f}`, root), 'utf8'));
      const bullets = (resume.experience ?? []).flatMap(
        (j: { bullet_points?: string[] }) => j.bullet_points ?? [],
      );
      return [...String(job.description).split('\n'), ...bullets].filter((t: string) => t.trim() !== '');
    }),
);

const tagsOf = (text: string) =>
  (nlp(text).docs as { text: string; tags: Set<string> }[][])
    .flat()
    .map((t) => `${t.text}/${[...t.tags].sort().join(',')}`)
    .join(' ');

describe('compromise with the short rule look-up', () => {
  it('tags every word as compromise itself does', () => {
    const { methods } = (nlp as unknown as { world(): { methods: { one: { bulkMatch: unknown } } } }).world();
    const patched = methods.one.bulkMatch;
    expect(patched).not.toBe(unpatchedBulkMatch);
    const fast = texts.map(tagsOf);
    methods.one.bulkMatch = unpatchedBulkMatch;
    try {
      const slow = texts.map(tagsOf);
      expect(texts.length).toBeGreaterThan(500);
      expect(fast).toEqual(slow);
    } finally {
      methods.one.bulkMatch = patched;
    }
    // (Tagging a thousand texts twice is slow by design on a busy machine; the check is of tags, not of time.)
  }, 30_000);
});
