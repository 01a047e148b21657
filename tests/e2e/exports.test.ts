import fs from 'node:fs';
import { extractPdfPages } from '@tailor/server/features/resumes/pdf-text';
import mammoth from 'mammoth';
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

const CHECKED = 'Checked: applicant-tracking systems read all of it, in order';

/** Six jobs of six bullets: two pages with no limit. */
const LONG_RESUME = {
  name: 'Jane Doe',
  contact: { email: 'jane@example.com', link: 'https://github.com/jane' },
  summary: 'Backend engineer building reliable services.',
  skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  experience: Array.from({ length: 6 }, (_, i) => ({
    job_title: `Engineer ${i + 1}`,
    company: `Company ${i + 1}`,
    dates: `${2019 - i} - ${2020 - i}`,
    bullet_points: Array.from(
      { length: 6 },
      (_, b) => `Delivered improvement ${b + 1} to a service used by many teams across the company`,
    ),
  })),
  education: [{ degree: 'B.S. Computer Science', school: 'UT Austin', dates: '2006 - 2010' }],
};

/** A signed-in user with one completed tailored resume, made through the API, then given a long resume. */
async function tailoredResumeFor(page: Page): Promise<{ id: number; resumeId: number }> {
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
      { timeout: 30_000 },
    )
    .toBe('completed');
  const patched = await page.request.patch(`/api/tailored-resumes/${id}`, {
    data: { jsonData: { resume: LONG_RESUME } },
  });
  expect(patched.status()).toBe(200);
  return { id, resumeId };
}

const pageLabels = (page: Page) => page.getByText(/^Page \d+ of \d+$/).allInnerTexts();
const checkNote = (page: Page) => page.getByTestId('export-check').innerText();

async function downloaded(page: Page, button: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloadPromise;
  return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path()) as string) };
}

const pdfText = async (bytes: Buffer) => {
  const pages = await extractPdfPages(new Uint8Array(bytes));
  return { pages: pages.length, text: pages.map((p) => p.items.map((i) => i.str).join(' ')).join('\n') };
};

describe('downloads, verified and fitted', () => {
  it('downloads the PDF and shows its check; fits to one page and back; downloads Word; copies text', async () => {
    const { context, page } = await newPage(browser, server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { id } = await tailoredResumeFor(page);
    await page.goto(`/tailored-editor/${id}`);
    await expect.poll(() => pageLabels(page)).toEqual(['Page 1 of 2', 'Page 2 of 2']);

    // The PDF download is read back on the server and the result shown.
    const first = await downloaded(page, 'Download PDF');
    expect(first.name).toMatch(/\.pdf$/);
    expect((await pdfText(first.bytes)).pages).toBe(2);
    await expect.poll(() => checkNote(page), { timeout: 20_000 }).toContain(CHECKED);

    // Fit to 1 page: the preview and the PDF both become one page, every employer still there.
    await page.getByLabel('Page target').selectOption({ label: 'Fit to 1 page' });
    await expect.poll(() => pageLabels(page)).toEqual(['Page 1 of 1']);
    await expect.poll(() => page.getByTestId('fit-note').innerText()).toMatch(/^Fitted to 1 page: /);
    await page.getByRole('button', { name: 'Save Edits' }).click();
    await expect.poll(() => page.getByText('Resume saved!').first().isVisible()).toBe(true);
    const fitted = await downloaded(page, 'Download PDF');
    const read = await pdfText(fitted.bytes);
    expect(read.pages).toBe(1);
    for (let i = 1; i <= 6; i++) {
      expect(read.text).toContain(`Company ${i}`);
      expect(read.text).toContain(`${2019 - i + 1} - ${2020 - i + 1}`);
    }
    await expect.poll(() => checkNote(page), { timeout: 20_000 }).toContain(CHECKED);

    // The target is kept with the resume, and "No limit" brings everything back.
    await page.reload();
    await expect.poll(() => pageLabels(page)).toEqual(['Page 1 of 1']);
    await expect.poll(() => page.getByLabel('Page target').inputValue()).toBe('1');
    await page.getByLabel('Page target').selectOption({ label: 'No limit' });
    await expect.poll(() => pageLabels(page)).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    await expect.poll(() => page.getByTestId('fit-note').count()).toBe(0);

    // Word: a real .docx with the same content, checked on the server.
    const word = await downloaded(page, 'Download Word (.docx)');
    expect(word.name).toMatch(/\.docx$/);
    const { value } = await mammoth.extractRawText({ buffer: word.bytes });
    expect(value).toContain('Delivered improvement 6 to a service');
    expect(value.indexOf('Company 1')).toBeLessThan(value.indexOf('Company 6'));
    await expect.poll(() => checkNote(page), { timeout: 20_000 }).toContain(CHECKED);

    // Copy as text: the same order, plain bullets.
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect.poll(() => page.getByText('Copied as text').first().isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Jane Doe\n/);
    expect(copied).toContain('- Delivered improvement 1 to a service');
    expect(copied.indexOf('EXPERIENCE')).toBeLessThan(copied.indexOf('EDUCATION'));
    await context.close();
  });

  it('says when a page target cannot be met without hiding a role', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { id } = await tailoredResumeFor(page);
    const many = {
      ...LONG_RESUME,
      experience: Array.from({ length: 45 }, (_, i) => ({
        job_title: `Engineer ${i + 1}`,
        company: `Company ${i + 1}`,
        dates: `${i + 1}`,
        bullet_points: [],
      })),
    };
    await page.request.patch(`/api/tailored-resumes/${id}`, { data: { jsonData: { resume: many } } });
    await page.goto(`/tailored-editor/${id}`);
    await expect.poll(async () => (await pageLabels(page)).length).toBeGreaterThan(1);
    const before = (await pageLabels(page)).length;
    await page.getByLabel('Page target').selectOption({ label: 'Fit to 1 page' });
    await expect
      .poll(() => page.getByTestId('fit-note').innerText())
      .toMatch(/^Cannot fit on 1 page without hiding a role/);
    expect((await pageLabels(page)).length).toBe(before);
    await context.close();
  });

  it('downloads Word from the resume page', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { resumeId } = await tailoredResumeFor(page);
    await page.goto(`/resumes/${resumeId}`);
    const word = await downloaded(page, 'Download Word (.docx)');
    expect(word.name).toMatch(/\.docx$/);
    const { value } = await mammoth.extractRawText({ buffer: word.bytes });
    expect(value).toContain('Jane Doe');
    await expect.poll(() => checkNote(page), { timeout: 20_000 }).toContain(CHECKED);
    await context.close();
  });
});
