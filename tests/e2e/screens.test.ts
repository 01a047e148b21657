import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uniqueEmail,
  uploadResume,
} from './fixtures.ts';

/** The screen-level cases of issue 13, each as a user meets it. One browser, one signed-in page. */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let resumeId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signUpInBrowser(page, server);
  resumeId = await uploadResume(page, 'Main Resume');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('screens', () => {
  it('Escape closes the enlarged PDF even while focus is inside the PDF', async () => {
    await page.goto(`/resumes/${resumeId}`);
    await page.getByRole('button', { name: 'Open large preview of Main Resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main Resume' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const frame = dialog.locator('iframe');
    await expect.poll(() => frame.isVisible()).toBe(true);
    // Focus moves into the viewer, as it does when the user clicks or scrolls the PDF.
    await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.focus());
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName))
      .toBe('IFRAME');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});
