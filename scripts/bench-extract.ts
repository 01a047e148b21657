// Job extraction in headless Chromium over the repository's job fixtures (and any --dir of held-out pages):
//   npm run bench:extract [-- --dir DIR] [--verbose]
// Each page is served at its real address; time is page load + extraction, including the wait for late content.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compareJob, type ExpectedJob, JOB_FIELDS } from '@tailor/core/jobs/compare';
import { extractFromHtml, launchChromium } from './extract-in-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { dir: { type: 'string', multiple: true }, verbose: { type: 'boolean', default: false } },
});
const dirs = [
  path.join(root, 'packages/core/src/jobs/fixtures/shared'),
  path.join(root, 'packages/core/src/jobs/fixtures/own'),
  path.join(root, 'packages/core/src/jobs/fixtures/ats'),
  ...(values.dir ?? []),
];

type Page = { set: string; name: string; html: string; expected: ExpectedJob };
const pages: Page[] = [];
for (const dir of dirs) {
  if (!fs.existsSync(dir)) {
    console.log(`(skipped ${dir}: not found)`);
    continue;
  }
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const answer = path.join(dir, file.replace(/\.html$/, '.expected.json'));
    if (!fs.existsSync(answer)) continue;
    pages.push({
      set: path.basename(dir),
      name: file.replace(/\.html$/, ''),
      html: fs.readFileSync(path.join(dir, file), 'utf8'),
      expected: JSON.parse(fs.readFileSync(answer, 'utf8')) as ExpectedJob,
    });
  }
}

const browser = await launchChromium();
const times: number[] = [];
const detectTimes: number[] = [];
const sets = new Map<
  string,
  { pages: number; right: number; postings: number; postingsRight: number; fp: number }
>();
const wrong: Record<string, number> = Object.fromEntries(JOB_FIELDS.map((f) => [f, 0]));
let falsePositives = 0;
let falseNegatives = 0;
let allRight = 0;
console.log(`${'page'.padEnd(40)} ${'ms'.padStart(6)}  isJob  fields`);
try {
  for (const page of pages) {
    const started = performance.now();
    const job = await extractFromHtml(browser, page.expected.url, page.html, undefined, {
      timeDetection: true,
    });
    const ms = performance.now() - started;
    times.push(ms);
    if (typeof job.detectMs === 'number') detectTimes.push(job.detectMs);
    const fields = compareJob(job, page.expected);
    const bad = JOB_FIELDS.filter((f) => !fields[f]);
    for (const f of bad) wrong[f]!++;
    if (job.isJob && !page.expected.isJob) falsePositives++;
    if (!job.isJob && page.expected.isJob) falseNegatives++;
    if (!bad.length) allRight++;
    const set = sets.get(page.set) ?? { pages: 0, right: 0, postings: 0, postingsRight: 0, fp: 0 };
    set.pages++;
    if (!bad.length) set.right++;
    if (page.expected.isJob) set.postings++;
    if (page.expected.isJob && !bad.length) set.postingsRight++;
    if (job.isJob && !page.expected.isJob) set.fp++;
    sets.set(page.set, set);
    console.log(
      `${`${page.set}/${page.name}`.padEnd(40)} ${ms.toFixed(0).padStart(6)}  ${String(job.isJob).padEnd(5)}  ${bad.length ? `WRONG ${bad.join(', ')}` : 'all right'}`,
    );
    if (values.verbose && bad.length) console.log(JSON.stringify(job, null, 2));
  }
} finally {
  await browser.close();
}

const sorted = [...times].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const postings = pages.filter((p) => p.expected.isJob).length;
console.log('');
console.log(`pages: ${pages.length} (${postings} postings, ${pages.length - postings} not postings)`);
console.log(`every field right: ${allRight}/${pages.length}`);
console.log(
  `per-field right: ${JOB_FIELDS.map((f) => `${f} ${pages.length - wrong[f]!}/${pages.length}`).join(', ')}`,
);
console.log(`false positives: ${falsePositives}, missed postings: ${falseNegatives}`);
for (const [name, set] of sets) {
  console.log(
    `  ${name.padEnd(12)} all right ${set.right}/${set.pages} (postings ${set.postingsRight}/${set.postings}, not postings ${set.right - set.postingsRight}/${set.pages - set.postings}), false positives ${set.fp}`,
  );
}
const detectSorted = [...detectTimes].sort((a, b) => a - b);
console.log(
  `detection on the settled page (one extractJob in Chromium): median ${(detectSorted[Math.floor(detectSorted.length / 2)] ?? 0).toFixed(1)} ms, max ${(detectSorted.at(-1) ?? 0).toFixed(1)} ms (budget: ≤ 300 ms)`,
);
console.log(
  `time per page (load + extraction + wait): median ${pct(0.5).toFixed(0)} ms, p90 ${pct(0.9).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (budget: median ≤ 1500 ms)`,
);

// One whole CLI run, Chromium start-up included, for the record.
const sample = pages.find((p) => p.set === 'shared' && p.name === 'lever-posting') ?? pages[0];
if (sample) {
  const file = path.join(dirs.find((d) => path.basename(d) === sample.set)!, `${sample.name}.html`);
  const started = performance.now();
  execFileSync(
    process.execPath,
    [path.join(root, 'scripts/extract-job.mjs'), '--url', sample.expected.url, file],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  console.log(
    `one full extract-job process (Node + Chromium start + page): ${(performance.now() - started).toFixed(0)} ms`,
  );
}
