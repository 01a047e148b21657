// Extract the job posting from a saved page, as the extension would see it at its real address:
//   npm run extract-job -- --url https://jobs.lever.co/acme/123 page.html
// Prints one JSON object {isJob, companyName, positionName, location, url, description}.
//
// Built for start-up time: plain JavaScript (no TypeScript loader), the extractor bundle read from a cache keyed
// by its sources' hash, and Chromium driven over its DevTools pipe directly (loading playwright-core alone costs
// longer than a whole extraction). The page is served from memory at its address through the Fetch domain;
// every other request is refused. Chromium is killed once the answer is printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, extractionBundle } from './extract-in-browser.mjs';

const started = performance.now();
let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({
    options: { url: { type: 'string' }, timing: { type: 'boolean', default: false } },
    allowPositionals: true,
  }));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const file = positionals[0];
if (!values.url || !file || positionals.length > 1) {
  console.error('usage: npm run extract-job -- --url URL FILE.html');
  process.exit(2);
}
if (!/^https?:\/\//.test(values.url)) {
  console.error(`--url must be an http(s) address, got "${values.url}"`);
  process.exit(2);
}
let html;
try {
  html = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}
const url = values.url;

// --- Chromium over --remote-debugging-pipe (fd 3: commands in, fd 4: replies out, NUL-separated JSON) ---
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-extract-'));
const chrome = spawn(
  CHROMIUM_PATH,
  [
    ...CHROMIUM_FLAGS,
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    '--window-size=1280,900',
    'about:blank',
  ],
  { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
);
let exitCode = 0;
let quitting = false;
const quit = () => {
  if (quitting) return;
  quitting = true;
  // No graceful shutdown: SIGKILL, remove the throwaway profile and leave without waiting for the browser to be
  // reaped (on a busy machine that alone can take a second).
  chrome.kill('SIGKILL');
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // A dying Chromium still wrote there: remove it a moment later, without keeping this process waiting.
    spawn('sh', ['-c', 'sleep 2; rm -rf -- "$0"', profile], { detached: true, stdio: 'ignore' }).unref();
  }
  process.exit(exitCode);
};
const fail = (message) => {
  console.error(`extraction failed: ${message}`);
  exitCode = 1;
  quit();
};
chrome.on('error', (error) => fail(`cannot start ${CHROMIUM_PATH}: ${error.message}`));
chrome.on('exit', (code) => {
  if (!quitting && !printed) fail(`Chromium exited (${code}) before the answer`);
});

const toChrome = chrome.stdio[3];
const fromChrome = chrome.stdio[4];
// The pipes break when Chromium is killed at the end: nothing to report then.
toChrome.on('error', () => {});
fromChrome.on('error', () => {});
let nextId = 1;
const waiting = new Map();
const listeners = [];
function send(method, params = {}, sessionId) {
  const id = nextId++;
  toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject, method }));
}
let buffered = '';
fromChrome.setEncoding('utf8');
fromChrome.on('data', (chunk) => {
  buffered += chunk;
  let end = buffered.indexOf('\0');
  while (end >= 0) {
    const message = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    end = buffered.indexOf('\0');
    if (message.id !== undefined) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  }
});
const withoutHash = (address) => address.split('#')[0];
const phases = [];
const mark = (name) => phases.push(`${name} ${Math.round(performance.now() - started)}`);

let printed = false;
try {
  const code = await extractionBundle();
  const { targetInfos } = await send('Target.getTargets');
  mark('browser');
  let target = targetInfos.find((t) => t.type === 'page');
  if (!target) target = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId: target.targetId, flatten: true });
  const loaded = new Promise((resolve) => {
    listeners.push((message) => {
      if (message.sessionId !== sessionId) return;
      if (message.method === 'Page.domContentEventFired') resolve();
      if (message.method === 'Fetch.requestPaused') {
        const { requestId, request } = message.params;
        if (!/^https?:/.test(request.url)) {
          send('Fetch.continueRequest', { requestId }, sessionId).catch(() => {});
        } else if (withoutHash(request.url) === withoutHash(url)) {
          send(
            'Fetch.fulfillRequest',
            {
              requestId,
              responseCode: 200,
              responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
              body: Buffer.from(html, 'utf8').toString('base64'),
            },
            sessionId,
          ).catch(() => {});
        } else {
          send('Fetch.failRequest', { requestId, errorReason: 'Failed' }, sessionId).catch(() => {});
        }
      }
    });
  });
  await Promise.all([
    send('Page.enable', {}, sessionId),
    send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }, sessionId),
  ]);
  const navigation = await send('Page.navigate', { url }, sessionId);
  if (navigation.errorText) throw new Error(`cannot load ${url}: ${navigation.errorText}`);
  await loaded;
  mark('loaded');
  const { result, exceptionDetails } = await send(
    'Runtime.evaluate',
    { expression: code, awaitPromise: true, returnByValue: true },
    sessionId,
  );
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  printed = true;
  process.stdout.write(`${JSON.stringify(result.value)}\n`, () => {
    if (values.timing)
      console.error(`${phases.join(' ms, ')} ms, extracted in ${Math.round(performance.now() - started)} ms`);
    quit();
  });
} catch (error) {
  fail(error.message);
}
