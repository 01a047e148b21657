// A job seeker uploads what they have: a scanned PDF (read by OCR, page by page) and a Word (.docx) file. Each is
// read into the same resume data, checked once with Edit Resume, and the Word original downloads as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, signUpInBrowser, startServer } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCAN = path.join(root, 'fixtures/resumes-scanned/wp-tab-stops-dental-mei-chen.pdf');
const WORD = path.join(root, 'fixtures/resumes-docx/wp-tab-stops-mechanic-tomasz-kowalski.docx');

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

async function chooseAndUpload(page: Page, file: string, expectedName: string) {
  await page.getByRole('button', { name: 'Upload Your Resume' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect.poll(() => dialog.getByText('PDF or Word (.docx), up to 10 MB').isVisible()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect.poll(() => dialog.getByLabel('Resume Name').inputValue()).toBe(expectedName);
  await dialog.getByRole('button', { name: 'Upload Your Resume' }).click();
  return dialog;
}

async function openUploaded(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get('/api/resumes')).json()) as { id: number; name: string }[];
  const id = list.find((r) => r.name === name)!.id;
  await page.goto(`/resumes/${id}`);
  return id;
}

describe('uploading a scanned resume and a Word resume', () => {
  it('reads a scanned PDF by OCR with page progress, and asks the user to check it with Edit Resume', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpInBrowser(page, server);
    const name = 'wp-tab-stops-dental-mei-chen';
    const dialog = await chooseAndUpload(page, SCAN, name);
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000, interval: 100 })
      .toBe('Reading your scanned resume — page 1 of 1');
    await expect
      .poll(() => page.getByText('Your resume has been successfully uploaded').first().isVisible(), {
        timeout: 60_000,
      })
      .toBe(true);

    const id = await openUploaded(page, name);
    await expect
      .poll(() => page.getByRole('note').textContent())
      .toContain('We read this resume from a scanned PDF, so some words may be wrong.');
    await page.getByRole('link', { name: 'Edit Resume' }).click();
    await page.waitForURL(`${server.url}/editor/${id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Mei Chen');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Mei L. Chen');
    await page.getByRole('button', { name: 'Save Edits' }).click();
    await expect.poll(() => page.getByText('Resume saved!').first().isVisible()).toBe(true);
    const saved = (await (await page.request.get(`/api/resumes/${id}`)).json()) as {
      data: { name: string };
      readBy: string;
    };
    expect(saved).toMatchObject({ readBy: 'ocr', data: { name: 'Mei L. Chen' } });
    await context.close();
  }, 150_000);

  it('reads a Word (.docx) resume, and gives back the Word original', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpInBrowser(page, server);
    const name = 'wp-tab-stops-mechanic-tomasz-kowalski';
    await chooseAndUpload(page, WORD, name);
    await expect
      .poll(() => page.getByText('Your resume has been successfully uploaded').first().isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    const id = await openUploaded(page, name);
    await expect
      .poll(() => page.getByText('This resume is a Word file, which cannot be shown here.').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Edit Resume' }).click();
    await page.waitForURL(`${server.url}/editor/${id}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Full name' }).inputValue())
      .toBe('Tomasz Kowalski');
    await page.goto(`/resumes/${id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Original' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.docx`);
    expect(fs.readFileSync((await file.path())!)).toEqual(fs.readFileSync(WORD));
    await context.close();
  });

  it('refuses an old Word (.doc) file in the dialog, saying what to do', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpInBrowser(page, server);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-e2e-doc-')), 'old.doc');
    fs.writeFileSync(
      file,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(512).fill(0)]),
    );
    await page.getByRole('button', { name: 'Upload Your Resume' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        'Old Word (.doc) files and password-protected Word files cannot be read. Save it as a Word Document (.docx) without a password, or as a PDF, and upload that.',
      );
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await context.close();
  });
});
