import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Web component tests (*.test.tsx) choose their DOM with a `@vitest-environment happy-dom` comment.
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'unit',
          include: ['packages/core/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          // A console error fails the test (issue 19).
          setupFiles: ['apps/web/src/test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.serial.test.ts', '**/*.faults.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Latency bars and whole-process tests: one file at a time, nothing else competing for the CPU.
          name: 'serial',
          include: ['apps/server/src/**/*.serial.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // `npm run test:faults`: kill -9, restarts, racing instances, hostile files. Whole processes, one file
          // at a time.
          name: 'faults',
          include: ['apps/server/src/**/*.faults.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A console error or an uncaught error in a page fails the test (issue 19).
          setupFiles: ['tests/e2e/fail-on-console-error.ts'],
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
