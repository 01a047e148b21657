// Upload → stored and parsed, through the real API (multipart, a PDF-reading child process, parse, one
// transaction) on a fresh embedded database, beside `pdftotext -layout` on the same files: npm run bench:upload
// Files: the 2-page resumes of ../shared/corpus/resumes/real/ (when present) and 2-page PDFs made here with our
// own renderer and with plain jsPDF (always), plus any 2-page PDF committed in the repository.
// Last, another user's uploads while a scanned resume is read by OCR (fixtures/resumes-scanned/), beside the same
// uploads on a quiet server: a scan must not hold up anyone else (p95 within 2× of quiet, issue 21).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { layoutResume } from '@tailor/core/layout/layout';
import { buildApp } from '@tailor/server/app';
import { openDatabase } from '@tailor/server/db/client';
import { loadEnv } from '@tailor/server/env';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';
import { multipartBody, resumePdf } from '@tailor/server/test/pdf-fixtures';
import { sampleResume } from '@tailor/server/test/sample-resume';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(root, '../shared/corpus/resumes/real');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BUDGET = { median: 150, p95: 400 };

type File = { name: string; bytes: Uint8Array };

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
if (!hasPoppler) {
  console.log(
    'pdftotext/pdfinfo not found (Debian: apt-get install -y poppler-utils): no comparison, page counts by our own reader.',
  );
}

function pageCount(file: string): number | null {
  if (!hasPoppler) return null;
  const info = execFileSync('pdfinfo', [file], { encoding: 'latin1', stdio: ['ignore', 'pipe', 'ignore'] });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-bench-upload-'));
function onDisk(file: File): string {
  const target = path.join(work, file.name.replace(/[^\w.-]/g, '_'));
  if (!fs.existsSync(target)) fs.writeFileSync(target, file.bytes);
  return target;
}

const sets: Array<{ label: string; files: File[] }> = [];
if (fs.existsSync(corpus)) {
  const files = fs
    .readdirSync(corpus)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(fs.readFileSync(path.join(corpus, name))) }))
    .filter((file) => (pageCount(onDisk(file)) ?? 2) === 2);
  sets.push({ label: 'shared corpus, 2-page resumes', files });
} else {
  console.log(
    `The shared resume corpus is not at ${corpus}: timing only the in-repo PDFs.\n` +
      'Put the corpus there (a checkout of the shared folder beside this repository) to time it too.\n',
  );
}

const made: File[] = [
  { name: 'jspdf-two-pages.pdf', bytes: resumePdf({ name: 'Jamie Sample', pages: 2 }) },
  ...[
    { jobs: 5, bullets: 5 },
    { jobs: 7, bullets: 4 },
    { jobs: 4, bullets: 8 },
  ].map((shape, i) => ({
    name: `renderer-${shape.jobs}x${shape.bullets}.pdf`,
    bytes: renderPdf(layoutResume(sampleResume({ ...shape, name: `Sample Person ${i + 1}` })), {
      title: 'Resume',
      author: 'Sample',
    }),
  })),
];
const committed = execFileSync('git', ['ls-files', '*.pdf'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  // Scans are read by OCR, seconds a page: they are timed below, beside another user's uploads, not here.
  .filter((rel) => rel !== '' && !rel.startsWith('fixtures/resumes-scanned/'))
  .map((rel) => ({ name: rel, bytes: new Uint8Array(fs.readFileSync(path.join(root, rel))) }));
const inRepo = [...made, ...committed].filter((file) => (pageCount(onDisk(file)) ?? 2) === 2);
sets.push({ label: 'in-repo, 2-page PDFs', files: inRepo });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-bench-'));
const client = await PGlite.create(dataDir);
const database = await openDatabase({ kind: 'pglite-instance', client });
const app = await buildApp({
  env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
  db: database.db,
  webDistDir: null,
  startWorker: false,
});
await app.ready();
await app.whenWarm();

const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email: 'bench@example.com', password: 'correct-horse-1' },
});
const cookie = `tailor_session=${register.json().token}`;

