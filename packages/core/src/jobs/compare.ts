import type { ExtractedJob } from './types.ts';

/** An answer file: `NAME.expected.json` beside a fixture page. */
export type ExpectedJob = {
  isJob: boolean;
  companyName: string | null;
  positionName: string | null;
  location: string | null;
  url: string;
  descriptionStartsWith: string | null;
  descriptionContains: string[];
};

export const JOB_FIELDS = ['isJob', 'companyName', 'positionName', 'location', 'url', 'description'] as const;
export type JobField = (typeof JOB_FIELDS)[number];

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The job fixtures' comparison rules (shared corpus README, "How to compare"): which fields are right. */
export function compareJob(actual: ExtractedJob, expected: ExpectedJob): Record<JobField, boolean> {
  if (!expected.isJob) {
    const ok = !actual.isJob;
    return {
      isJob: ok,
      companyName: ok,
      positionName: ok,
      location: ok,
      url: actual.url === expected.url,
      description: ok,
    };
  }
  return {
    isJob: actual.isJob === expected.isJob,
    companyName: norm(actual.companyName) === norm(expected.companyName),
    positionName: norm(actual.positionName) === norm(expected.positionName),
    location: norm(actual.location)
      .toLowerCase()
      .includes((expected.location ?? '').toLowerCase()),
    url: actual.url === expected.url,
    description: descriptionMatches(actual.description, expected),
  };
}

function descriptionMatches(description: string | null, expected: ExpectedJob): boolean {
  if (!description) return false;
  if (/<\/?[a-z][^>]*>|&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+|[a-z]+);/i.test(description)) return false;
  const start = norm(description).indexOf(norm(expected.descriptionStartsWith));
  if (start < 0 || start > 40) return false;
  const lines = description.split('\n').map(norm);
  let previous = -1;
  for (const entry of expected.descriptionContains) {
    const line = lines.findIndex((l, i) => i > previous && l.includes(norm(entry)));
    if (line < 0) return false;
    previous = line;
  }
  return true;
}
