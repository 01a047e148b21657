import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync, stop } from 'esbuild';

const require = createRequire(import.meta.url);
const built = new Map<string, string>();

/**
 * Bundles a TypeScript entry (a child process or a worker thread) into one plain JavaScript file in the OS temp
 * folder and returns its path. A child started through tsx carries a loader thread and on-the-fly compilation:
 * about 280 MB and 2–4 s per process, against about 100 MB and 0.4 s for the bundle (decision 049). Packages in
 * `external` stay where npm put them (pdfjs loads its worker file next to itself); their imports are rewritten
 * to absolute file URLs so the bundle runs from anywhere. Built once per process; the file name is the hash of
 * its content, so concurrent servers share or replace it safely. Bundling happens when a pool starts its first
 * worker, and esbuild stops after each build (decision 076).
 */
export function bundleScript(entry: URL, external: string[] = []): string {
  const key = `${entry.href}|${external.join(',')}`;
  const cached = built.get(key);
  if (cached && fs.existsSync(cached)) return cached;
  const result = buildSync({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    external: external.map((name) => `${name}/*`).concat(external),
  });
  // buildSync leaves esbuild's service (a thread and a 40 MB process) running for the next call: bundles are
  // built once, so stop it rather than carry it idle for the life of the server.
  void stop();
  let code = result.outputFiles[0]!.text;
  for (const name of external) {
    const root = pathToFileURL(path.dirname(require.resolve(`${name}/package.json`))).href;
    // A package's own entry is resolved as an import would be; deep imports are files under its folder.
    code = code
      .replaceAll(`"${name}/`, `"${root}/`)
      .replaceAll(`"${name}"`, `"${import.meta.resolve(name)}"`);
  }
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `tailor-${path.basename(entry.pathname, '.ts')}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file);
  }
  built.set(key, file);
  return file;
}
