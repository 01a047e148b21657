// Upload → stored and parsed, through the real API (multipart, worker-pool extraction, parse, one transaction)
// on a fresh embedded database. Prints median and p95 per upload for 2-page resumes of the corpus.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { multipartBody } from '../apps/server/src/test/pdf-fixtures.ts';
import { sharedResumeCorpus } from './lib/shared-corpus.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = sharedResumeCorpus(root, 'bench:upload');
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function pageCount(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

const files: Array<{ name: string; bytes: Uint8Array }> = [];
for (const name of fs
  .readdirSync(corpus)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, name)));
  if ((await pageCount(bytes)) === 2) files.push({ name, bytes });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-bench-'));
const client = await PGlite.create(dataDir);
const database = await openDatabase({ kind: 'pglite-instance', client });
const app = await buildApp({
  env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
  db: database.db,
  webDistDir: null,
  startWorker: false,
});
await app.ready();

const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email: 'bench@example.com', password: 'correct-horse-1' },
});
const cookie = `tailor_session=${register.json().token}`;

// Let the extraction workers warm up, as they do at server start.
const warm = multipartBody(
  { name: 'warm', isPrimary: 'true' },
  { name: 'w.pdf', type: 'application/pdf', bytes: files[0]!.bytes },
);
await app.inject({
  method: 'POST',
  url: '/api/resumes',
  headers: { ...warm.headers, cookie },
  payload: warm.payload,
});

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const file of files) {
    const list = (
      await app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie } })
    ).json() as Array<{ id: number }>;
    for (const resume of list)
      await app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie } });
    const body = multipartBody(
      { name: file.name, isPrimary: 'true' },
      { name: file.name, type: 'application/pdf', bytes: file.bytes },
    );
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`${file.name}: ${response.statusCode} ${response.body}`);
    times.push(elapsed);
    if (round === 0) console.log(`${file.name.padEnd(44)} ${elapsed.toFixed(1)} ms`);
  }
}

times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`\n2-page resumes: ${files.length}, uploads: ${times.length}`);
console.log(
  `upload → stored and parsed: median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms (budget 300 ms)`,
);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
