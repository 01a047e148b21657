// The Chrome extension loaded into headless Chromium: job-board pages are served at their real addresses
// from the repository's fixtures; the Tailor server is the real one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, chromium, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOnConsoleErrors } from './console-errors.ts';
import {
  ADMIN,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  type RunningServer,
  sampleResumePdf,
  startServer,
  uniqueEmail,
} from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const extensionDir = path.join(root, 'apps/extension/dist');
const fixturesDir = path.join(root, 'packages/core/src/jobs/fixtures/shared');
const EXTENSION_ID = 'ihfkilddknmopojbijbcnpbnbngibeco'; // fixed by the manifest's public key

function fixture(name: string): { url: string; html: string } {
  const expected = JSON.parse(fs.readFileSync(path.join(fixturesDir, `${name}.expected.json`), 'utf8'));
  return { url: expected.url, html: fs.readFileSync(path.join(fixturesDir, `${name}.html`), 'utf8') };
}
const POSTING = fixture('lever-posting');
const RESULTS_LIST = fixture('job-search-results');
const SPA_BOARD = fixture('linkedin-job-view');
const PAGES = new Map([POSTING, RESULTS_LIST, SPA_BOARD].map((p) => [p.url, p.html]));

let server: RunningServer;
let context: BrowserContext;
let userDir: string;
let api: APIRequestContext;
let userId: number;
const email = uniqueEmail();
const password = 'correct-horse-1';

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'apps/extension/build.mjs')], {
    cwd: root,
    stdio: 'ignore',
  });
  server = await startServer();
  userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-ext-'));
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
      : route.abort();
  });

  // The account and its resume exist before the extension is used (made outside the browser).
  api = await request.newContext({ baseURL: server.url });
  const registered = await api.post('/api/auth/register', { data: { email, password } });
  expect(registered.status()).toBe(201);
  userId = (await registered.json()).user.id;
  const upload = await api.post('/api/resumes', {
    multipart: {
      name: 'Main resume',
      isPrimary: 'true',
      file: { name: 'main.pdf', mimeType: 'application/pdf', buffer: sampleResumePdf() },
    },
  });
  expect(upload.status()).toBe(201);
});

afterAll(async () => {
  await api?.dispose();
  await context?.close();
  await server?.stop();
  if (userDir) fs.rmSync(userDir, { recursive: true, force: true });
});

