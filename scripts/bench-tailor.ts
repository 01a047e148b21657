// Tailors every ground-truth corpus resume to every fixture job and checks speed and truthfulness:
// npm run bench:tailor
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeResumeData } from '../packages/core/src/normalize.ts';
import { guardTailoring } from '../packages/core/src/tailoring/guard.ts';
import { analyzeJob, type JobPosting } from '../packages/core/src/tailoring/job-analysis.ts';
import { showsKeyword } from '../packages/core/src/tailoring/match-score.ts';
import { tailorOffline } from '../packages/core/src/tailoring/offline-engine.ts';
import { collectEvidence } from '../packages/core/src/tailoring/resume-text.ts';
import { finalizeTailoring } from '../packages/core/src/tailoring/tailor.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(repoRoot, '../shared/corpus/resumes/real');
const jobsDir = resolve(repoRoot, 'scripts/fixtures/jobs');
const verbose = process.argv.includes('--verbose');

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
const jobs = jsonFiles(jobsDir).map((f) => ({
  name: f.replace(/\.json$/, ''),
  job: JSON.parse(readFileSync(join(jobsDir, f), 'utf8')) as JobPosting,
}));

const times: number[] = [];
let fabricated = 0;
let totalEvidenced = 0;
let totalSurfaced = 0;
const rows: string[] = [];
for (const file of jsonFiles(corpus)) {
  const source = normalizeResumeData(JSON.parse(readFileSync(join(corpus, file), 'utf8')));
  for (const { name, job } of jobs) {
    const t0 = performance.now();
    const result = finalizeTailoring(source, tailorOffline({ resume: source, job }), job);
    times.push(performance.now() - t0);

    // Independent re-check: the guard must find nothing left to revert or remove.
    const recheck = guardTailoring({ source, tailored: result.resume, job });
    fabricated += recheck.notes.length + result.changes.guard_notes.length;
    if (verbose)
      for (const note of [...recheck.notes, ...result.changes.guard_notes]) console.log(`  ! ${note}`);

    const analysis = analyzeJob(job);
    const ignore = [analysis.positionName, analysis.companyName];
    const sourceEvidence = collectEvidence(source, ignore);
    const shown = collectEvidence(
      {
        ...result.resume,
        experience: [],
        projects: [],
        certifications: [],
        education: [],
        tools: [],
      },
      ignore,
    );
    const evidenced = analysis.keywords.filter((k) => showsKeyword(sourceEvidence, k));
    const surfaced = evidenced.filter((k) => showsKeyword(shown, k));
    totalEvidenced += evidenced.length;
    totalSurfaced += surfaced.length;
    const { before, after } = result.changes.match!;
    rows.push(
      `${file.replace(/\.json$/, '').padEnd(36)} ${name.padEnd(18)} match ${String(before.score).padStart(3)} → ${String(after.score).padStart(3)}  surfaced ${surfaced.length}/${evidenced.length}`,
    );
    if (verbose && surfaced.length < evidenced.length) {
      const missed = evidenced.filter((k) => !surfaced.includes(k)).map((k) => k.term);
      rows.push(`  not surfaced: ${missed.join(', ')}`);
    }
  }
}
console.log(rows.join('\n'));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
console.log(
  `\n${times.length} tailorings: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
);
console.log(`surfaced ${totalSurfaced}/${totalEvidenced} evidenced job keywords in skills or summary`);
console.log(`fabricated facts found by the guard: ${fabricated}`);
if (fabricated > 0) process.exitCode = 1;
