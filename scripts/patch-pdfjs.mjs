#!/usr/bin/env node
// pdfjs-dist 5.x maps each non-standard glyph name back to a standard one by scanning the whole ~4,400-entry
// glyph table (`recoverGlyphName`), once per glyph of every embedded font: seconds of CPU for a resume set in a
// large OpenType font. This swaps the scan for a reverse lookup built once. Same answer (the first name in table
// order); applied at install time, only when the file holds exactly the code it replaces (decision 010).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
let file;
try {
  file = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.worker.mjs');
} catch {
  process.exit(0); // not installed (e.g. a partial install): nothing to do
}

const original = `  const unicode = getUnicodeForGlyph(name, glyphsUnicodeMap);
  if (unicode !== -1) {
    for (const key in glyphsUnicodeMap) {
      if (glyphsUnicodeMap[key] === unicode) {
        return key;
      }
    }
  }
  info("Unable to recover a standard glyph name for: " + name);`;

const replacement = `  const unicode = getUnicodeForGlyph(name, glyphsUnicodeMap);
  if (unicode !== -1) {
    /* tailor: reverse lookup instead of a scan (scripts/patch-pdfjs.mjs) */
    if (recoverGlyphName.table !== glyphsUnicodeMap) {
      const reverse = new Map();
      for (const key in glyphsUnicodeMap) {
        if (!reverse.has(glyphsUnicodeMap[key])) reverse.set(glyphsUnicodeMap[key], key);
      }
      recoverGlyphName.table = glyphsUnicodeMap;
      recoverGlyphName.reverse = reverse;
    }
    const key = recoverGlyphName.reverse.get(unicode);
    if (key !== undefined) {
      return key;
    }
  }
  info("Unable to recover a standard glyph name for: " + name);`;

const source = fs.readFileSync(file, 'utf8');
if (source.includes('tailor: reverse lookup instead of a scan')) process.exit(0);
if (!source.includes(original)) {
  console.warn(`patch-pdfjs: ${file} changed upstream; leaving it as it is (uploads may be slower).`);
  process.exit(0);
}
fs.writeFileSync(file, source.replace(original, replacement));
console.log('patch-pdfjs: faster glyph-name recovery applied');
