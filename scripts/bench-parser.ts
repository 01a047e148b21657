// Scores the resume parser against hand-read ground truth: npm run bench:parser [-- options]
//   (default)        the shared corpus, ../shared/corpus/resumes/real/ beside the repository
//   --fixtures       the in-repo fixtures (fixtures/resumes/), with a line per layout family
//   --held-out       with --fixtures: only the held-out fixtures (default: all, each part reported)
//   --dev            with --fixtures: only the development fixtures (score held-out ones only at the end)
//   --dir DIR        any folder of NAME.pdf + NAME.json pairs
//   --docx           with --fixtures: the Word fixtures (fixtures/resumes-docx/, NAME.docx), each beside its PDF
//   --ocr            with --fixtures: the scanned fixtures (fixtures/resumes-scanned/), read by OCR
//   --new            with --fixtures: the five layout families of issue 21 (fixtures/resumes-new/; with --ocr,
//                    their scans in fixtures/resumes-scanned-new/)
//   --gate           exit 1 when the overall score is below its bar in fixtures/parser-ratchet.json
//   --raise          with --fixtures: raise the in-repo bar in the ratchet file to today's score
//   --keep           keep the predictions (their folder is printed)
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { formatReport, type ScoreReport, scoreCorpus } from '@tailor/core/parser/score';
import { extractDocxPages } from '@tailor/server/features/resumes/docx-text';
import { readPdf } from '@tailor/server/features/resumes/pdf-text';
import { sharedResumeCorpus } from './lib/shared-corpus.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : undefined;
};
const inputKind = flag('--docx') ? 'docx' : flag('--ocr') ? 'ocr' : 'pdf';
const ext = inputKind === 'docx' ? '.docx' : '.pdf';
const newFamilies = flag('--new');
const fixturesDir = join(
  repoRoot,
  newFamilies
    ? inputKind === 'ocr'
      ? 'fixtures/resumes-scanned-new'
      : 'fixtures/resumes-new'
    : { docx: 'fixtures/resumes-docx', ocr: 'fixtures/resumes-scanned', pdf: 'fixtures/resumes' }[inputKind],
);
const ratchetFile = join(repoRoot, 'fixtures/parser-ratchet.json');
const useFixtures = flag('--fixtures');
const customDir = option('--dir');
const corpus = customDir
  ? resolve(customDir)
  : useFixtures
    ? fixturesDir
    : sharedResumeCorpus(repoRoot, 'bench:parser');
const sharedDir = resolve(repoRoot, '../shared/corpus/resumes/real');
if (!existsSync(corpus)) {
  console.log(
    `bench:parser: no resumes at ${corpus}; pass --dir with a folder of NAME.pdf + NAME.json pairs.`,
  );
  process.exit(1);
}

interface Manifest {
  resume: string;
  family: string;
  heldOut: boolean;
}
const manifest: Manifest[] = useFixtures
  ? JSON.parse(
      readFileSync(
        join(repoRoot, newFamilies ? 'fixtures/resume-families-new.json' : 'fixtures/resume-families.json'),
        'utf8',
      ),
    )
  : [];
const heldOut = new Set(manifest.filter((m) => m.heldOut).map((m) => m.resume));
const onlyHeldOut = flag('--held-out');
const onlyDev = flag('--dev');

const names = readdirSync(corpus)
  .filter((f) => f.endsWith(ext) && existsSync(join(corpus, `${f.slice(0, -ext.length)}.json`)))
  .map((f) => f.slice(0, -ext.length))
  .filter((n) => (!onlyHeldOut || heldOut.has(n)) && (!onlyDev || !heldOut.has(n)))
  .sort();

