// The extension built for the app's address (APP_URL / PORT at build time) opens that app on first install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOnConsoleErrors } from './console-errors.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type RunningServer, startServer } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let server: RunningServer;
let context: BrowserContext | undefined;
let buildDir: string;
let userDir: string;

beforeAll(async () => {
  server = await startServer();
  // Built the way the README says: the server's port in PORT (not 3000), into a folder of this test's own.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-ext-build-'));
  userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-ext-first-'));
  const { APP_URL: _ignored, ...env } = process.env;
  execFileSync(process.execPath, [path.join(root, 'apps/extension/build.mjs'), '--out-dir', buildDir], {
    cwd: root,
    env: { ...env, PORT: new URL(server.url).port },
    stdio: 'ignore',
  });
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  for (const dir of [buildDir, userDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('installing the extension', () => {
  it('opens the "Extension Installed!" guide at the address it was built for', async () => {
    expect(new URL(server.url).port).not.toBe('3000');
    const launched = chromium.launchPersistentContext(userDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: [...CHROMIUM_FLAGS, `--disable-extensions-except=${buildDir}`, `--load-extension=${buildDir}`],
    });
    context = failOnConsoleErrors(await launched);
    const port = new URL(server.url).port;
    const isGuide = (url: string) =>
      new URL(url).port === port && new URL(url).pathname === '/start-extension';
    const opened = context;
    await expect
      .poll(() => opened.pages().some((page) => isGuide(page.url())), { timeout: 20_000 })
      .toBe(true);
    const guide = opened.pages().find((page) => isGuide(page.url()))!;
    expect(new URL(guide.url()).hostname).toBe('localhost');
    await expect
      .poll(() => guide.getByRole('heading', { name: 'Extension Installed!' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
