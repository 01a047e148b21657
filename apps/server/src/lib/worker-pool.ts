import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, type ResourceLimits, type Transferable, Worker } from 'node:worker_threads';

/**
 * The one worker pool (decision 076) under the PDF readers (child processes), the PDF drawing threads and the
 * rules thread. Every job has a time limit; a worker that overruns it, passes its memory limit or dies is
 * replaced and its job fails. Workers start on demand: `warm` of them are kept started while idle, the others
 * stop after `idleMs` without work. What a job kind needs is a worker entry calling `serveJobs` and a
 * `run(task)`; the scheduling (who goes next) can be replaced by the caller's own (`next`).
 */

/** Pool → worker. */
type JobMessage<Task> = { id: number; task: Task };
/** Worker → pool. */
type WorkerMessage<Reply, Progress> =
  | { ready: true }
  | { id: number; reply: Reply }
  | { id: number; error: string }
  | { id: number; progress: Progress };

export type KillReason = 'timeout' | 'memory' | 'crash';

export type PoolJob<Task, Reply, Progress = never> = {
  task: Task;
  /** Per job; the pool's `timeoutMs` when absent. */
  timeoutMs?: number;
  onProgress?: (progress: Progress) => void;
  resolve(reply: Reply): void;
  reject(error: Error): void;
  /** Set by the pool when a worker takes the job. */
  startedAt?: number;
};

export type PoolWorker<State> = {
  readonly pid: number | undefined;
  /** The caller's own bookkeeping for this worker (`newState()`). */
  state: State;
  /** Jobs this worker finished. */
  served: number;
};

export type WorkerPoolOptions<Task, Reply, Progress, State, Job extends PoolJob<Task, Reply, Progress>> = {
  /** 'thread': a worker thread of this process; 'process': a child process (its memory dies with it). */
  kind: 'thread' | 'process';
  /** The entry file to run, asked for when the first worker starts (bundling is paid once, on demand). */
  script: () => string;
  /** Child processes: the command line around the script (node flags, an OS limit wrapper). */
  command?: (script: string) => [string, string[]];
  /** Threads: V8 heap limits. */
  resourceLimits?: ResourceLimits;
  size: number;
  /** Workers kept started while idle (default 0). */
  warm?: number;
  /** An idle worker above `warm` stops after this long (default 30 s). */
  idleMs?: number;
  timeoutMs: number;
  /** Resident memory at which a process is killed (checked every 50 ms while it works). */
  memoryLimitMb?: (worker: PoolWorker<State>) => number;
  newState?: () => State;
  /** The next job for an idle worker, or none yet (default: first come, first served). */
  next?: () => Job | undefined;
  /** Jobs waiting (with `next`). */
  waiting?: () => number;
  /** Jobs waiting (with `next`), taken out on close or when workers cannot start. */
  takeAll?: () => Job[];
  /** Called as a worker takes a job. */
  onStart?: (worker: PoolWorker<State>, job: Job) => void;
  /** Called on each progress message (which restarts the job's clock with `progressTimeoutMs`). */
  onProgress?: (worker: PoolWorker<State>, job: Job) => void;
  progressTimeoutMs?: number;
  /**
   * Child processes: `progressTimeoutMs` counts the process's CPU time, not the wall clock, so work run at a low
   * priority on a busy machine is not cut short for waiting its turn. A worker that holds its job without using
   * the CPU still stops after `STARVED_WALL_FACTOR` times the limit of wall time.
   */
  progressCpuTime?: boolean;
  /** After a finished job: true replaces the worker (what it grew does not come back). */
  recycle?: (worker: PoolWorker<State>) => boolean;
  /** The error a job gets when its worker was killed or died. */
  lost?: (job: Job, reason: KillReason) => Error;
  /** Without `next`: at most this many jobs wait; beyond it `run` rejects with `busy()`. */
  maxQueue?: number;
  busy?: () => Error;
};

