// Writes scanned copies of some resume fixtures: npx tsx scripts/make-scanned-fixtures.ts
// Each PDF of fixtures/resumes/ named below is drawn at 150 dpi in greys (`pdftoppm -r 150 -gray`) and the page
// images are wrapped as an image-only PDF (`img2pdf`), as a scanner or a "print to image" export gives it, into
// fixtures/resumes-scanned/ (and one of each new family of fixtures/resumes-new/ into fixtures/resumes-scanned-new/)
// with the same ground truth. `npm run bench:parser -- --fixtures --ocr` reads them by
// OCR (decision 068). Needs poppler-utils and img2pdf; kept to a few 1–2 page files, as OCR costs CPU.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'fixtures/resumes-scanned');
/** One or two of each kind of page: web and word-processor layouts, one column, sidebars, a label column. */
export const SCANNED = [
  'html-gdocs-hr-olivia-brandt',
  'html-sidebar-chef-lucia-romano',
  'html-two-page-marketing-sofia-alvarez',
  'wp-label-column-nurse-amara-okafor',
  'wp-tab-stops-dental-mei-chen',
  'wp-euro-cv-sales-marcus-bell',
];

/** One of each of issue 21's five new families (fixtures/resumes-new/), into fixtures/resumes-scanned-new/. */
export const SCANNED_NEW = [
  'new-europass-dental-mei-chen',
  'new-functional-physio-ingrid-larsen',
  'new-academic-teacher-daniel-reyes',
  'new-right-chips-dental-mei-chen',
  'new-word-bands-pharmacist-hannah-lee',
];

const work = mkdtempSync(join(tmpdir(), 'tailor-scans-'));
try {
  scan(SCANNED, join(root, 'fixtures/resumes'), outDir);
  scan(SCANNED_NEW, join(root, 'fixtures/resumes-new'), join(root, 'fixtures/resumes-scanned-new'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

function scan(names: readonly string[], fromDir: string, toDir: string) {
  mkdirSync(toDir, { recursive: true });
  for (const name of names) {
    const prefix = join(work, name);
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', join(fromDir, `${name}.pdf`), prefix]);
    const images = readdirSync(work)
      .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
      .sort()
      .map((f) => join(work, f));
    execFileSync('img2pdf', [...images, '-o', join(toDir, `${name}.pdf`)]);
    copyFileSync(join(fromDir, `${name}.json`), join(toDir, `${name}.json`));
  }
  console.log(`wrote ${names.length} scanned resumes to ${toDir}`);
}
