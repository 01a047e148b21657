// Run by api-process.test.ts in a process of its own: builds the API, uploads a PDF, and reports whether the
// built-ins pdfjs replaces are still the engine's own (and whether pdfjs is loaded at all).

import { resumePdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, postResume, signUp } from '../../test/test-app.ts';

const isNative = (fn: unknown) =>
  typeof fn === 'function' && /\{\s*\[native code\]\s*\}$/.test(Function.prototype.toString.call(fn));
const t = await createTestApp();
const session = await signUp(t.app);
const response = await postResume(
  t.app,
  session.cookie,
  { name: 'Probe', isPrimary: 'true' },
  { name: 'probe.pdf', type: 'application/pdf', bytes: resumePdf({ name: 'Pat Probe' }) },
);
const report = {
  status: response.statusCode,
  name: response.statusCode === 201 ? (response.json() as { name: string }).name : null,
  push: isNative(Array.prototype.push),
  stringify: isNative(JSON.stringify),
  parse: isNative(JSON.parse),
  pdfjsLoaded: 'pdfjsLib' in globalThis || 'pdfjsWorker' in globalThis,
};
await t.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
