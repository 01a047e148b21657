import { jsPDF } from 'jspdf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../apps/server/src/test/fake-openai.ts';
import { launchBrowser, newPage, type RunningServer, startServer, uniqueEmail } from './fixtures.ts';

function resumePdf(): Buffer {
  const doc = new jsPDF();
  doc.setFontSize(20).text('Jane Doe', 14, 20);
  doc.setFontSize(10).text('jane@example.com | Austin, TX', 14, 28);
  doc.setFontSize(12.5).text('SKILLS', 14, 40);
  doc.setFontSize(10.5).text('TypeScript, PostgreSQL, Docker', 14, 47);
  doc.setFontSize(12.5).text('EXPERIENCE', 14, 60);
  doc.setFontSize(10.5).text('Senior Engineer', 14, 68);
  doc.text('Jan 2020 - Present', 160, 68);
  doc.text('Acme Corp', 14, 73);
  doc.text('• Built REST APIs in Node.js and TypeScript on AWS', 18, 79);
  doc.text('• Ran PostgreSQL migrations with zero downtime', 18, 85);
  return Buffer.from(doc.output('arraybuffer'));
}

async function signUpWithResume(page: Page, server: RunningServer) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/`);
  const upload = await page.request.post('/api/resumes', {
    multipart: {
      name: 'Main Resume',
      isPrimary: 'true',
      file: { name: 'main.pdf', mimeType: 'application/pdf', buffer: resumePdf() },
    },
  });
  expect(upload.status()).toBe(201);
  await page.reload();
}

async function startTailoring(page: Page, job: { company: string; position: string; description: string }) {
  await page.getByRole('link', { name: 'Tailor Main Resume' }).click();
  await page.waitForURL(/\/tailoring\/\d+/);
  await page.getByRole('textbox', { name: 'Company' }).fill(job.company);
  await page.getByRole('textbox', { name: 'Position' }).fill(job.position);
  await page.getByRole('textbox', { name: 'Job Description' }).fill(job.description);
  await page.getByRole('button', { name: 'Start Tailoring' }).click();
}

const JOB = {
  company: 'Globex',
  position: 'Senior Backend Engineer',
  description: 'Requirements: TypeScript, Node.js, PostgreSQL and AWS. Nice to have: Kubernetes.',
};

describe('tailoring a resume with the offline engine', () => {
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

  it('goes from the wizard through progress to the tailored resume, spending one credit', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpWithResume(page, server);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');

    await startTailoring(page, JOB);
    await page.waitForURL(/\/tailored-resume\/\d+/, { timeout: 20_000 });
    await expect
      .poll(() =>
        page.getByText('Created for Senior Backend Engineer at Globex', { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/offline rules engine/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('4');

    await page.goto('/tailored-resumes');
    await expect.poll(() => page.getByText('You have 1 tailored resume').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Edit Globex – Senior Backend Engineer' }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('tailoring when the language model is overloaded', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.fallback = () => ({ status: 503, body: '{"error":{"message":"overloaded"}}' });
    server = await startServer({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_SECONDS: '5',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('shows the overloaded message and leaves the credits at 5', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpWithResume(page, server);
    await startTailoring(page, JOB);
    await expect
      .poll(() => page.getByText('AI Service Overloaded').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() =>
        page.getByText("Don't worry - no credits have been deducted from your account.").isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByTestId('credit-pill').textContent()).toContain('5');
    expect(fake.requests.length).toBeGreaterThan(0);
    await context.close();
  });
});
