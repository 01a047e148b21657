// Hostile PDFs against a real server process: npm run bench:hostile
// One user uploads HOSTILE (default 20) compressed PDFs in a row (each inflates to 400 MB); meanwhile another
// user uploads an ordinary resume every second. Prints the server's resident memory (idle, peak, after) and
// the other user's upload times. SERVER_ROOT=/path/to/another/checkout measures that checkout's server.
import { resumePdf, zipBombPdf } from '@tailor/server/test/pdf-fixtures';
import { signUpOver, startServerProcess } from '@tailor/server/test/server-process';

const HOSTILE = Number(process.env.HOSTILE ?? 20);
const BUDGET = { growthMb: 100, victimMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const server = await startServerProcess({ root: process.env.SERVER_ROOT });
try {
  const attacker = await signUpOver(server.url, `attacker-${Date.now()}@example.com`);
  const victim = await signUpOver(server.url, `victim-${Date.now()}@example.com`);
  const normal = resumePdf({ name: 'Victor Victim', pages: 2 });
  // One ordinary upload each way first: the figures below are steady state, not first use.
  for (let i = 0; i < 2; i++) await victim.upload(normal);
  await sleep(3000);
  const idle = quantile(
    await Promise.all(Array.from({ length: 5 }, (_, i) => sleep(i * 200).then(() => server.rssMb()))),
    0.5,
  );
  const idleTree = server.treeRssMb();
  console.log(`idle: server ${idle.toFixed(0)} MB, with its PDF readers ${idleTree.toFixed(0)} MB`);

  let peak = idle;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, server.rssMb());
      await sleep(100);
    }
  })();

  // Made before the clock starts: compressing 400 MB blocks this process, which would count against the victim.
  const bomb = zipBombPdf(400);
  let attacking = true;
  let attackStarted = performance.now();
  const victimTimes: number[] = [];
  const victimStatuses: number[] = [];
  const victimLoop = (async () => {
    while (attacking) {
      const started = performance.now();
      const response = await victim.upload(normal);
      victimTimes.push(performance.now() - started);
      if (process.env.VERBOSE && performance.now() - started > 500)
        console.log(
          `  slow victim upload at +${((started - attackStarted) / 1000).toFixed(1)} s: ${(performance.now() - started).toFixed(0)} ms`,
        );
      victimStatuses.push(response.status);
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: number };
        await victim.call('DELETE', `/api/resumes/${id}`);
      } else {
        await response.text();
      }
      await sleep(1000);
    }
  })();

  const attackStatuses: number[] = [];
  const attackTimes: number[] = [];
  attackStarted = performance.now();
  for (let i = 0; i < HOSTILE; i++) {
    const started = performance.now();
    const response = await attacker.upload(bomb, `Bomb ${i}`);
    attackTimes.push(performance.now() - started);
    if (process.env.VERBOSE)
      console.log(
        `  hostile ${i}: +${((started - attackStarted) / 1000).toFixed(1)} s → ${response.status} in ${(performance.now() - started).toFixed(0)} ms`,
      );
    attackStatuses.push(response.status);
    await response.text();
  }
  const attackSeconds = (performance.now() - attackStarted) / 1000;
  attacking = false;
  await victimLoop;

  let after = server.rssMb();
  for (let waited = 0; waited < 15_000 && after > idle + 20; waited += 1000) {
    await sleep(1000);
    after = server.rssMb();
  }
  sampling = false;
  await sampler;

  const count = (xs: number[]) =>
    Object.entries(
      xs.reduce<Record<number, number>>((acc, s) => {
        acc[s] = (acc[s] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
  console.log(
    `${HOSTILE} hostile PDFs (${(bomb.byteLength / 1024).toFixed(0)} KB, inflating to 400 MB) in ${attackSeconds.toFixed(1)} s: ${count(attackStatuses)}; each answered in median ${(quantile(attackTimes, 0.5) / 1000).toFixed(1)} s, max ${(Math.max(...attackTimes) / 1000).toFixed(1)} s`,
  );
  const growth = peak - idle;
  console.log(
    `server memory: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (growth ${growth.toFixed(0)} MB, ${growth < BUDGET.growthMb ? 'within' : 'OVER'} budget < ${BUDGET.growthMb}), after ${after.toFixed(0)} MB; with readers now ${server.treeRssMb().toFixed(0)} MB`,
  );
  const worst = Math.max(...victimTimes);
  console.log(
    `other user's uploads meanwhile: ${victimTimes.length} (${count(victimStatuses)}), median ${quantile(victimTimes, 0.5).toFixed(0)} ms, p95 ${quantile(victimTimes, 0.95).toFixed(0)} ms, max ${worst.toFixed(0)} ms (${worst <= BUDGET.victimMs ? 'within' : 'OVER'} budget ≤ ${BUDGET.victimMs} ms)`,
  );
} finally {
  await server.stop();
}