const predDir = flag('--keep') ? mkdtempSync(join(tmpdir(), 'tailor-parser-')) : null;
const truth = new Map<string, unknown>();
const pred = new Map<string, unknown>();
const parseMs: number[] = [];
const extractMs: number[] = [];
/** OCR: milliseconds per page, pages of low confidence. */
const ocrPageMs: number[] = [];
let lowConfidence = 0;
for (const name of names) {
  truth.set(name, JSON.parse(readFileSync(join(corpus, `${name}.json`), 'utf8')));
  const t0 = performance.now();
  const bytes = new Uint8Array(readFileSync(join(corpus, `${name}${ext}`)));
  let pages: Awaited<ReturnType<typeof extractDocxPages>>;
  if (inputKind === 'docx') pages = await extractDocxPages(bytes);
  else {
    const reading = await readPdf(bytes, inputKind === 'ocr' ? { ocr: () => {} } : {});
    if (inputKind === 'ocr' && reading.method !== 'ocr')
      throw new Error(`${name}: has a text layer, not a scan`);
    pages = reading.pages;
    lowConfidence += reading.lowConfidencePages.length;
    if (inputKind === 'ocr') ocrPageMs.push((performance.now() - t0) / pages.length);
  }
  const t1 = performance.now();
  const { data } = parseResume(pages);
  const t2 = performance.now();
  extractMs.push(t1 - t0);
  parseMs.push(t2 - t1);
  pred.set(name, data);
  if (predDir) writeFileSync(join(predDir, `${name}.json`), JSON.stringify(data, null, 2));
}

const report = scoreCorpus(truth, pred);
console.log(formatReport(report, true));

const subset = (keep: (name: string) => boolean): ScoreReport =>
  scoreCorpus(new Map([...truth].filter(([n]) => keep(n))), new Map([...pred].filter(([n]) => keep(n))));
let familyFloor = 100;
if (useFixtures) {
  console.log('\nper layout family (development / held out / all):');
  const families = [...new Set(manifest.map((m) => m.family))].sort();
  const fmt = (r: ScoreReport) => (r.rows.length ? r.overall.toFixed(1).padStart(5) : '    -');
  for (const family of families) {
    const members = new Set(manifest.filter((m) => m.family === family).map((m) => m.resume));
    const all = subset((n) => members.has(n));
    familyFloor = Math.min(familyFloor, all.overall);
    console.log(
      `  ${family.padEnd(18)} ${fmt(subset((n) => members.has(n) && !heldOut.has(n)))} ${fmt(subset((n) => members.has(n) && heldOut.has(n)))} ${fmt(all)}`,
    );
  }
  if (!onlyHeldOut && !onlyDev)
    console.log(
      `\ndevelopment ${subset((n) => !heldOut.has(n)).overall.toFixed(1)}, held out ${subset((n) => heldOut.has(n)).overall.toFixed(1)}`,
    );
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
console.log(
  `\nparse   median ${quantile(parseMs, 0.5).toFixed(1)} ms, p95 ${quantile(parseMs, 0.95).toFixed(1)} ms per resume`,
);
console.log(
  `extract median ${quantile(extractMs, 0.5).toFixed(1)} ms, p95 ${quantile(extractMs, 0.95).toFixed(1)} ms per resume`,
);
if (inputKind === 'ocr')
  console.log(
    `ocr     median ${quantile(ocrPageMs, 0.5).toFixed(0)} ms, max ${Math.max(...ocrPageMs).toFixed(0)} ms per page (recogniser load included); ${lowConfidence} page(s) of low confidence`,
  );
console.log(`input kind: ${inputKind}`);
if (predDir) console.log(`predictions kept in ${predDir}`);

interface Ratchet {
  fixtures: { overall: number; family: number };
  shared: { overall: number };
}
const ratchet = JSON.parse(readFileSync(ratchetFile, 'utf8')) as Ratchet;
// The ratchet is the text-layer fixtures' own: Word copies, scans and the new families report, they do not gate.
const ratcheted = useFixtures && inputKind === 'pdf' && !newFamilies;
if (flag('--raise') && ratcheted && !onlyHeldOut && !onlyDev) {
  const next = {
    ...ratchet,
    fixtures: {
      overall: Math.max(ratchet.fixtures.overall, Math.floor(report.overall * 10) / 10),
      family: Math.max(ratchet.fixtures.family, Math.floor(familyFloor * 10) / 10),
    },
  };
  writeFileSync(ratchetFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(
    `ratchet: in-repo bar now ${next.fixtures.overall} overall, ${next.fixtures.family} per family`,
  );
}
if (flag('--gate')) {
  const bar = ratcheted
    ? ratchet.fixtures.overall
    : useFixtures
      ? 0
      : corpus === sharedDir
        ? ratchet.shared.overall
        : 0;
  if (report.overall < bar) {
    console.log(`FAIL: overall ${report.overall} is below the bar of ${bar} (fixtures/parser-ratchet.json)`);
    process.exit(1);
  }
  console.log(`gate: overall ${report.overall} ≥ bar ${bar}`);
}
