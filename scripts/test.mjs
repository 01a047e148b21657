#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is set) and
// the fault suite and end-to-end. Ends with one line `N passed, N failed` counting every test and every check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-test-'));
let passed = 0;
let failed = 0;
/** What failed, said again just before the last line: CI shows only the end of the output. */
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed++;
  else {
    failed++;
    failures.push(title);
    console.log(`✗ ${title} failed`);
  }
}

function vitest(title, project, env = {}, extraArgs = []) {
  const output = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    env,
  );
  if (!fs.existsSync(output)) {
    failed++;
    failures.push(`${title}: the run produced no results`);
    console.log(`✗ ${title}: the run produced no results`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0);
  if (report.numTotalTests === 0) failures.push(`${title}: no tests ran`);
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${title}: ${where} › ${test.fullName}\n    ${why}`);
    }
    // A file that fails to load has no failed tests but fails the run.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${title}: ${where} did not run: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  if (!ok && report.numFailedTests === 0) failed++;
}

/** Every `*.faults.test.ts` under apps/server/src; the PostgreSQL ones only when there is a server to race on. */
function faults() {
  if (process.env.TEST_DATABASE_URL) vitest('fault suite', 'faults');
  else {
    console.log(
      '\n(TEST_DATABASE_URL is not set: the PostgreSQL fault tests (*.postgres.faults.test.ts) do not run)',
    );
    vitest('fault suite', 'faults', {}, ['--exclude', '**/*.postgres.faults.test.ts']);
  }
}

function finish() {
  fs.rmSync(resultsDir, { recursive: true, force: true });
  if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((f) => `✗ ${f}`).join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// `npm run test:faults`: the fault suite alone.
if (process.argv[2] === 'faults') {
  faults();
  finish();
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);
vitest('unit', 'unit');
vitest('integration (PGlite)', 'integration');
vitest('integration, one file at a time', 'serial');
if (process.env.TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', 'integration', { TAILOR_TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass of the integration suite does not run)');
}
faults();
if (run('build web app', 'npm', ['run', '--silent', 'build'])) vitest('end-to-end (Chromium)', 'e2e');
else {
  failed++;
  failures.push('build web app');
}

finish();
