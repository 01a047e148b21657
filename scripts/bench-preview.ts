// Re-layout of the live preview after one keystroke, measured in Chromium on the real editor: a 2-page corpus
// resume is uploaded, tailored and opened; each keystroke's input event is timed until React has committed the
// new preview (discrete events render synchronously), for a budget of one frame (16 ms).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage, startServer } from '../tests/e2e/fixtures.ts';
import { sharedResumeCorpus } from './lib/shared-corpus.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = sharedResumeCorpus(root, 'bench:preview');
const FILES = ['rendercv-classic.pdf', 'reactive-resume-chikorita.pdf', 'open-resume-laverne-word.pdf'];
const KEYSTROKES = 40;

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}
const server = await startServer();
const browser = await launchBrowser();
const all: number[] = [];
try {
  const { page } = await newPage(browser, server.url);
  const register = await page.request.post('/api/auth/register', {
    data: { email: 'bench-preview@example.com', password: 'correct-horse-1' },
  });
  if (!register.ok()) throw new Error(await register.text());
  for (const file of FILES) {
    const upload = await page.request.post('/api/resumes', {
      multipart: {
        name: file,
        isPrimary: 'true',
        file: { name: file, mimeType: 'application/pdf', buffer: fs.readFileSync(path.join(corpus, file)) },
      },
    });
    const resume = (await upload.json()) as { id: number };
    const tailored = (await (
      await page.request.post('/api/tailored-resumes', {
        data: {
          resumeId: resume.id,
          companyName: 'Globex',
          positionName: 'Engineer',
          jobDescription: 'TypeScript, SQL',
        },
      })
    ).json()) as { id: number };
    for (let i = 0; i < 100; i++) {
      const status = (
        (await (await page.request.get(`/api/tailored-resumes/${tailored.id}`)).json()) as { status: string }
      ).status;
      if (status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto(`/tailored-editor/${tailored.id}`);
    await page.getByTestId('preview-page').first().waitFor();
    const pages = await page.getByTestId('preview-page').count();
    const summary = page.getByRole('textbox', { name: 'Professional summary' });
    await summary.focus();
    const times = await summary.evaluate(async (element, keystrokes) => {
      const input = element as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      const results: number[] = [];
      for (let i = 0; i < keystrokes; i++) {
        const started = performance.now();
        setter.call(input, `${input.value}x`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        results.push(performance.now() - started);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      }
      return results;
    }, KEYSTROKES);
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${file.padEnd(36)} ${pages} page(s)  median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms  p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\npreview re-layout per keystroke: median ${all[Math.floor(all.length / 2)]!.toFixed(1)} ms, p95 ${all[Math.floor(all.length * 0.95)]!.toFixed(1)} ms (budget 16 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
