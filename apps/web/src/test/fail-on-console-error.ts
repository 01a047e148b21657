import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * A console error fails the test (Epic Stack's setup-test-env.ts): React's warnings about keys, act() and
 * invalid DOM nesting, and anything the code logs as an error, are defects, not noise. The error is still
 * printed. A test that expects one replaces this spy's implementation (`vi.spyOn(console, 'error')
 * .mockImplementation(…)`) and asserts on it; then nothing is recorded here.
 */
let consoleError: MockInstance<typeof console.error>;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
    original(...args);
  });
});

afterEach(() => {
  consoleError.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${calls.length} time(s); the first: ${first}`);
  }
});