async function extensionPage(file: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${EXTENSION_ID}/${file}`);
  return page;
}

async function tabIdOf(extension: Page, url: string): Promise<number> {
  // Without the "tabs" permission tab URLs are hidden: ask each tab's content script which page it reads.
  // Extension pages have the chrome.* APIs; a string expression keeps the test free of their types.
  return extension.evaluate(`(async () => {
    for (const tab of await chrome.tabs.query({})) {
      const answer = await chrome.tabs.sendMessage(tab.id, { type: 'tailor:get-job' }).catch(() => null);
      if (answer && answer.job.url === ${JSON.stringify(url)}) return tab.id;
    }
    throw new Error('no tab shows ${url}');
  })()`);
}

async function storedToken(extension: Page): Promise<string | undefined> {
  return extension.evaluate(`chrome.storage.local.get('token').then((stored) => stored.token)`);
}

describe('the Tailor extension', () => {
  it('loads with its fixed id and points at the app through its options', async () => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(new URL(worker.url()).host).toBe(EXTENSION_ID);

    const options = await extensionPage('options.html');
    await options.getByLabel('Tailor app address').fill(server.url);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.getByText('Saved.').isVisible()).toBe(true);
    await options.close();
  });

  it('signs in through the extension flow, detects a posting and tailors it', async () => {
    const posting = await context.newPage();
    await posting.goto(POSTING.url);
    const popup = await extensionPage(`popup.html`);
    const tabId = await tabIdOf(popup, POSTING.url);
    await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html?tabId=${tabId}`);

    // Signed out: Sign In opens the app's login with source=extension.
    const loginTab = context.waitForEvent('page', (p) => p.url().includes('/auth?source=extension'));
    await popup.getByRole('button', { name: 'Sign In' }).click();
    const login = await loginTab;
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    await login.waitForURL(`${server.url}/extension/login`);
    await expect.poll(() => login.getByText('Login Complete!').isVisible()).toBe(true);
    await expect.poll(() => login.isClosed(), { timeout: 5000 }).toBe(true); // the tab closes after 1 s

    // The popup picks the token up and shows the job.
    await expect.poll(() => popup.getByText('Job Detected', { exact: true }).isVisible()).toBe(true);
    expect(await storedToken(popup)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await expect.poll(() => popup.getByText('Field Service Technician').isVisible()).toBe(true);
    expect(await popup.getByLabel('Select Resume').locator('option:checked').textContent()).toBe(
      'Main resume (Primary)',
    );
    expect(await popup.getByLabel('Job Description').inputValue()).toContain('Harborlight Robotics builds');
    for (const toggle of ['Highlight technical skills', 'Match job keywords', 'Optimize for ATS']) {
      expect(await popup.getByLabel(toggle).isChecked()).toBe(true);
    }

    const progressTab = context.waitForEvent('page', (p) => /\/tailoring-progress\/\d+$/.test(p.url()));
    await popup.getByRole('button', { name: 'Tailor Resume' }).click();
    const progress = await progressTab;
    const id = Number(progress.url().split('/').pop());
    await progress.waitForLoadState('domcontentloaded');

    const token = await storedToken(popup);
    const tailored = await api.get(`/api/tailored-resumes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tailored.status()).toBe(200);
    expect(await tailored.json()).toMatchObject({
      companyName: 'Harborlight Robotics',
      positionName: 'Field Service Technician',
    });
    await expect.poll(() => progress.url(), { timeout: 30_000 }).toContain(`/tailored-resume/${id}`);
    await Promise.all([posting.close(), popup.close(), progress.close()]);
  });

  it('shows No Job Detected on a results list with no job open', async () => {
    const results = await context.newPage();
    await results.goto(RESULTS_LIST.url);
    const popup = await extensionPage('popup.html');
    await popup.goto(
      `chrome-extension://${EXTENSION_ID}/popup.html?tabId=${await tabIdOf(popup, RESULTS_LIST.url)}`,
    );
    await expect.poll(() => popup.getByText('No Job Detected').isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: 'Tailor Resume' }).isDisabled()).toBe(true);
    await Promise.all([results.close(), popup.close()]);
  });

  it('follows a single-page navigation to the next job', async () => {
    const board = await context.newPage();
    await board.goto(SPA_BOARD.url);
    const popup = await extensionPage('popup.html');
    const tabId = await tabIdOf(popup, SPA_BOARD.url);
    // The board changes the address, then redraws the posting a moment later, as LinkedIn does.
    await board.evaluate(() => {
      history.pushState({}, '', '/jobs/view/4108000001/');
      setTimeout(() => {
        document.querySelector('.job-details-jobs-unified-top-card__job-title h1 a')!.textContent =
          'Principal Software Engineer, Dispatch';
        document.querySelector('.job-details-jobs-unified-top-card__company-name a')!.textContent =
          'Ironbark Freight';
      }, 700);
    });
    await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html?tabId=${tabId}`);
    await expect.poll(() => popup.getByText('Principal Software Engineer, Dispatch').isVisible()).toBe(true);
    await expect.poll(() => popup.getByText('Ironbark Freight', { exact: false }).isVisible()).toBe(true);
    await Promise.all([board.close(), popup.close()]);
  });

  it('the /extension screen demonstrates the popup and explains how to load the unpacked build', async () => {
    const app = await context.newPage();
    await app.goto(`${server.url}/extension`);
    await expect.poll(() => app.getByRole('heading', { name: 'Tailor for Chrome' }).isVisible()).toBe(true);
    await expect.poll(() => app.getByText('Load unpacked').isVisible()).toBe(true);
    const demo = app.getByRole('region', { name: 'Extension popup demo' });
    expect(await demo.getByText('Job Detected').isVisible()).toBe(true);
    expect(await demo.getByLabel('Select Resume').locator('option:checked').textContent()).toBe(
      'Main resume (Primary)',
    );
    await demo.getByLabel('Job Description').fill('');
    expect(await demo.getByRole('button', { name: 'Tailor Resume' }).isDisabled()).toBe(true);
    expect(await demo.getByText('No Job Detected').isVisible()).toBe(true);
    await app.close();
  });

  it('out of credits: says so, links to /pricing and does not tailor', async () => {
    const admin = await request.newContext({ baseURL: server.url });
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    expect((await admin.patch(`/api/admin/users/${userId}/credits`, { data: { credits: 0 } })).status()).toBe(
      200,
    );
    await admin.dispose();

    const posting = await context.newPage();
    await posting.goto(POSTING.url);
    const popup = await extensionPage('popup.html');
    await popup.goto(
      `chrome-extension://${EXTENSION_ID}/popup.html?tabId=${await tabIdOf(popup, POSTING.url)}`,
    );
    await expect.poll(() => popup.getByText("You're out of credits.").isVisible()).toBe(true);
    expect(await popup.getByRole('link', { name: 'Buy more credits' }).getAttribute('href')).toBe(
      `${server.url}/pricing`,
    );
    expect(await popup.getByText('Job Detected', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: 'Tailor Resume' }).isDisabled()).toBe(true);
    await Promise.all([posting.close(), popup.close()]);
  });

  it('logging out of the web app clears the extension’s token', async () => {
    const popup = await extensionPage('popup.html');
    const token = await storedToken(popup);
    expect(token).toBeTruthy();
    const app = await context.newPage();
    await app.goto(`${server.url}/logout`);
    await app.waitForURL(`${server.url}/auth`);
    await expect.poll(() => storedToken(popup)).toBeUndefined();
    await expect.poll(() => popup.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    // The extension's own session ended on the server too.
    const me = await api.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await Promise.all([app.close(), popup.close()]);
  });
});