export type WorkerPool<Task, Reply, Progress, State, Job extends PoolJob<Task, Reply, Progress>> = {
  /** Runs one job; `job` carries the caller's fields when it schedules with `next`. */
  run(task: Task, extra?: Partial<Omit<Job, 'task' | 'resolve' | 'reject'>>): Promise<Reply>;
  /** Hands the pool a job the caller queued itself (with `next`). */
  pump(): void;
  /** Resolves once a warm worker is ready (at once when none is kept warm, or when workers cannot start). */
  ready(): Promise<void>;
  readyWorkers(): number;
  /** Ready workers with no job. */
  idleWorkers(): number;
  pids(): number[];
  /** Lowers a worker's CPU priority (best effort). */
  setPriority(worker: PoolWorker<State>, niceness: number): boolean;
  isClosed(): boolean;
  close(): Promise<void>;
};

type Slot<Task, Reply, Progress, State, Job extends PoolJob<Task, Reply, Progress>> = PoolWorker<State> & {
  send(message: JobMessage<Task>): void;
  stop(): void;
  ref(): void;
  unref(): void;
  exited: Promise<void>;
  ready: boolean;
  job: Job | null;
  jobId: number;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  killedFor: KillReason | 'recycle' | 'idle' | null;
};

const WATCH_MS = 50;
/** With `progressCpuTime`: wall time, in multiples of the limit, after which a worker that barely ran still stops. */
export const STARVED_WALL_FACTOR = 4;
/** With `progressCpuTime`: the shortest wait before the CPU clock is read again. */
const MIN_RECHECK_MS = 100;
/** Linux's `USER_HZ`, the unit of /proc's CPU times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

export function createWorkerPool<
  Task,
  Reply,
  Progress = never,
  State = Record<string, never>,
  Job extends PoolJob<Task, Reply, Progress> = PoolJob<Task, Reply, Progress>,
>(
  options: WorkerPoolOptions<Task, Reply, Progress, State, Job>,
): WorkerPool<Task, Reply, Progress, State, Job> {
  const warm = options.warm ?? 0;
  const idleMs = options.idleMs ?? 30_000;
  const maxQueue = options.maxQueue ?? Number.POSITIVE_INFINITY;
  const fifo: Job[] = [];
  const next = options.next ?? (() => fifo.shift());
  const waiting = options.waiting ?? (() => fifo.length);
  const takeAll = options.takeAll ?? (() => fifo.splice(0));
  const lost =
    options.lost ?? ((_job: Job, reason: KillReason) => new Error(`the worker ${describe(reason)}`));
  type S = Slot<Task, Reply, Progress, State, Job>;
  const slots: S[] = [];
  let nextId = 1;
  let closed = false;
  let failedStarts = 0;
  let script: string | null = null;
  let markReady: () => void = () => {};
  const firstReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  if (warm === 0) markReady();

  const watchdog = options.memoryLimitMb
    ? setInterval(() => {
        for (const slot of slots) {
          if (!slot.job || slot.killedFor) continue;
          const rss = residentMb(slot.pid);
          if (rss !== null && rss > options.memoryLimitMb!(slot)) kill(slot, 'memory');
        }
      }, WATCH_MS)
    : null;
  watchdog?.unref();

  function spawnSlot(): S {
    script ??= options.script();
    const slot = (options.kind === 'thread' ? threadSlot(script) : processSlot(script)) as S;
    slots.push(slot);
    return slot;
  }

  function base(pid: number | undefined): Omit<S, 'send' | 'stop' | 'ref' | 'unref' | 'exited'> {
    return {
      pid,
      state: options.newState?.() ?? ({} as State),
      served: 0,
      ready: false,
      job: null,
      jobId: 0,
      timer: null,
      idleTimer: null,
      killedFor: null,
    };
  }

  function threadSlot(file: string): S {
    const worker = new Worker(file, options.resourceLimits ? { resourceLimits: options.resourceLimits } : {});
    worker.unref();
    const slot: S = {
      ...base(undefined),
      send: (message) => worker.postMessage(message),
      stop: () => void worker.terminate(),
      ref: () => worker.ref(),
      unref: () => worker.unref(),
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    worker.on('message', (message: WorkerMessage<Reply, Progress>) => onMessage(slot, message));
    worker.on('error', () => onExit(slot));
    worker.on('exit', () => onExit(slot));
    return slot;
  }

  function processSlot(file: string): S {
    const [command, args] = options.command?.(file) ?? [process.execPath, [file]];
    const child: ChildProcess = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const slot: S = {
      ...base(child.pid),
      send: (message) => child.send(message),
      stop: () => child.kill('SIGKILL'),
      ref: () => {},
      unref: () => {},
      exited: new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
      }),
    };
    child.on('message', (message: WorkerMessage<Reply, Progress>) => onMessage(slot, message));
    child.on('exit', () => onExit(slot));
    child.on('error', () => onExit(slot));
    return slot;
  }

  function onMessage(slot: S, message: WorkerMessage<Reply, Progress>) {
    if ('ready' in message) {
      slot.ready = true;
      failedStarts = 0;
      markReady();
      pump();
      return;
    }
    const job = slot.job;
    if (!job || message.id !== slot.jobId) return;
    if ('progress' in message) {
      armProgressClock(slot);
      options.onProgress?.(slot, job);
      job.onProgress?.(message.progress);
      return;
    }
    release(slot);
    slot.served++;
    if ('error' in message) job.reject(new Error(message.error));
    else job.resolve(message.reply);
    if (options.recycle?.(slot)) kill(slot, 'recycle');
    pump();
  }

  function onExit(slot: S) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    const job = slot.job;
    const reason = slot.killedFor === 'timeout' || slot.killedFor === 'memory' ? slot.killedFor : 'crash';
    release(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (job) job.reject(lost(job, reason));
    // A worker that dies before it is ready is broken code or a broken machine, not a hostile input.
    if (!slot.ready && slot.killedFor === null && ++failedStarts > options.size * 3) {
      closed = true;
      markReady();
      for (const queued of takeAll()) queued.reject(new Error('the workers cannot start'));
    }
    pump();
  }

  /** Restarts a job's clock at a progress message: wall time, or the process's CPU time (`progressCpuTime`). */
  function armProgressClock(slot: S) {
    if (slot.timer) clearTimeout(slot.timer);
    const limit = options.progressTimeoutMs ?? options.timeoutMs;
    const cpuAtStart = options.progressCpuTime ? cpuTimeMs(slot.pid) : null;
    const wallAtStart = Date.now();
    const check = () => {
      const cpuNow = cpuAtStart === null ? null : cpuTimeMs(slot.pid);
      const used = cpuAtStart === null || cpuNow === null ? limit : cpuNow - cpuAtStart;
      const wallLeft = limit * STARVED_WALL_FACTOR - (Date.now() - wallAtStart);
      if (used >= limit || wallLeft <= 0) kill(slot, 'timeout');
      else slot.timer = setTimeout(check, Math.max(MIN_RECHECK_MS, Math.min(limit - used, wallLeft)));
    };
    slot.timer = setTimeout(check, limit);
  }

  function kill(slot: S, reason: NonNullable<S['killedFor']>) {
    if (slot.killedFor) return;
    slot.killedFor = reason;
    slot.stop();
  }

  function release(slot: S) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  function idle(slot: S) {
    return slot.ready && !slot.job && !slot.killedFor;
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (!idle(slot)) continue;
      const job = next();
      if (!job) break;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.job = job;
      slot.jobId = nextId++;
      job.startedAt = Date.now();
      options.onStart?.(slot, job);
      slot.ref();
      slot.timer = setTimeout(() => kill(slot, 'timeout'), job.timeoutMs ?? options.timeoutMs);
      slot.send({ id: slot.jobId, task: job.task });
    }
    // Start what is missing, up to the size: the warm ones, one per waiting job, and one more when jobs wait
    // although a worker is idle (the caller's `next` keeps it free, as the readers do for a suspect's file).
    const live = slots.filter((slot) => !slot.killedFor);
    const free = live.filter((slot) => !slot.job).length;
    const queued = waiting();
    const held = queued > 0 && slots.some(idle) ? 1 : 0;
    const wanted = Math.min(options.size, Math.max(warm, live.length - free + queued + held));
    for (let count = live.length; count < wanted; count++) spawnSlot();
    // Hold the process open only while something is being worked on; let extra idle workers go.
    for (const slot of slots) {
      if (!idle(slot)) continue;
      slot.unref();
      if (!slot.idleTimer && live.length > warm) {
        slot.idleTimer = setTimeout(() => {
          slot.idleTimer = null;
          if (idle(slot) && slots.filter((s) => !s.killedFor).length > warm) kill(slot, 'idle');
        }, idleMs);
        slot.idleTimer.unref();
      }
    }
  }

  for (let i = 0; i < warm; i++) spawnSlot();

  return {
    run(task, extra) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      if (!options.next && fifo.length >= maxQueue) {
        return Promise.reject(options.busy?.() ?? new Error('the worker pool is busy'));
      }
      return new Promise<Reply>((resolve, reject) => {
        fifo.push({ ...extra, task, resolve, reject } as Job);
        pump();
      });
    },
    pump,
    ready: () => firstReady,
    readyWorkers: () => slots.filter((slot) => slot.ready && !slot.killedFor).length,
    idleWorkers: () => slots.filter(idle).length,
    pids: () => slots.flatMap((slot) => (slot.pid ? [slot.pid] : [])),
    setPriority(worker, niceness) {
      try {
        if (!worker.pid) return false;
        os.setPriority(worker.pid, niceness);
        return true;
      } catch {
        return false;
      }
    },
    isClosed: () => closed,
    async close() {
      closed = true;
      if (watchdog) clearInterval(watchdog);
      for (const job of takeAll()) job.reject(new Error('server is shutting down'));
      await Promise.all(
        slots.splice(0).map((slot) => {
          if (slot.idleTimer) clearTimeout(slot.idleTimer);
          if (slot.timer) clearTimeout(slot.timer);
          slot.job?.reject(new Error('server is shutting down'));
          slot.job = null;
          slot.killedFor = 'idle';
          slot.stop();
          return slot.exited;
        }),
      );
    },
  };
}

