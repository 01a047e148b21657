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

const previewText = (page: Page) => page.getByRole('region', { name: 'Resume preview' }).innerText();

async function fileBytes(page: Page, id: number): Promise<Buffer> {
  return (await page.request.get(`/api/resumes/${id}/file`)).body();
}

describe('correcting a resume once, for every later tailoring', () => {
  it('"Edit Resume" opens the editor over the parsed data; saved corrections feed the next tailoring', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpInBrowser(page, server);
    const id = await uploadResume(page, 'Main');
    const original = await fileBytes(page, id);

    await page.goto(`/resumes/${id}`);
    await page.getByRole('link', { name: 'Edit Resume' }).click();
    await page.waitForURL(`${server.url}/editor/${id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Resume: Main' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('preview-page').count()).toBeGreaterThan(0);
    await expect.poll(() => previewText(page)).toContain('Jane Doe');

    await page.getByRole('textbox', { name: 'Full name' }).fill('Jane Q. Doe');
    await page.getByRole('textbox', { name: 'Job title (experience 1)' }).fill('Staff Engineer');
    await expect.poll(() => previewText(page)).toContain('Jane Q. Doe');
    await expect.poll(() => previewText(page)).toContain('Staff Engineer');

    await page.getByRole('button', { name: 'Add skill' }).click();
    const skills = page.getByRole('textbox', { name: /^Skill \d+$/ });
    await skills.last().fill('Kubernetes');
    await page.getByRole('switch', { name: 'Show skill Docker' }).click();
    await expect.poll(() => previewText(page)).toContain('Kubernetes');
    await expect.poll(() => previewText(page)).not.toContain('Docker');

    const firstBullet = await page.getByRole('textbox', { name: 'Bullet 1 (experience 1)' }).inputValue();
    await page
      .getByRole('button', { name: /^Delete bullet 1 of / })
      .first()
      .click();
    await expect
      .poll(() => page.getByText('Bullet point deleted - Click Save to apply changes').first().isVisible())
      .toBe(true);
    await expect.poll(() => previewText(page)).not.toContain(firstBullet);

    await page.getByRole('button', { name: 'Save Edits' }).click();
    await expect.poll(() => page.getByText('Resume saved!').first().isVisible()).toBe(true);

    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Full name' }).inputValue())
      .toBe('Jane Q. Doe');
    await expect.poll(() => previewText(page)).toContain('Kubernetes');
    await expect.poll(() => previewText(page)).not.toContain('Docker');
    await expect.poll(() => previewText(page)).not.toContain(firstBullet);

    // The uploaded PDF is kept exactly as it was.
    expect((await fileBytes(page, id)).equals(original)).toBe(true);

    const created = await page.request.post('/api/tailored-resumes', {
      data: {
        resumeId: id,
        companyName: 'Globex',
        positionName: 'Platform Engineer',
        jobDescription: 'Requirements: Kubernetes, TypeScript and AWS.',
      },
    });
    const tailoredId = ((await created.json()) as { id: number }).id;
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/tailored-resumes/${tailoredId}`)).json()) as {
              status: string;
            }
          ).status,
      )
      .toBe('completed');
    await page.goto(`/tailored-editor/${tailoredId}`);
    await expect.poll(() => previewText(page)).toContain('Jane Q. Doe');
    await expect.poll(() => previewText(page)).toContain('Staff Engineer');
    expect(await previewText(page)).not.toContain(firstBullet);
    await context.close();
  });

  it("another user's resume id shows Resume Not Found", async () => {
    const owner = await newPage(browser, server.url);
    await signUpInBrowser(owner.page, server);
    const id = await uploadResume(owner.page, 'Private');
    const other = await newPage(browser, server.url);
    await signUpInBrowser(other.page, server);
    await other.page.goto(`/editor/${id}`);
    await expect.poll(() => other.page.getByText('Resume Not Found').isVisible()).toBe(true);
    expect(await other.page.getByRole('button', { name: 'Save Edits' }).count()).toBe(0);
    await owner.context.close();
    await other.context.close();
  });
});
