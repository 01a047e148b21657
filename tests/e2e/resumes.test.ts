import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  type RunningServer,
  sampleResumePdf,
  signUpInBrowser,
  startServer,
} from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-e2e-files-'));

function writeResumePdf(fileName: string, person: string): string {
  const file = path.join(files, fileName);
  fs.writeFileSync(file, sampleResumePdf(person));
  return file;
}

const signUpIn = (page: Page) => signUpInBrowser(page, server);

async function uploadThroughDialog(page: Page, file: string, options: { primary: boolean }) {
  await page.getByRole('button', { name: 'Upload Your Resume' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  const expectedName = path.basename(file, '.pdf');
  await expect.poll(() => dialog.getByLabel('Resume Name').inputValue()).toBe(expectedName);
  await expect
    .poll(() => dialog.getByTestId('selected-file-name').textContent())
    .toContain(path.basename(file));
  const primary = dialog.getByRole('checkbox', { name: 'Set as primary resume' });
  expect(await primary.getAttribute('aria-checked')).toBe('true');
  if (!options.primary) await primary.click();
  await dialog.getByRole('button', { name: 'Upload Your Resume' }).click();
  await expect
    .poll(() => page.getByText('Your resume has been successfully uploaded').first().isVisible())
    .toBe(true);
  await expect.poll(() => dialog.isVisible()).toBe(false);
  return expectedName;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(files, { recursive: true, force: true });
});

describe('managing resumes on the dashboard', () => {
  it('uploads two PDFs, previews one, moves primary, and deletes one', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpIn(page);
    await expect.poll(() => page.getByText('Upload a primary resume').first().isVisible()).toBe(true);

    const first = await uploadThroughDialog(page, writeResumePdf('jane-backend.pdf', 'Jane Doe'), {
      primary: true,
    });
    const second = await uploadThroughDialog(page, writeResumePdf('jane-frontend.pdf', 'Jane Doe'), {
      primary: false,
    });

    const firstCard = page.getByRole('article', { name: first });
    const secondCard = page.getByRole('article', { name: second });
    await expect.poll(() => firstCard.getByText('Primary', { exact: true }).isVisible()).toBe(true);
    expect(await secondCard.getByText('Primary', { exact: true }).count()).toBe(0);
    expect(await firstCard.getByText(/Uploaded on [A-Z][a-z]{2} \d{1,2}, \d{4}/).isVisible()).toBe(true);
    expect(await firstCard.getByText('0 tailored versions').isVisible()).toBe(true);

    await firstCard.getByRole('button', { name: `Expand ${first}` }).click();
    const preview = page.getByRole('dialog');
    await expect.poll(() => preview.locator('iframe, embed, object').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await secondCard.getByRole('button', { name: `Set ${second} as primary` }).click();
    await expect
      .poll(() => page.getByText(`"${second}" is now your primary resume`).first().isVisible())
      .toBe(true);
    await expect.poll(() => secondCard.getByText('Primary', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => firstCard.getByText('Primary', { exact: true }).count()).toBe(0);

    await firstCard.getByRole('button', { name: `Delete ${first}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Resume' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByText('Your resume has been successfully deleted').first().isVisible())
      .toBe(true);
    // The dialog hides the page from assistive tech until it has closed: wait for that before counting cards.
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article', { name: first }).count()).toBe(0);
    await context.close();
  });

  it('shows the spec wording when the server cannot read a PDF', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpIn(page);
    const scanned = new jsPDF();
    scanned.rect(20, 20, 100, 60, 'F');
    const file = path.join(files, 'scanned.pdf');
    fs.writeFileSync(file, Buffer.from(scanned.output('arraybuffer')));
    await page.getByRole('button', { name: 'Upload Your Resume' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload Your Resume' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            /Sorry, we can't process this PDF, due to the PDF has no text we could read, not even by OCR of its pages\. Please send this PDF to .+ and we will be able to assist you\./,
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});
