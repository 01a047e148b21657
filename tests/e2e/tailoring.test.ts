import { type FakeOpenAi, startFakeOpenAi } from '@tailor/server/test/fake-openai';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
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

/** What the wizard showed, in order, with when (ms after "Start Tailoring"), read in the page as it changed. */
type Shown = { at: number; heading: string; progress: string; toast: boolean };

async function recordWizard(page: Page): Promise<() => Promise<Shown[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { shown: Shown[]; started: number };
    w.shown = [];
    w.started = performance.now();
    const note = () => {
      const heading = document.querySelector('[data-testid=tailoring-stage]')?.textContent ?? '';
      const progress = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? '';
      const toast = document.body.textContent?.includes('Resume tailored successfully') ?? false;
      const last = w.shown.at(-1);
      if (!last || last.heading !== heading || last.progress !== progress || last.toast !== toast)
        w.shown.push({ at: performance.now() - w.started, heading, progress, toast });
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { shown: Shown[] }).shown);
}

/** How long each heading was on screen, in order of first appearance. */
function headingTimes(shown: Shown[]): Array<{ heading: string; ms: number }> {
  const times: Array<{ heading: string; ms: number }> = [];
  shown.forEach((entry, i) => {
    if (!entry.heading) return;
    const until = shown.slice(i + 1).find((next) => next.heading !== entry.heading)?.at ?? entry.at;
    const last = times.at(-1);
    if (last?.heading === entry.heading) return;
    times.push({ heading: entry.heading, ms: until - entry.at });
  });
  return times;
}

/** The percentages shown, each once. */
const progressSteps = (shown: Shown[]) =>
  shown.map((s) => Number(s.progress)).filter((n, i, all) => n > 0 && n !== all[i - 1]);

const STAGE_HEADINGS = ['Analyzing Resume', 'Optimizing Content', 'Finalizing Resume', 'Resume Tailored!'];

/** The admin sets a user's credits from another client (the page keeps the user's session). */
async function setCredits(server: RunningServer, email: string, credits: number) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await fetch(`${server.url}/api/admin/users?search=${encodeURIComponent(email)}`, {
    headers: auth,
  });
  const [user] = ((await found.json()) as { users: Array<{ id: number }> }).users;
  const patched = await fetch(`${server.url}/api/admin/users/${user!.id}/credits`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ credits }),
  });
  expect(patched.status).toBe(200);
}

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector) as Promise<Box>;

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

