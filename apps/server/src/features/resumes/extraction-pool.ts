import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import { AppError } from '@tailor/core/errors';
import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { bundleScript } from '../../lib/bundle-script.ts';
import type { ExtractRequest, ExtractResult, ReadMethod } from './extract-process.ts';
import { PdfUnreadableError } from './pdf-file.ts';

export type Extraction = {
  content: string;
  data: ResumeData;
  pages: number;
  method: ReadMethod;
  lowConfidencePages: number[];
};

/** Where a file stands: waiting for a reader, or being read by OCR (page n of N). */
export type ExtractionProgress = { page: number; total: number };

export type ExtractionPool = {
  /**
   * Reads one PDF (or, with `kind: 'docx'`, one Word file) in a child process. `owner` (the user) decides the
   * turn: users take turns, one file each.
   */
  extract(
    bytes: Uint8Array,
    options?: {
      owner?: string;
      kind?: ExtractRequest['kind'];
      /** Called as OCR starts each page of a scanned PDF. */
      onProgress?: (progress: ExtractionProgress) => void;
    },
  ): Promise<Extraction>;
  /**
   * Reads an exported PDF or Word file back and compares it with the resume JSON it was made from
   * (decision 082), in a reading process like any other file.
   */
  check(
    bytes: Uint8Array,
    options: { owner?: string; format: ExportCheck['format']; jsonText: string },
  ): Promise<ExportCheck>;
  /** Resolves once a reader has warmed up (or the pool has given up starting them). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Readers warmed up and alive. */
  warmReaders(): number;
  /** Files of this owner waiting or being read. */
  pending(owner: string): number;
  /** Process ids of the live readers (for the fault suite and benchmarks). */
  pids(): number[];
};

export type ExtractionPoolOptions = {
  /** Reader processes (default 3: one user's file, one spare for everyone else, one starting up). */
  size?: number;
  /** Per file. */
  timeoutMs?: number;
  /** Per page read by OCR (a scanned PDF has at most MAX_OCR_PAGES). */
  ocrPageTimeoutMs?: number;
  /** V8 heap cap of each reader (`--max-old-space-size`). */
  heapMb?: number;
  /** Resident memory at which a reader is killed at once (checked every 50 ms). */
  maxRssMb?: number;
  /**
   * The same while it reads a scanned PDF by OCR: the recogniser's thread and its WebAssembly memory come on top
   * (decision 068). The reader is replaced after such a file.
   */
  ocrMaxRssMb?: number;
  /** OS address-space limit of each reader (`prlimit --as`), where prlimit exists. */
  addressSpaceMb?: number;
  /** A reader that ends a file above this resident size is replaced (what pdfjs grew does not come back). */
  recycleRssMb?: number;
  /** Files a reader reads before it is replaced. */
  recycleAfter?: number;
  /** Files one user may have waiting; beyond it an upload answers 503. */
  maxQueuePerUser?: number;
};

type Job = {
  id: number;
  owner: string;
  startedAt?: number;
  bytes: Uint8Array;
  kind: ExtractRequest['kind'];
  jsonText?: string;
  onProgress: ((progress: ExtractionProgress) => void) | undefined;
  resolve(value: Extract<ExtractResult, { ok: true }>): void;
  reject(error: Error): void;
};

type Slot = {
  child: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  ready: boolean;
  served: number;
  /** Running at a lower CPU priority (a suspect's file); such a process is replaced after the file. */
  niced: boolean;
  /** Reading a scanned PDF by OCR (it reported a page): the OCR memory limit applies. */
  ocr: boolean;
  /** Why we killed it, if we did. */
  killedFor: 'memory' | 'timeout' | 'recycle' | null;
};

const ENTRY = new URL('./extract-process.ts', import.meta.url);
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((file) => fs.existsSync(file));
const WATCH_MS = 50;
const SUSPECT_MS = 5 * 60_000;
const SUSPECT_NICENESS = 15;

const MESSAGES = {
  memory: 'the PDF is too complex to read (it used too much memory)',
  timeout: 'the PDF took too long to read',
  crash: 'the PDF could not be read',
} as const;

/**
 * PDF reading in a pool of child processes (decision 049). A process has an OS-level memory limit, a watchdog
 * on its resident size and a time limit per file; whatever a hostile PDF makes pdfjs allocate dies with the
 * process, so the server's own memory never grows. Users take turns: each has at most one file being read
 * while anyone else waits, so one user's many (or slow) files never hold up another's beyond one slot.
 */
