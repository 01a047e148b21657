// Job capture beyond the first page load: the unpacked extension in headless Chromium on a posting drawn late
// (the popup says "Still loading" meanwhile), a Greenhouse board embedded in a company's careers page through
// an iframe, and a job-like page that is not a posting. Pages are served at their real addresses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOnConsoleErrors } from './console-errors.ts';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  type RunningServer,
  sampleResumePdf,
  startServer,
  uniqueEmail,
} from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const extensionDir = path.join(root, 'apps/extension/dist');
const fixturesDir = path.join(root, 'packages/core/src/jobs/fixtures');
const EXTENSION_ID = 'ihfkilddknmopojbijbcnpbnbngibeco'; // fixed by the manifest's public key

function fixture(name: string): { url: string; html: string } {
  const expected = JSON.parse(fs.readFileSync(path.join(fixturesDir, `${name}.expected.json`), 'utf8'));
  return { url: expected.url, html: fs.readFileSync(path.join(fixturesDir, `${name}.html`), 'utf8') };
}

// Ashby's hosted board serves an empty root and draws the posting a second later.
const LATE = fixture('shared/ashby-delayed');
// A Greenhouse board index: job-like (a board, links to postings, apply words), not one posting.
const NOT_A_POSTING = fixture('own/greenhouse-board-list');

// A company's careers page (a site the extension has no content script for) with Greenhouse's embed: the
// board's page in an iframe, drawn by its own script after load.
const FRAME_URL = 'https://job-boards.greenhouse.io/embed/job_app?for=hollowpine&token=4412003';
const COMPANY = {
  url: 'https://www.hollowpine.example/careers/?gh_jid=4412003',
  html: `<!DOCTYPE html><html><head><title>Careers | Hollowpine Outfitters</title></head><body>
    <header><a href="/"><img src="/logo.png" alt="Hollowpine Outfitters"></a></header>
    <main><h1>Work at Hollowpine</h1><p>We make canoes, paddles and packs in Ely, Minnesota.</p>
    <div id="grnhse_app"><iframe id="grnhse_iframe" src="${FRAME_URL}" width="100%" height="1200" title="Greenhouse Job Board"></iframe></div>
    </main></body></html>`,
};
const FRAME = {
  url: FRAME_URL,
  html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Job Application for Canoe Builder at Hollowpine Outfitters</title></head>
    <body><div id="app_body"></div><script>
    setTimeout(function () {
      document.getElementById('app_body').innerHTML =
        '<div id="header"><h1 class="app-title">Canoe Builder</h1><span class="company-name">at Hollowpine Outfitters</span>' +
        '<div class="location">Ely, Minnesota</div></div>' +
        '<div id="content"><p>Hollowpine Outfitters builds cedar-strip and composite canoes for paddlers in the Boundary Waters and beyond.</p>' +
        '<p><strong>What you will do</strong></p><ul><li>Lay up hulls in Kevlar and fiberglass</li><li>Fit gunwales, seats and thwarts</li><li>Sand and varnish by hand</li></ul>' +
        '<p><strong>What you bring</strong></p><ul><li>Two years of boat building, cabinetry or composite work</li></ul></div>' +
        '<div id="application"><form><input name="first_name"><input type="submit" value="Submit Application"></form></div>';
    }, 1200);
    </script></body></html>`,
};

const PAGES = new Map([LATE, NOT_A_POSTING, COMPANY, FRAME].map((p) => [p.url, p.html]));

let server: RunningServer;
let context: BrowserContext;
let userDir: string;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'apps/extension/build.mjs')], {
    cwd: root,
    stdio: 'ignore',
  });
  server = await startServer();
  userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-capture-'));
  context = failOnConsoleErrors(
    await chromium.launchPersistentContext(userDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: [
        ...CHROMIUM_FLAGS,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    }),
  );
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (!/^https?:/.test(url) || url.startsWith(server.url)) return route.continue();
    const html = PAGES.get(url.split('#')[0]!);
    return html
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : // Anything else a fixture page asks for (its logo) is missing, as a real site's missing file would be.
        route.fulfill({ status: 404, body: '' });
  });

  // A signed-in extension: an account with a resume, its token stored where the extension keeps it.
  const api = await request.newContext({ baseURL: server.url });
  const registered = await api.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: 'correct-horse-1' },
  });
  expect(registered.status()).toBe(201);
  const { token } = await registered.json();
  const upload = await api.post('/api/resumes', {
    multipart: {
      name: 'Main resume',
      isPrimary: 'true',
      file: { name: 'main.pdf', mimeType: 'application/pdf', buffer: sampleResumePdf() },
    },
  });
  expect(upload.status()).toBe(201);
  await api.dispose();
  const options = await extensionPage('options.html');
  await options.evaluate(`chrome.storage.local.set(${JSON.stringify({ token, appUrl: server.url })})`);
  await options.close();
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (userDir) fs.rmSync(userDir, { recursive: true, force: true });
});

async function extensionPage(file: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${EXTENSION_ID}/${file}`);
  return page;
}

/**
 * Opens `url` in a new tab from the extension (its id is known at once, before the page has settled), and the
 * popup for that tab in a window of its own, so the page stays the visible tab of its window as it is when a
 * user clicks the toolbar button.
 */
async function popupFor(url: string): Promise<Page> {
  const opener = await extensionPage('options.html');
  const tabId = await opener.evaluate(
    `chrome.tabs.create({ url: ${JSON.stringify(url)} }).then((tab) => tab.id)`,
  );
  await (await pageAt(url)).waitForLoadState('domcontentloaded');
  const popupUrl = `chrome-extension://${EXTENSION_ID}/popup.html?tabId=${tabId}`;
  await opener.evaluate(
    `chrome.windows.create({ url: ${JSON.stringify(popupUrl)}, type: 'popup', width: 360, height: 600 })`,
  );
  const popup = await pageAt(popupUrl);
  await opener.close();
  return popup;
}

async function pageAt(url: string): Promise<Page> {
  await expect.poll(() => context.pages().some((page) => page.url() === url)).toBe(true);
  return context.pages().find((page) => page.url() === url)!;
}

describe('capturing a job from the page in front of the user', () => {
  it('says "Still loading" while a posting is drawn late, then shows it', async () => {
    const popup = await popupFor(LATE.url);
    await expect.poll(() => popup.getByText('Still loading', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => popup.getByText('Job Detected', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByText('Product Designer, Growth').isVisible()).toBe(true);
    expect(await popup.getByLabel('Job Description').inputValue()).toContain('Tidewater Labs');
    expect(await popup.getByRole('button', { name: 'Tailor Resume' }).isDisabled()).toBe(false);
    await popup.close();
  });

  it('reads a Greenhouse board embedded in an iframe of a company page', async () => {
    const popup = await popupFor(COMPANY.url);
    await expect.poll(() => popup.getByText('Job Detected', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByText('Canoe Builder').isVisible()).toBe(true);
    expect(await popup.getByText('Hollowpine Outfitters · Ely, Minnesota').isVisible()).toBe(true);
    const description = await popup.getByLabel('Job Description').inputValue();
    expect(description).toContain('• Lay up hulls in Kevlar and fiberglass');
    expect(description).not.toContain('Submit Application');
    await popup.close();
  });

  it('does not take a board index for a posting', async () => {
    const popup = await popupFor(NOT_A_POSTING.url);
    await expect.poll(() => popup.getByText('No Job Detected', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: 'Tailor Resume' }).isDisabled()).toBe(true);
    await popup.close();
  });
});