async function upload(file: File, as = cookie): Promise<number> {
  const list = (
    await app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: as } })
  ).json() as Array<{
    id: number;
  }>;
  for (const resume of list)
    await app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie: as } });
  const body = multipartBody(
    { name: file.name.slice(0, 60), isPrimary: 'true' },
    { name: path.basename(file.name), type: 'application/pdf', bytes: file.bytes },
  );
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...body.headers, cookie: as },
    payload: body.payload,
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`${file.name}: ${response.statusCode} ${response.body}`);
  return elapsed;
}

function pdftotext(file: File): number {
  const started = performance.now();
  execFileSync('pdftotext', ['-layout', onDisk(file), '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
  return performance.now() - started;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

// One untimed upload: the first request pays for the routes' first compilation.
await upload(inRepo[0]!);

for (const set of sets) {
  if (set.files.length === 0) {
    console.log(`${set.label}: no files`);
    continue;
  }
  console.log(`\n${set.label} (${set.files.length} files × ${ROUNDS} rounds)`);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const file of set.files) {
      const mine = await upload(file);
      const poppler = hasPoppler ? pdftotext(file) : Number.NaN;
      ours.push(mine);
      theirs.push(poppler);
      if (round === 0) {
        const beside = hasPoppler ? `   pdftotext ${poppler.toFixed(1).padStart(6)} ms` : '';
        console.log(`  ${file.name.padEnd(44).slice(0, 44)} ${mine.toFixed(1).padStart(7)} ms${beside}`);
      }
    }
  }
  const median = quantile(ours, 0.5);
  const p95 = quantile(ours, 0.95);
  const verdict = median <= BUDGET.median && p95 <= BUDGET.p95 ? 'within' : 'OVER';
  console.log(
    `  upload → stored and parsed: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(${verdict} budget: median ≤ ${BUDGET.median}, p95 ≤ ${BUDGET.p95})`,
  );
  if (hasPoppler) {
    const pm = quantile(theirs, 0.5);
    const pp = quantile(theirs, 0.95);
    console.log(
      `  pdftotext -layout:          median ${pm.toFixed(1)} ms, p95 ${pp.toFixed(1)} ms` +
        `   ratio: median ${(median / pm).toFixed(1)}×, p95 ${(p95 / pp).toFixed(1)}×`,
    );
  }
}

// Another user's uploads while a scanned resume is read by OCR.
const scannedDir = path.join(root, 'fixtures/resumes-scanned');
const scans = fs
  .readdirSync(scannedDir)
  .filter((f) => f.endsWith('.pdf'))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(fs.readFileSync(path.join(scannedDir, name))) }));
const signUp = async (email: string) =>
  `tailor_session=${
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'correct-horse-1' },
      })
    ).json().token
  }`;
const scanner = await signUp('scanner@example.com');
const other = await signUp('other@example.com');
const quiet: number[] = [];
for (let round = 0; round < ROUNDS; round++) for (const file of inRepo) quiet.push(await upload(file, other));
let scanning = true;
let scanned = 0;
const scanLoop = (async () => {
  for (let i = 0; scanning; i++) {
    const file = scans[i % scans.length];
    if (file === undefined) break;
    await upload(file, scanner);
    scanned += 1;
  }
})();
// Let the first scan start reading before the other user's first upload.
await new Promise((resolve) => setTimeout(resolve, 500));
const during: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  for (const file of inRepo) during.push(await upload(file, other));
scanning = false;
await scanLoop;
const quietP95 = quantile(quiet, 0.95);
const duringP95 = quantile(during, 0.95);
console.log(
  `\nanother user's uploads (${inRepo.length} files × ${ROUNDS} rounds) while ${scans.length > 0 ? 'scanned resumes are read by OCR' : 'nothing scans (no scanned fixtures)'}:`,
);
console.log(
  `  quiet:        median ${quantile(quiet, 0.5).toFixed(1)} ms, p95 ${quietP95.toFixed(1)} ms\n` +
    `  during scans: median ${quantile(during, 0.5).toFixed(1)} ms, p95 ${duringP95.toFixed(1)} ms ` +
    `(${scanned + 1} scan uploads running or done)\n` +
    `  p95 ratio ${(duringP95 / quietP95).toFixed(2)}× (${duringP95 <= 2 * quietP95 ? 'within' : 'OVER'} budget: ≤ 2× quiet)`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(work, { recursive: true, force: true });
