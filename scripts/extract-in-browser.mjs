// Runs the extension's job extraction in headless Chromium on a page served from memory at its real address.
// Shared by `npm run extract-job` and `npm run bench:extract`. Plain JavaScript so the CLI starts without a
// TypeScript loader; the extractor (core's waitForJob) is bundled once and cached by the hash of its sources.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS_DIR = path.join(root, 'packages/core/src/jobs');
const CACHE_DIR = path.join(root, 'node_modules/.cache/tailor-extract');
const ENTRY = `import { browserHost, waitForJob } from './packages/core/src/jobs/watch.ts';
import { extractJob } from './packages/core/src/jobs/extract-job.ts';
globalThis.__tailorExtract = () => waitForJob(browserHost(globalThis)).then(({ source, ...job }) => job);
// One detection on the settled page, timed (the bench's "detection after the page settles").
globalThis.__tailorDetectMs = () => {
  const started = performance.now();
  extractJob(document, location.href);
  return performance.now() - started;
};`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Only what a one-page, offline, headless run needs; everything Chromium would start in the background is off.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication',
];

/** The content script's detection, bundled for the page: from the cache when core's job sources are unchanged. */
export async function extractionBundle() {
  const hash = createHash('sha256').update(ENTRY);
  for (const name of fs.readdirSync(JOBS_DIR).sort()) {
    if (name.endsWith('.ts') && !name.includes('.test')) {
      hash.update(name).update(fs.readFileSync(path.join(JOBS_DIR, name)));
    }
  }
  const cached = path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 16)}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // not built yet for these sources
  }
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  const code = `${result.outputFiles[0].text}\n;globalThis.__tailorExtract()`;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${cached}.${process.pid}`;
  fs.writeFileSync(temporary, code);
  fs.renameSync(temporary, cached); // atomic: a parallel run never reads half a file
  return code;
}

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  // Imported here, not at the top: the CLI uses this module's bundle and flags without playwright-core's cost.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

const withoutHash = (url) => url.split('#')[0];

/**
 * Serve `html` at `url` (every other request is refused: no network), then extract as the extension does.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} html
 * @param {string} [code] the extraction bundle (read from the cache when absent)
 * @param {{ timeDetection?: boolean }} [options] also time one detection on the settled page (`job.detectMs`)
 */
export async function extractFromHtml(browser, url, html, code, options = {}) {
  const script = code ?? (await extractionBundle());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.route('**/*', (route) => {
      const requested = route.request().url();
      if (!/^https?:/.test(requested)) return route.continue();
      if (withoutHash(requested) === withoutHash(url)) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      }
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const job = await page.evaluate(script);
    if (options.timeDetection) {
      Object.defineProperty(job, 'detectMs', {
        value: await page.evaluate('globalThis.__tailorDetectMs()'),
        enumerable: false,
      });
    }
    return job;
  } finally {
    await context.close();
  }
}
