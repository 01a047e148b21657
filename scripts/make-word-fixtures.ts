// Writes the word-processor resume fixtures as Word files: npx tsx scripts/make-word-fixtures.ts
// The same flat-ODF documents make-resume-fixtures.ts prints to PDF are saved by LibreOffice as .docx
// (`soffice --headless --convert-to docx`) into fixtures/resumes-docx/, with the same ground truth, so
// (`--only fam1,name2` as make-resume-fixtures.ts: only those)
// `npm run bench:parser -- --docx` can compare a Word resume with its PDF (decision 067). Needs LibreOffice.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { plan, selected, WP } from './make-resume-fixtures.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'fixtures/resumes-docx');
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'tailor-word-fixtures-'));
try {
  const files: string[] = [];
  for (const { person, family, variant } of plan) {
    const render = WP[family];
    if (!render || !selected({ family, person })) continue;
    const name = `${family}-${person.id}`;
    const file = join(work, `${name}.fodt`);
    writeFileSync(file, render(person, variant));
    files.push(file);
    copyFileSync(join(root, 'fixtures/resumes', `${name}.json`), join(outDir, `${name}.json`));
  }
  execFileSync(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${work}/profile`,
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      outDir,
      ...files,
    ],
    { stdio: 'inherit' },
  );
  console.log(`wrote ${files.length} Word resumes to ${outDir}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