export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  const size = options.size ?? Math.max(3, Math.min(5, os.availableParallelism()));
  const timeoutMs = options.timeoutMs ?? 8_000;
  const ocrPageTimeoutMs = options.ocrPageTimeoutMs ?? 20_000;
  const heapMb = options.heapMb ?? 192;
  const maxRssMb = options.maxRssMb ?? 320;
  const ocrMaxRssMb = options.ocrMaxRssMb ?? 480;
  const addressSpaceMb = options.addressSpaceMb ?? 4096;
  const recycleRssMb = options.recycleRssMb ?? 224;
  const recycleAfter = options.recycleAfter ?? 50;
  const maxQueuePerUser = options.maxQueuePerUser ?? MAX_RESUMES_PER_USER;
  // Keep slots for others: one user never holds more than all but two readers.
  const perUser = Math.max(1, size - 2);

  /** Waiting files by user, in turn order: the user served last goes to the back. */
  const queues = new Map<string, Job[]>();
  const running = new Map<string, number>();
  /** A user whose file had to be killed waits as long as it ran before their next file is read. */
  const coolingUntil = new Map<string, number>();
  /** Users whose file had to be killed lately: their next files are read at a low CPU priority. */
  const suspectUntil = new Map<string, number>();
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let failedStarts = 0;
  let markReady: () => void = () => {};
  const firstReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  // The server may listen once one reader is warm: the others finish warming while it serves.
  const checkReady = () => {
    if (closed || slots.some((slot) => slot.ready)) markReady();
  };

  const watchdog = setInterval(() => {
    for (const slot of slots) {
      if (!slot.job || slot.killedFor) continue;
      const rss = residentMb(slot.child.pid);
      if (rss !== null && rss > (slot.ocr ? ocrMaxRssMb : maxRssMb)) kill(slot, 'memory');
    }
  }, WATCH_MS);
  watchdog.unref();

  function spawnSlot(): Slot {
    // V8 reserves ~10 GB of address space per WebAssembly memory for its trap handler, which an address-space
    // limit forbids (tsx loads a small WebAssembly lexer); bounds checks in code do the same job.
    const nodeArgs = [
      `--max-old-space-size=${heapMb}`,
      '--max-semi-space-size=16',
      '--disable-wasm-trap-handler',
      script,
    ];
    const [command, args] = PRLIMIT
      ? [PRLIMIT, [`--as=${addressSpaceMb * 1024 * 1024}`, '--', process.execPath, ...nodeArgs]]
      : [process.execPath, nodeArgs];
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const slot: Slot = {
      child,
      job: null,
      timer: null,
      ready: false,
      served: 0,
      niced: false,
      ocr: false,
      killedFor: null,
    };
    child.on('message', (result: ExtractResult) => onMessage(slot, result));
    child.on('exit', () => onExit(slot));
    child.on('error', () => onExit(slot));
    return slot;
  }

  function onMessage(slot: Slot, result: ExtractResult) {
    if ('ready' in result) {
      slot.ready = true;
      failedStarts = 0;
      checkReady();
      pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== result.id) return;
    if ('progress' in result) {
      // OCR reads a page at a time, each page within its own time limit (at most MAX_OCR_PAGES pages).
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = setTimeout(() => kill(slot, 'timeout'), ocrPageTimeoutMs);
      slot.ocr = true;
      job.onProgress?.(result.progress);
      return;
    }
    release(slot);
    slot.served++;
    if (result.ok) job.resolve(result);
    else job.reject(new PdfUnreadableError(result.unreadable ? result.message : MESSAGES.crash));
    // What pdfjs grew for a big or hostile file stays in the process: start afresh rather than carry it.
    const rss = residentMb(slot.child.pid) ?? 0;
    if (slot.niced || slot.ocr || slot.served >= recycleAfter || rss > recycleRssMb) kill(slot, 'recycle');
    pump();
  }

  function onExit(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    const job = slot.job;
    release(slot);
    if (job) {
      // A file that had to be stopped costs its sender the same time again, and their next files run at a low
      // CPU priority: a stream of hostile files takes at most half of one reader, and the CPU that replacement
      // readers need to start stays with everyone else.
      const ran = Date.now() - (job.startedAt ?? Date.now());
      coolingUntil.set(job.owner, Date.now() + ran);
      suspectUntil.set(job.owner, Date.now() + SUSPECT_MS);
      setTimeout(pump, ran + 1).unref();
      const reason = slot.killedFor === 'timeout' || slot.killedFor === 'memory' ? slot.killedFor : 'crash';
      job.reject(new PdfUnreadableError(MESSAGES[reason]));
    }
    // A process that dies before it is ready is broken code or a broken machine, not a hostile file.
    if (!slot.ready && ++failedStarts > size * 3) {
      closed = true;
      markReady();
      for (const queued of takeAll()) queued.reject(new Error('PDF reading processes cannot start'));
    }
    if (!closed) {
      slots.push(spawnSlot());
      pump();
    }
  }

  function kill(slot: Slot, reason: NonNullable<Slot['killedFor']>) {
    if (slot.killedFor) return;
    slot.killedFor = reason;
    slot.child.kill('SIGKILL');
  }

  function lowerPriority(slot: Slot) {
    try {
      if (slot.child.pid) os.setPriority(slot.child.pid, SUSPECT_NICENESS);
      slot.niced = true;
    } catch {
      // Not permitted here: the cool-down still applies.
    }
  }

  function release(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    if (job) {
      const left = (running.get(job.owner) ?? 1) - 1;
      if (left > 0) running.set(job.owner, left);
      else running.delete(job.owner);
    }
  }

  function nextJob(): Job | undefined {
    const now = Date.now();
    // Readers killed for a hostile file take a while to come back: a suspect's file never takes the last one.
    const idle = slots.filter((slot) => slot.ready && !slot.job && !slot.killedFor).length;
    for (const [owner, jobs] of queues) {
      if ((running.get(owner) ?? 0) >= perUser) continue;
      if ((coolingUntil.get(owner) ?? 0) > now) continue;
      if (idle < 2 && (suspectUntil.get(owner) ?? 0) > now) continue;
      coolingUntil.delete(owner);
      const job = jobs.shift()!;
      queues.delete(owner);
      if (jobs.length > 0) queues.set(owner, jobs);
      return job;
    }
    return undefined;
  }

  function takeAll(): Job[] {
    const all = [...queues.values()].flat();
    queues.clear();
    return all;
  }

  function pump() {
    for (const slot of slots) {
      if (slot.job || !slot.ready || slot.killedFor) continue;
      const job = nextJob();
      if (!job) return;
      slot.job = job;
      job.startedAt = Date.now();
      if ((suspectUntil.get(job.owner) ?? 0) > job.startedAt) lowerPriority(slot);
      running.set(job.owner, (running.get(job.owner) ?? 0) + 1);
      slot.timer = setTimeout(() => kill(slot, 'timeout'), timeoutMs);
      slot.child.send({
        id: job.id,
        bytes: job.bytes,
        kind: job.kind,
        jsonText: job.jsonText,
      } satisfies ExtractRequest);
    }
  }

  // CommonJS packages and packages that load files beside themselves stay outside the bundle.
  const script = bundleScript(ENTRY, ['pdfjs-dist', 'mammoth', 'tesseract.js', '@tesseract.js-data/eng']);
  for (let i = 0; i < size; i++) slots.push(spawnSlot());

  return {
    ready: () => firstReady,
    warmReaders: () => slots.filter((slot) => slot.ready && !slot.killedFor).length,
    pending: (owner) => (queues.get(owner)?.length ?? 0) + (running.get(owner) ?? 0),
    pids: () => slots.flatMap((slot) => (slot.child.pid ? [slot.child.pid] : [])),
    extract(bytes, { owner = '', kind = 'pdf', onProgress } = {}) {
      if (closed) return Promise.reject(new Error('extraction pool is closed'));
      const waiting = queues.get(owner) ?? [];
      if (waiting.length >= maxQueuePerUser) {
        return Promise.reject(
          new AppError('BUSY', 'We are reading many of your PDFs right now. Please try again in a minute.'),
        );
      }
      return new Promise<Extraction>((resolve, reject) => {
        const done = (result: Extract<ExtractResult, { ok: true }>) => {
          if (!('data' in result)) return reject(new Error('the reader answered with a check'));
          const { content, data, pages, method, lowConfidencePages } = result;
          resolve({ content, data, pages, method, lowConfidencePages });
        };
        waiting.push({ id: nextId++, owner, bytes, kind, onProgress, resolve: done, reject });
        queues.set(owner, waiting);
        pump();
      });
    },
    check(bytes, { owner = '', format, jsonText }) {
      if (closed) return Promise.reject(new Error('extraction pool is closed'));
      const waiting = queues.get(owner) ?? [];
      return new Promise<ExportCheck>((resolve, reject) => {
        const done = (result: Extract<ExtractResult, { ok: true }>) =>
          'check' in result ? resolve(result.check) : reject(new Error('the reader answered with a resume'));
        const kind = format === 'pdf' ? 'check-pdf' : 'check-docx';
        waiting.push({
          id: nextId++,
          owner,
          bytes,
          kind,
          jsonText,
          onProgress: undefined,
          resolve: done,
          reject,
        });
        queues.set(owner, waiting);
        pump();
      });
    },
    async close() {
      closed = true;
      clearInterval(watchdog);
      for (const job of takeAll()) job.reject(new Error('server is shutting down'));
      const exits = slots.splice(0).map(
        (slot) =>
          new Promise<void>((resolve) => {
            if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
            slot.child.once('exit', () => resolve());
            slot.job?.reject(new Error('server is shutting down'));
            slot.child.kill('SIGKILL');
          }),
      );
      await Promise.all(exits);
    },
  };
}

/** Resident memory of a process in MB from /proc (Linux); null where there is no /proc. */
function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
