import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../apps/server/src/test/fake-openai.ts';
import {
  launchBrowser,
  newPage,
  type RunningServer,
  signUpInBrowser,
  startServer,
  uploadResume,
} from './fixtures.ts';

async function signUpWithResume(page: Page, server: RunningServer) {
  await signUpInBrowser(page, server);
  await uploadResume(page, 'Main Resume');
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

  it('deletes tailored resumes from the list and from Recent Activity', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpInBrowser(page, server);
    const resumeId = await uploadResume(page, 'Main Resume');
    for (const companyName of ['Globex', 'Initech']) {
      const created = await page.request.post('/api/tailored-resumes', {
        data: {
          resumeId,
          companyName,
          positionName: 'Engineer',
          jobDescription: 'TypeScript and PostgreSQL',
        },
      });
      expect(created.status()).toBe(201);
    }
    // A tailoring still running cannot be deleted (its credit rides on it): wait for both to finish.
    await expect
      .poll(async () => {
        const list = (await (await page.request.get('/api/tailored-resumes')).json()) as Array<{
          status: string;
        }>;
        return list.filter((item) => item.status === 'completed').length;
      })
      .toBe(2);
    for (const [url, company] of [
      ['/tailored-resumes', 'Globex'],
      ['/', 'Initech'],
    ] as const) {
      await page.goto(url);
      await page
        .getByRole('button', { name: `Delete ${company} – Engineer` })
        .first()
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete Tailored Resume' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect
        .poll(() => page.getByText('Tailored resume has been deleted successfully').first().isVisible())
        .toBe(true);
    }
    const left = (await (await page.request.get('/api/tailored-resumes')).json()) as unknown[];
    expect(left).toEqual([]);
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