function describe(reason: KillReason): string {
  return reason === 'timeout' ? 'took too long' : reason === 'memory' ? 'used too much memory' : 'stopped';
}

/**
 * The worker side: answers each job with the handler's reply (or its error's message). `warmUp` runs first
 * (first-use costs paid before a job arrives); then the worker says it is ready.
 */
export function serveJobs<Task, Reply, Progress = never>(
  handle: (task: Task, progress: (progress: Progress) => void) => Reply | Promise<Reply>,
  options: { warmUp?: () => Promise<void> | void; transfer?: (reply: Reply) => Transferable[] } = {},
): void {
  const post = (message: WorkerMessage<Reply, Progress>, transfer: Transferable[] = []) => {
    if (parentPort) parentPort.postMessage(message, transfer);
    else process.send?.(message);
  };
  const onJob = async ({ id, task }: JobMessage<Task>) => {
    try {
      const reply = await handle(task, (progress) => post({ id, progress }));
      post({ id, reply }, options.transfer?.(reply));
    } catch (error) {
      post({ id, error: String((error as Error)?.message ?? error) });
    }
  };
  if (parentPort) parentPort.on('message', onJob);
  else {
    process.on('message', onJob);
    // The server went away (even by kill -9): nothing is left to answer to.
    process.on('disconnect', () => process.exit(0));
  }
  void (async () => {
    try {
      await options.warmUp?.();
    } finally {
      post({ ready: true });
    }
  })();
}

/** CPU time a process has used (user and system, all its threads) in ms from /proc (Linux); null elsewhere. */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Fields after the command name, which is in brackets and may hold spaces: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB from /proc (Linux); null where there is no /proc. */
export function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
