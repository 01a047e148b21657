// Tailors one resume to one job with the offline engine: npm run tailor -- --resume RESUME.json --job JOB.json
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { JobPosting } from '@tailor/core/tailoring/job-analysis';
import { offlineEngine } from '@tailor/core/tailoring/offline-engine';
import { runTailoring } from '@tailor/core/tailoring/tailor';

const { values } = parseArgs({ options: { resume: { type: 'string' }, job: { type: 'string' } } });
if (!values.resume || !values.job) {
  console.error('usage: npm run tailor -- --resume RESUME.json --job JOB.json');
  process.exit(2);
}
const resume = normalizeResumeData(JSON.parse(readFileSync(values.resume, 'utf8')));
const raw = JSON.parse(readFileSync(values.job, 'utf8')) as Partial<JobPosting>;
const job: JobPosting = {
  companyName: String(raw.companyName ?? ''),
  positionName: String(raw.positionName ?? ''),
  description: String(raw.description ?? ''),
  url: String(raw.url ?? ''),
};
const result = await runTailoring(offlineEngine, { resume, job });
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
