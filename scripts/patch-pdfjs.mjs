#!/usr/bin/env node
// pdfjs-dist 5.x maps each non-standard glyph name back to a standard one by scanning the whole ~4,400-entry
// glyph table (`recoverGlyphName`), once per glyph of every embedded font: seconds of CPU for a resume set in a
// large OpenType font. This swaps the scan for a reverse lookup built once. Same answer (the first name in table
// order); applied at install time, only when the file holds exactly the code it replaces (decision 010).
// It also hands text content the fonts' real names (decision 048).
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

const glyphOriginal = `  const unicode = getUnicodeForGlyph(name, glyphsUnicodeMap);
  if (unicode !== -1) {
    for (const key in glyphsUnicodeMap) {
      if (glyphsUnicodeMap[key] === unicode) {
        return key;
      }
    }
  }
  info("Unable to recover a standard glyph name for: " + name);`;

const glyphReplacement = `  const unicode = getUnicodeForGlyph(name, glyphsUnicodeMap);
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

// pdfjs tells a text item's font only by an id ("g_d0_f3"); the real name ("ABCDEF+Lato-Bold", our bold cue)
// reaches the caller only through the operator list, which walks every drawing and decodes every image. With
// `fontExtraProperties` set, this adds the name to the text content's style for the font (decision 048).
const fontOriginal = `        if (self.options.fontExtraProperties && font.systemFontInfo) {
          const style = textContent.styles[loadedName];`;

const fontReplacement = `        if (self.options.fontExtraProperties) {
          /* tailor: font name in text styles */
          textContent.styles[loadedName].fontName = font.name || "";
        }
        if (self.options.fontExtraProperties && font.systemFontInfo) {
          const style = textContent.styles[loadedName];`;

const patches = [
  {
    marker: 'tailor: reverse lookup instead of a scan',
    original: glyphOriginal,
    replacement: glyphReplacement,
    done: 'faster glyph-name recovery',
  },
  {
    marker: 'tailor: font name in text styles',
    original: fontOriginal,
    replacement: fontReplacement,
    done: 'font names in text content',
  },
];

let source = fs.readFileSync(file, 'utf8');
const applied = [];
for (const patch of patches) {
  if (source.includes(patch.marker)) continue;
  if (!source.includes(patch.original)) {
    console.warn(`patch-pdfjs: ${file} changed upstream; leaving it as it is (uploads may be slower).`);
    continue;
  }
  source = source.replace(patch.original, patch.replacement);
  applied.push(patch.done);
}
if (applied.length > 0) {
  fs.writeFileSync(file, source);
  console.log(`patch-pdfjs: applied ${applied.join(', ')}`);
}
