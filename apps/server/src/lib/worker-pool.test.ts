import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cpuTimeMs, createWorkerPool, type PoolJob, STARVED_WALL_FACTOR } from './worker-pool.ts';

// A child process speaking the pool's protocol: after a progress message it sleeps (no CPU) or spins (all CPU).
const WORKER = `
process.on('message', ({ id, task }) => {
  process.send({ id, progress: 1 });
  if (task.spinMs) {
    const end = Date.now() + task.spinMs;
    while (Date.now() < end);
    process.send({ id, reply: 'spun' });
  } else setTimeout(() => process.send({ id, reply: 'slept' }), task.sleepMs);
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-test-'));
const script = path.join(dir, 'worker.mjs');
fs.writeFileSync(script, WORKER);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Task = { sleepMs?: number; spinMs?: number };

function pool(progressCpuTime: boolean) {
  return createWorkerPool<Task, string, number, object, PoolJob<Task, string, number>>({
    kind: 'process',
    script: () => script,
    size: 1,
    timeoutMs: 10_000,
    progressTimeoutMs: 400,
    progressCpuTime,
    lost: (_job, reason) => new Error(reason),
  });
}

describe('the worker pool progress clock', () => {
  it('reads a process CPU time from /proc', () => {
    expect(cpuTimeMs(process.pid)).toBeGreaterThan(0);
    expect(cpuTimeMs(undefined)).toBeNull();
  });

  it('on the wall clock, stops a job that waits past its limit after a progress message', async () => {
    const wall = pool(false);
    try {
      await expect(wall.run({ sleepMs: 1_000 })).rejects.toThrow('timeout');
    } finally {
      await wall.close();
    }
  });

  it('on the CPU clock, lets a job wait past its limit without using the CPU', async () => {
    const cpu = pool(true);
    try {
      await expect(cpu.run({ sleepMs: 1_000 })).resolves.toBe('slept');
    } finally {
      await cpu.close();
    }
  });

  it('on the CPU clock, stops a job that uses more CPU than its limit', async () => {
    const cpu = pool(true);
    try {
      const started = Date.now();
      await expect(cpu.run({ spinMs: 5_000 })).rejects.toThrow('timeout');
      expect(Date.now() - started).toBeLessThan(400 * STARVED_WALL_FACTOR + 1_000);
    } finally {
      await cpu.close();
    }
  });

  it(`on the CPU clock, stops a job that holds its worker idle for ${STARVED_WALL_FACTOR}× the limit`, async () => {
    const cpu = pool(true);
    try {
      const started = Date.now();
      await expect(cpu.run({ sleepMs: 60_000 })).rejects.toThrow('timeout');
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(400 * STARVED_WALL_FACTOR);
      expect(took).toBeLessThan(400 * STARVED_WALL_FACTOR + 2_000);
    } finally {
      await cpu.close();
    }
  });
});
