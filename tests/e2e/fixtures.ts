import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsPDF } from 'jspdf';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { failOnConsoleErrors } from './console-errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-pass-123' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type RunningServer = { url: string; dataDir: string; logs: string[]; stop(): Promise<void> };

/** Starts the real server (built web app, PGlite in a fresh folder) the way `npm start` does. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A caller may choose the port first (an identity provider must know the callback URL in advance).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: string[] = [];
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  // A fresh data folder takes a few seconds; on a machine shared by other test runs it has taken a minute. Just
  // inside the e2e hook timeout (120 s), and a server that never answered says so instead of failing a page.goto.
  const deadline = Date.now() + 110_000;
  let isUp = false;
  while (!isUp && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      isUp = (await fetch(`${url}/healthz`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!isUp) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer /healthz within 110 s:\n${logs.join('')}`);
  }
  return {
    url,
    dataDir,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every context this browser opens is watched: a console error in one of its pages fails the test. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => failOnConsoleErrors(await newContext(options));
  return browser;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

let counter = 0;
export function uniqueEmail(): string {
  counter++;
  return `e2e-${Date.now()}-${counter}@example.com`;
}

/** Signs a new user up through the screen, as a person would, and waits for the dashboard. */
export async function signUpInBrowser(
  page: Page,
  server: RunningServer,
  email = uniqueEmail(),
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/`);
  return email;
}

/** A small one-page resume PDF with a name, contact line, skills and one job with two bullets. */
export function sampleResumePdf(person = 'Jane Doe'): Buffer {
  const doc = new jsPDF();
  doc.setFontSize(20).text(person, 14, 20);
  doc.setFontSize(10).text(`${person.toLowerCase().replace(/\s+/g, '.')}@example.com | Austin, TX`, 14, 28);
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

/** Uploads a resume through the API with the page's session; returns its id. */
export async function uploadResume(page: Page, name: string, pdf = sampleResumePdf()): Promise<number> {
  const response = await page.request.post('/api/resumes', {
    multipart: {
      name,
      isPrimary: 'true',
      file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  if (response.status() !== 201)
    throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
