// Runs the extension's job extraction in headless Chromium on a page served from memory at its real address.
// Shared by `npm run extract-job` and `npm run bench:extract`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import type { ExtractedJob } from '../packages/core/src/jobs/types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

let bundle: Promise<string> | undefined;

/** The content script's detection (core's waitForJob on the live page), bundled for the page. */
function extractionBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: `import { browserHost, waitForJob } from '../packages/core/src/jobs/watch.ts';
        globalThis.__tailorExtract = () => waitForJob(browserHost(globalThis)).then(({ source, ...job }) => job);`,
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

const withoutHash = (url: string) => url.split('#')[0];

/** Serve `html` at `url` (every other request is refused: no network), then extract as the extension does. */
export async function extractFromHtml(browser: Browser, url: string, html: string): Promise<ExtractedJob> {
  const code = await extractionBundle();
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
    return (await page.evaluate(`${code}\n;globalThis.__tailorExtract()`)) as ExtractedJob;
  } finally {
    await context.close();
  }
}
