// Parses PDF resumes into resume data: npm run parse -- --out DIR FILE.pdf…
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseResume } from '@tailor/core/parser/parse-resume';
import { extractPdfPages } from '@tailor/server/features/resumes/pdf-text';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, content: { type: 'boolean', default: false } },
});
if (!values.out || positionals.length === 0) {
  console.error('usage: npm run parse -- --out DIR [--content] FILE.pdf…');
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });
let failed = 0;
for (const file of positionals) {
  const name = basename(file).replace(/\.pdf$/i, '');
  try {
    const t0 = performance.now();
    const pages = await extractPdfPages(new Uint8Array(readFileSync(file)));
    const t1 = performance.now();
    const { data, content } = parseResume(pages);
    const t2 = performance.now();
    writeFileSync(join(values.out, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
    if (values.content) writeFileSync(join(values.out, `${name}.txt`), `${content}\n`);
    console.log(`${name}: extract ${(t1 - t0).toFixed(0)} ms, parse ${(t2 - t1).toFixed(1)} ms`);
  } catch (error) {
    failed++;
    console.error(`${name}: ${(error as Error).message}`);
  }
}
process.exitCode = failed ? 1 : 0;
