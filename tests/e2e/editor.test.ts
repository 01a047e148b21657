import fs from 'node:fs';
import { extractPdfPages } from '@tailor/server/features/resumes/pdf-text';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uploadResume,
} from './fixtures.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in user with one completed tailored resume, made through the API. */
async function tailoredResumeFor(page: Page): Promise<number> {
  await signUpInBrowser(page, server);
  const resumeId = await uploadResume(page, 'Main');
  const created = await page.request.post('/api/tailored-resumes', {
    data: {
      resumeId,
      companyName: 'Globex',
      positionName: 'Backend Engineer',
      jobDescription: 'Requirements: TypeScript, Node.js, PostgreSQL and AWS.',
    },
  });
  const { id } = (await created.json()) as { id: number };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/tailored-resumes/${id}`)).json()) as { status: string }).status,
    )
    .toBe('completed');
  return id;
}

const previewText = (page: Page) => page.getByRole('region', { name: 'Resume preview' }).innerText();

describe('editing a tailored resume', () => {
  it('edits, hides, deletes and undoes, saves, reloads, and downloads what the preview shows', async () => {
    const { context, page } = await newPage(browser, server.url);
    const id = await tailoredResumeFor(page);
    await page.goto(`/tailored-editor/${id}`);
    await expect.poll(() => page.getByText('Edit Tailored Resume:', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('preview-page').count()).toBeGreaterThan(0);
    await expect.poll(() => previewText(page)).toContain('SKILLS');

    const bullet = page.getByRole('textbox', { name: 'Bullet 1 (experience 1)' });
    await bullet.fill('Cut deploy time in half with a new release pipeline');
    await expect
      .poll(() => previewText(page))
      .toContain('Cut deploy time in half with a new release pipeline');

    await page.getByRole('switch', { name: 'Show Skills section' }).click();
    await expect.poll(() => previewText(page)).not.toContain('SKILLS');

    const secondBullet = page.getByRole('textbox', { name: 'Bullet 2 (experience 1)' });
    const secondText = await secondBullet.inputValue();
    expect(secondText.length).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: /^Delete bullet 2 of / })
      .first()
      .click();
    await expect
      .poll(() => page.getByText('Bullet point deleted - Click Save to apply changes').first().isVisible())
      .toBe(true);
    await expect.poll(() => previewText(page)).not.toContain(secondText);
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Bullet 2 (experience 1)' }).inputValue())
      .toBe(secondText);
    await expect.poll(() => previewText(page)).toContain(secondText);

    await page.getByRole('button', { name: 'Save Edits' }).click();
    await expect.poll(() => page.getByText('Resume saved!').first().isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Bullet 1 (experience 1)' }).inputValue())
      .toBe('Cut deploy time in half with a new release pipeline');
    await expect.poll(() => previewText(page)).not.toContain('SKILLS');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/Globex.*\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await extractPdfPages(new Uint8Array(bytes));
    const text = pages.map((p) => p.items.map((item) => item.str).join(' ')).join('\n');
    expect(text).toContain('Cut deploy time in half with a new release pipeline');
    expect(text).toContain(secondText);
    expect(text).not.toContain('SKILLS');
    await context.close();
  });
});
