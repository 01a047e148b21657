// A 1 MB tailored resume's PDF download against a real server process, with /healthz timed throughout:
// npm run bench:download. The PDF cache is cleared before each download, so each one draws the PDF afresh.
// SERVER_ROOT=/path/to/another/checkout measures that checkout's server.
import { resumePdf } from '@tailor/server/test/pdf-fixtures';
import { sampleResume } from '@tailor/server/test/sample-resume';
import { signUpOver, startServerProcess } from '@tailor/server/test/server-process';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BUDGET_P99_MS = 50;
const TARGET_BYTES = 1_000_000;
/** Under the JSON body limit of 1 MiB, so the edit goes through the ordinary PATCH. */
const MAX_BYTES = 1_040_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const server = await startServerProcess({ root: process.env.SERVER_ROOT });
try {
  const user = await signUpOver(server.url, `download-${Date.now()}@example.com`);
  const uploaded = await user.upload(resumePdf({ name: 'Dana Download' }));
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { id: resumeId } = (await uploaded.json()) as { id: number };
  const created = await user.call('POST', '/api/tailored-resumes', {
    resumeId,
    companyName: 'Globex',
    positionName: 'Staff Engineer',
    jobDescription: 'We need a backend engineer with TypeScript, PostgreSQL and Kafka to scale our platform.',
  });
  if (created.status !== 201) throw new Error(`tailor: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  for (;;) {
    const { status } = (await (await user.call('GET', `/api/tailored-resumes/${id}`)).json()) as {
      status: string;
    };
    if (status === 'completed') break;
    if (status === 'failed') throw new Error('the tailoring failed');
    await sleep(200);
  }

  // Grow the resume until its JSON is about 1 MB.
  let jobs = 50;
  let body = '';
  for (;;) {
    body = JSON.stringify({ jsonData: { resume: sampleResume({ jobs, bullets: 12 }) } });
    if (body.length >= TARGET_BYTES || jobs > 5000) break;
    jobs = Math.ceil(jobs * (TARGET_BYTES / body.length)) + 1;
  }
  while (body.length > MAX_BYTES) {
    jobs--;
    body = JSON.stringify({ jsonData: { resume: sampleResume({ jobs, bullets: 12 }) } });
  }
  const patched = await user.call('PATCH', `/api/tailored-resumes/${id}`, JSON.parse(body));
  if (patched.status !== 200) throw new Error(`patch: ${patched.status} ${await patched.text()}`);
  console.log(`tailored resume: ${jobs} jobs × 12 bullets, ${(body.length / 1e6).toFixed(2)} MB of JSON`);

  const probe = async (until: () => boolean, into: number[]) => {
    while (!until()) {
      const started = performance.now();
      await (await fetch(`${server.url}/healthz`)).text();
      into.push(performance.now() - started);
    }
  };

  const idle: number[] = [];
  const idleEnd = Date.now() + 3000;
  await Promise.all([probe(() => Date.now() > idleEnd, idle), probe(() => Date.now() > idleEnd, idle)]);

  const during: number[] = [];
  const downloads: number[] = [];
  let pdfBytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await (await user.call('POST', `/api/tailored-resumes/${id}/regenerate-pdf`)).text();
    let done = false;
    const probes = Promise.all([probe(() => done, during), probe(() => done, during)]);
    const started = performance.now();
    const response = await user.call('GET', `/api/tailored-resumes/${id}/download`);
    const { file } = (await response.json()) as { file: string };
    downloads.push(performance.now() - started);
    pdfBytes = Buffer.from(file, 'base64').byteLength;
    done = true;
    await probes;
  }
  console.log(
    `download (drawn afresh): median ${quantile(downloads, 0.5).toFixed(0)} ms, max ${Math.max(...downloads).toFixed(0)} ms; PDF ${(pdfBytes / 1e6).toFixed(2)} MB`,
  );
  console.log(
    `/healthz idle: p50 ${quantile(idle, 0.5).toFixed(1)} ms, p99 ${quantile(idle, 0.99).toFixed(1)} ms (${idle.length} requests)`,
  );
  const p99 = quantile(during, 0.99);
  console.log(
    `/healthz during downloads: p50 ${quantile(during, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms (${during.length} requests; ${p99 <= BUDGET_P99_MS ? 'within' : 'OVER'} budget p99 ≤ ${BUDGET_P99_MS} ms)`,
  );
} finally {
  await server.stop();
}
