// The idle footprint and the first upload after idle, through the real server process: npm run bench:idle
// Starts the server (`--root DIR` runs another checkout's, to measure before and after), lets it settle, prints
// the resident memory of its process tree by process, then signs up and times the first upload and a few more.
import fs from 'node:fs';
import { layoutResume } from '@tailor/core/layout/layout';
import { renderPdf } from '@tailor/server/lib/pdf/render-pdf';
import { sampleResume } from '@tailor/server/test/sample-resume';
import { residentMb, signUpOver, startServerProcess } from '@tailor/server/test/server-process';

const BUDGET = { idleTreeMb: 500 };
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? process.argv[rootFlag + 1] : undefined;
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 8000);
const UPLOADS = Number(process.env.UPLOADS ?? 6);

function label(pid: number): string {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').filter(Boolean);
    return cmd
      .map((part) => part.split('/').pop())
      .join(' ')
      .slice(0, 70);
  } catch {
    return '?';
  }
}

/** Every descendant of `pid` (children of children too: prlimit execs node, esbuild runs under node). */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const walk = (parent: number) => {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'latin1').trim();
      } catch {}
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

function tree(pid: number) {
  const rows = [pid, ...descendants(pid)].map((p) => ({ pid: p, mb: residentMb(p), what: label(p) }));
  return { rows, total: rows.reduce((sum, row) => sum + row.mb, 0) };
}

const pdf = renderPdf(layoutResume(sampleResume({ jobs: 5, bullets: 5, name: 'Idle Bench' })), {
  title: 'Resume',
  author: 'Idle Bench',
});

const server = await startServerProcess(root ? { root } : {});
try {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const idle = tree(server.pid);
  console.log(`Idle process tree of ${root ?? 'this checkout'} after ${SETTLE_MS / 1000} s:`);
  for (const row of idle.rows) console.log(`  ${row.mb.toFixed(0).padStart(5)} MB  ${row.pid}  ${row.what}`);
  console.log(`  ${idle.total.toFixed(0).padStart(5)} MB  total (budget ≤ ${BUDGET.idleTreeMb} MB)`);

  const session = await signUpOver(server.url, `idle-${Date.now()}@example.com`);
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now();
    const response = await session.upload(pdf, `Resume ${i + 1}`);
    if (response.status !== 201)
      throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    times.push(performance.now() - started);
    const created = (await response.json()) as { id: number };
    await session.call('DELETE', `/api/resumes/${created.id}`);
  }
  const after = tree(server.pid);
  console.log(`First upload after idle: ${times[0]!.toFixed(0)} ms`);
  console.log(
    `Next ${UPLOADS - 1} uploads: ${times
      .slice(1)
      .map((t) => t.toFixed(0))
      .join(', ')} ms`,
  );
  console.log(
    `Process tree after the uploads: ${after.total.toFixed(0)} MB (${after.rows.length} processes)`,
  );
} finally {
  await server.stop();
}