describe('the first tailoring, as a new user lives it', () => {
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

  for (const width of [1440, 390]) {
    it(`at ${width} px: honest stages, the result in view, the card in the window, a way to buy`, async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const email = await signUpInBrowser(page, server);
      await uploadResume(page, 'Main Resume');
      await page.reload();
      if (width < 500) {
        await page.getByRole('button', { name: 'Continue anyway' }).click();
      }
      const sideways = () =>
        page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

      await page.getByRole('link', { name: 'Tailor Main Resume' }).click();
      await page.waitForURL(/\/tailoring\/\d+/);
      await page.getByRole('textbox', { name: 'Company' }).fill(JOB.company);
      await page.getByRole('textbox', { name: 'Position' }).fill(JOB.position);
      await page.getByRole('textbox', { name: 'Job Description' }).fill(JOB.description);
      const shown = await recordWizard(page);
      await page.getByRole('button', { name: 'Start Tailoring' }).click();
      await expect.poll(() => page.getByTestId('tailoring-stage').textContent()).toBe('Resume Tailored!');
      const steps = await shown();
      // The stages are shown where the user is looking, not above a page scrolled to the button.
      const stageBox = (await page.getByTestId('tailoring-stage').boundingBox())!;
      expect(stageBox.y).toBeGreaterThanOrEqual(0);
      expect(stageBox.y + stageBox.height).toBeLessThanOrEqual(900);
      expect(await sideways()).toBe(false);
      await page.waitForURL(/\/tailored-resume\/\d+/, { timeout: 20_000 });

      // Every stage in order, each long enough to read; the success toast only with the last.
      const times = headingTimes(steps);
      expect(times.map((t) => t.heading)).toEqual(STAGE_HEADINGS);
      for (const { ms } of times.slice(0, -1)) expect(ms).toBeGreaterThanOrEqual(350);
      const complete = steps.find((s) => s.heading === 'Resume Tailored!')!;
      expect(steps.filter((s) => s.toast).every((s) => s.at >= complete.at)).toBe(true);
      expect(progressSteps(steps)).toEqual([15, 40, 75, 90, 100]);

      // Arrival: the header, the changes summary and Download PDF are in view, at the top of the page.
      const heading = page.getByRole('heading', { name: /^Edit Tailored Resume:/ });
      await expect.poll(() => heading.isVisible()).toBe(true);
      const download = page.getByRole('button', { name: 'Download PDF' });
      const summaryButton = page.getByRole('button', { name: 'AI Changes Summary' });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const control of [heading, download, summaryButton]) {
        const box = (await control.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(900);
      }

      // The changes card fits the window, scrolls inside itself, and reads like a person wrote it.
      await summaryButton.hover();
      const card = page.getByTestId('changes-card');
      await expect.poll(() => card.isVisible()).toBe(true);
      const cardBox = await boxOf(page, '[data-testid=changes-card]');
      expect(cardBox.top).toBeGreaterThanOrEqual(0);
      expect(cardBox.bottom).toBeLessThanOrEqual(900);
      expect(cardBox.left).toBeGreaterThanOrEqual(0);
      expect(cardBox.right).toBeLessThanOrEqual(width);
      const scrolls = await card.evaluate((el) => getComputedStyle(el).overflowY);
      expect(scrolls).toBe('auto');
      const words = (await card.textContent()) ?? '';
      expect(words).toContain('Keyword match');
      expect(words).not.toMatch(/\(s\)|; Put/);
      if (width >= 1024) {
        // Beside the preview, the card opens over the form: the preview stays in sight while reading it.
        const preview = await boxOf(page, '[aria-label="Resume preview"]');
        expect(cardBox.right).toBeLessThanOrEqual(preview.left);
        const frame = page.getByTestId('preview-page').first();
        expect(Math.round((await frame.boundingBox())!.width)).toBe(794);
      }
      expect(await sideways()).toBe(false);
      await page.mouse.move(0, 0);

      // Out of credits: the wizard's button says so and leads to /pricing, the notice beside it.
      await setCredits(server, email, 0);
      await page.goto('/');
      await page.getByRole('link', { name: 'Tailor Main Resume' }).click();
      await page.waitForURL(/\/tailoring\/\d+/);
      const buy = page.getByRole('link', { name: 'Buy credits to tailor' });
      await expect.poll(() => buy.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Start Tailoring' }).count()).toBe(0);
      await buy.scrollIntoViewIfNeeded();
      const notice = page.getByRole('alert').filter({ hasText: "You're out of credits" });
      const noticeBox = (await notice.boundingBox())!;
      expect(noticeBox.y).toBeGreaterThanOrEqual(0);
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(900);
      expect(await sideways()).toBe(false);
      await buy.click();
      await page.waitForURL(`${server.url}/pricing`);

      // Payments are off on this server: the page says so once and never claims otherwise.
      await expect.poll(() => page.getByText(/Online payment is not set up/).count()).toBe(1);
      expect(await page.textContent('main')).not.toMatch(/Stripe|as soon as the payment succeeds/);
      expect(await sideways()).toBe(false);
      await context.close();
    });
  }
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
    // AWS came from a bullet, so it is the one skill this tailoring added, and the report says so.
    expect(listed).toContain('AWS (added)');
    expect(listed.join()).not.toMatch(/Kubernetes/);
    expect(gaps).toContain('Kubernetes');
    expect(gaps.join()).not.toMatch(/AWS/);
    expect(await panel.getByText('1 skill added by this tailoring, highlighted.').isVisible()).toBe(true);

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
      'AWS (added)',
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

describe('the first tailoring with a model that takes its time', () => {
  const MODEL_MS = 3_000;
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The sample resume as the model hands it back; the guard checks it like any answer.
    fake.fallback = () => ({
      delayMs: MODEL_MS,
      content: JSON.stringify({
        resume: {
          name: 'Jane Doe',
          contact: { email: 'jane.doe@example.com', phone: '', location: 'Austin, TX', link: '' },
          summary: '',
          skills: ['TypeScript', 'PostgreSQL', 'Docker'],
          experience: [
            {
              job_title: 'Senior Engineer',
              company: 'Acme Corp',
              location: '',
              dates: 'Jan 2020 - Present',
              bullet_points: [
                'Built REST APIs in Node.js and TypeScript on AWS',
                'Ran PostgreSQL migrations with zero downtime',
              ],
            },
          ],
          education: [],
          projects: [],
          certifications: [],
          tools: [],
          references: false,
        },
        changes: {
          summary: 'Put TypeScript and PostgreSQL first.',
          summary_of_changes: { key_modifications: [], changes: [] },
          bullets: [],
          skill_changes: [],
          experience_highlights: [],
          key_adjustments: [],
        },
      }),
    });
    server = await startServer({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'slow-model',
      AI_TIMEOUT_SECONDS: '20',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('holds "Optimizing Content" while the model works, and says "Resume Tailored!" only after it answered', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signUpWithResume(page, server);
    await page.getByRole('link', { name: 'Tailor Main Resume' }).click();
    await page.waitForURL(/\/tailoring\/\d+/);
    await page.getByRole('textbox', { name: 'Company' }).fill(JOB.company);
    await page.getByRole('textbox', { name: 'Position' }).fill(JOB.position);
    await page.getByRole('textbox', { name: 'Job Description' }).fill(JOB.description);
    const shown = await recordWizard(page);
    await page.getByRole('button', { name: 'Start Tailoring' }).click();
    await expect
      .poll(() => page.getByTestId('tailoring-stage').textContent(), { timeout: 30_000 })
      .toBe('Resume Tailored!');
    const steps = await shown();
    const times = headingTimes(steps);
    expect(times.map((t) => t.heading)).toEqual(STAGE_HEADINGS);
    const optimizing = times.find((t) => t.heading === 'Optimizing Content')!;
    expect(optimizing.ms).toBeGreaterThanOrEqual(MODEL_MS - 500);
    const complete = steps.find((s) => s.heading === 'Resume Tailored!')!;
    expect(steps.filter((s) => s.toast).every((s) => s.at >= complete.at)).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(0);
    await page.waitForURL(/\/tailored-resume\/\d+/, { timeout: 20_000 });
    await expect.poll(() => page.getByText('Tailored by slow-model').isVisible()).toBe(true);
    await context.close();
  });
});
