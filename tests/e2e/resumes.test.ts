import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, uniqueEmail } from './fixtures.ts';

let server: RunningServer;
let browser: Browser;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-e2e-files-'));

function writeResumePdf(fileName: string, person: string): string {
  const doc = new jsPDF();
  doc.setFontSize(20).text(person, 14, 20);
  doc.setFontSize(10).text(`${person.toLowerCase().replace(' ', '.')}@example.com | Austin, TX`, 14, 28);
  doc.setFontSize(12.5).text('EXPERIENCE', 14, 40);
  doc.setFontSize(10.5).text('Software Engineer', 14, 48);
  doc.text('Acme Corp', 14, 53);
  doc.text('• Built APIs in TypeScript and PostgreSQL', 18, 59);
  const file = path.join(files, fileName);
  fs.writeFileSync(file, Buffer.from(doc.output('arraybuffer')));
  return file;
}

async function signUpIn(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/`);
}

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
    await expect.poll(() => page.getByRole('article', { name: first }).count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(1);
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
            /Sorry, we can't process this PDF, due to the PDF has no text layer \(it looks scanned\)\. Please send this PDF to .+ and we will be able to assist you\./,
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});
