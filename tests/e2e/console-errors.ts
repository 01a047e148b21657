import type { BrowserContext } from 'playwright-core';

/**
 * A console error or an uncaught error in any page of a watched browser context fails the running test
 * (issue 19; the e2e half of Epic Stack's setup-test-env.ts). `fail-on-console-error.ts` checks after each test.
 */
const seen: string[] = [];

/**
 * Chromium's own network log, not the app's code: it prints "Failed to load resource: the server responded with
 * a status of 4xx/5xx" for every refused request, and the app and the tests make such requests on purpose (the
 * signed-out user probe answers 401, refusals are what several tests check). A request the app did not expect to
 * fail still fails its test through what the screen shows.
 */
const ALLOWED = [/^Failed to load resource: the server responded with a status of \d{3}/];

export function failOnConsoleErrors<T extends BrowserContext>(context: T): T {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (ALLOWED.some((pattern) => pattern.test(text))) return;
    seen.push(`console.error at ${message.location().url || message.page()?.url() || '?'}: ${text}`);
  });
  context.on('weberror', (webError) => {
    seen.push(`uncaught error at ${webError.page()?.url() ?? '?'}: ${webError.error().message}`);
  });
  return context;
}

/** The errors seen since the last call, cleared. */
export function takeConsoleErrors(): string[] {
  return seen.splice(0, seen.length);
}
