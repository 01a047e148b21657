// The shared resume corpus: real-world resumes with hand-read ground truth, kept beside the repository (not in it).
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The corpus folder `../shared/corpus/resumes/real/` next to the repository root. When it is absent, prints how
 * to get it and ends the process without an error: the benches that need it have nothing to measure.
 */
export function sharedResumeCorpus(repoRoot: string, bench: string): string {
  const dir = path.resolve(repoRoot, '../shared/corpus/resumes/real');
  if (existsSync(dir)) return dir;
  console.log(
    `${bench}: the shared resume corpus is not here (looked for ${dir}).\n` +
      'It is a set of real-world resumes (NAME.pdf + NAME.json ground truth) that lives beside the repository,\n' +
      'not in it. Put a copy or a symlink at ../shared/corpus/resumes/real/ and run the bench again.\n' +
      'The parser can be scored on the resumes that ship with the repository: npm run bench:parser -- --fixtures',
  );
  process.exit(0);
}
