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

describe('the gap report on the tailored resume', () => {
  const LISTED = 'Your resume shows these; now listed';
  const GAPS =
    'This job asks for these; your resume does not show them — add them yourself only if they are true';

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

  it('lists the skill the resume shows in a bullet, reports the one it lacks, and keeps that one out of the resume', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpWithResume(page, server);
    // The sample resume lists TypeScript, PostgreSQL and Docker; it shows AWS only in a bullet, Kubernetes nowhere.
    await startTailoring(page, {
      company: 'Umbrella',
      position: 'Platform Engineer',
      description: 'Requirements: AWS and Kubernetes. You will run our services on AWS with Kubernetes.',
    });
    await page.waitForURL(/\/tailored-resume\/\d+/, { timeout: 20_000 });

    // Always on screen, not only in the hover card.
    const panel = page.getByRole('region', { name: 'Match' });
    await expect.poll(() => panel.getByRole('heading', { name: LISTED }).isVisible()).toBe(true);
    expect(await panel.getByRole('heading', { name: GAPS }).isVisible()).toBe(true);
    const listed = await panel.getByRole('list', { name: LISTED }).getByRole('listitem').allTextContents();
    const gaps = await panel.getByRole('list', { name: GAPS }).getByRole('listitem').allTextContents();
    expect(listed).toContain('AWS');
    expect(listed).not.toContain('Kubernetes');
    expect(gaps).toContain('Kubernetes');
    expect(gaps).not.toContain('AWS');

    // "Now listed" is true of the resume itself, and the gap is nowhere in it.
    expect(await page.getByRole('switch', { name: 'Show skill AWS' }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'Show skill Kubernetes' }).count()).toBe(0);
    const preview = page.getByRole('region', { name: 'Resume preview' });
    await expect.poll(() => preview.getByTestId('preview-page').first().textContent()).toContain('Acme Corp');
    expect(await preview.textContent()).not.toMatch(/kubernetes/i);

    // The hover card tells the same story.
    await page.getByRole('button', { name: 'AI Changes Summary' }).hover();
    const card = page.getByRole('region', { name: 'Keyword match' });
    await expect.poll(() => card.getByRole('heading', { name: GAPS }).isVisible()).toBe(true);
    expect(await card.getByRole('list', { name: GAPS }).getByRole('listitem').allTextContents()).toContain(
      'Kubernetes',
    );
    expect(await card.getByRole('list', { name: LISTED }).getByRole('listitem').allTextContents()).toContain(
      'AWS',
    );
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
