import fs from 'node:fs';
import os from 'node:os';
import { MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import { AppError } from '@tailor/core/errors';
import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { bundleScript } from '../../lib/bundle-script.ts';
import { createWorkerPool, type PoolJob, residentMb } from '../../lib/worker-pool.ts';
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
  /** Reader processes at most (default 3: one user's file, one spare for everyone else, one starting up). */
  size?: number;
  /** Readers kept started while idle (default 1); the others start when files wait. */
  warm?: number;
  /** Per file. */
  timeoutMs?: number;
  /**
   * Per page read by OCR (a scanned PDF has at most MAX_OCR_PAGES), in CPU time of the reader; a reader starved of
   * the CPU stops after STARVED_WALL_FACTOR times this of wall time.
   */
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
  /**
   * OS address-space limit of each reader (`prlimit --as`), where prlimit exists. Virtual, not resident (the
   * watchdogs above bound that): the OCR recogniser's WebAssembly memory reserves address space as it grows, and
   * at 4 GB a second scan in a row could abort inside it ("RuntimeError: Aborted()", seen once in two runs); at
   * 8 GB a reader's first scan once died with `std::bad_alloc` while the machine ran other builds. 16 GB leaves it
   * room; what the reader really holds stays bounded by the resident-size watchdogs.
   */
  addressSpaceMb?: number;
  /** A reader that ends a file above this resident size is replaced (what pdfjs grew does not come back). */
  recycleRssMb?: number;
  /** Files a reader reads before it is replaced. */
  recycleAfter?: number;
  /** Files one user may have waiting; beyond it an upload answers 503. */
  maxQueuePerUser?: number;
};

type Job = PoolJob<ExtractRequest, ExtractResult, ExtractionProgress> & { owner: string };
type ReaderState = {
  /** Running at a lower CPU priority (a suspect's file); such a process is replaced after the file. */
  niced: boolean;
  /** Reading a scanned PDF by OCR (it reported a page): the OCR memory limit applies. */
  ocr: boolean;
};

const ENTRY = new URL('./extract-process.ts', import.meta.url);
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((file) => fs.existsSync(file));
const SUSPECT_MS = 5 * 60_000;
const SUSPECT_NICENESS = 15;

const MESSAGES = {
  memory: 'the PDF is too complex to read (it used too much memory)',
  timeout: 'the PDF took too long to read',
  crash: 'the PDF could not be read',
} as const;

/**
 * PDF reading in a pool of child processes (decision 049) on the one worker pool (decision 076). A process has
 * an OS-level memory limit, a watchdog on its resident size and a time limit per file; whatever a hostile PDF
 * makes pdfjs allocate dies with the process, so the server's own memory never grows. Users take turns: each has
 * at most one file being read while anyone else waits, so one user's many (or slow) files never hold up
 * another's beyond one slot. One reader is kept warm; the others start when files wait and stop when idle.
 */
export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  const size = options.size ?? Math.max(3, Math.min(5, os.availableParallelism()));
  const timeoutMs = options.timeoutMs ?? 8_000;
  const ocrPageTimeoutMs = options.ocrPageTimeoutMs ?? 20_000;
  const heapMb = options.heapMb ?? 192;
  const maxRssMb = options.maxRssMb ?? 320;
  const ocrMaxRssMb = options.ocrMaxRssMb ?? 480;
  const addressSpaceMb = options.addressSpaceMb ?? 16_384;
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

  function nextJob(): Job | undefined {
    const now = Date.now();
    // Readers killed for a hostile file take a while to come back: a suspect's file never takes the last one.
    const idle = pool.idleWorkers();
    for (const [owner, jobs] of queues) {
      if ((running.get(owner) ?? 0) >= perUser) continue;
      if ((coolingUntil.get(owner) ?? 0) > now) continue;
      if (idle < 2 && (suspectUntil.get(owner) ?? 0) > now) continue;
      coolingUntil.delete(owner);
      const job = jobs.shift();
      queues.delete(owner);
      if (jobs.length > 0) queues.set(owner, jobs);
      if (!job) continue;
      running.set(owner, (running.get(owner) ?? 0) + 1);
      return job;
    }
    return undefined;
  }

  function takeAll(): Job[] {
    const all = [...queues.values()].flat();
    queues.clear();
    return all;
  }

  function finished(job: Job) {
    const left = (running.get(job.owner) ?? 1) - 1;
    if (left > 0) running.set(job.owner, left);
    else running.delete(job.owner);
  }

  const pool = createWorkerPool<ExtractRequest, ExtractResult, ExtractionProgress, ReaderState, Job>({
    kind: 'process',
    // CommonJS packages and packages that load files beside themselves stay outside the bundle.
    script: () => bundleScript(ENTRY, ['pdfjs-dist', 'mammoth', 'tesseract.js', '@tesseract.js-data/eng']),
    command(script) {
      // V8 reserves ~10 GB of address space per WebAssembly memory for its trap handler, which an address-space
      // limit forbids (tsx loads a small WebAssembly lexer); bounds checks in code do the same job.
      const nodeArgs = [
        `--max-old-space-size=${heapMb}`,
        '--max-semi-space-size=16',
        '--disable-wasm-trap-handler',
        script,
      ];
      return PRLIMIT
        ? [PRLIMIT, [`--as=${addressSpaceMb * 1024 * 1024}`, '--', process.execPath, ...nodeArgs]]
        : [process.execPath, nodeArgs];
    },
    size,
    warm: options.warm ?? 1,
    timeoutMs,
    progressTimeoutMs: ocrPageTimeoutMs,
    // OCR runs at a low priority (pdf-ocr.ts): its page limit counts the CPU it got, not its wait for it.
    progressCpuTime: true,
    newState: () => ({ niced: false, ocr: false }),
    memoryLimitMb: (reader) => (reader.state.ocr ? ocrMaxRssMb : maxRssMb),
    next: nextJob,
    waiting: () => [...queues.values()].reduce((sum, jobs) => sum + jobs.length, 0),
    takeAll,
    onStart(reader, job) {
      if ((suspectUntil.get(job.owner) ?? 0) > Date.now()) {
        reader.state.niced = pool.setPriority(reader, SUSPECT_NICENESS);
      }
      // Settled either way: the owner's running count follows the job.
      const settle = () => finished(job);
      const { resolve, reject } = job;
      job.resolve = (value) => {
        settle();
        resolve(value);
      };
      job.reject = (error) => {
        settle();
        reject(error);
      };
    },
    // OCR reads a page at a time, each page within its own time limit (at most MAX_OCR_PAGES pages).
    onProgress: (reader) => {
      reader.state.ocr = true;
    },
    // What pdfjs grew for a big or hostile file stays in the process: start afresh rather than carry it.
    recycle: (reader) =>
      reader.state.niced ||
      reader.state.ocr ||
      reader.served >= recycleAfter ||
      (residentMb(reader.pid) ?? 0) > recycleRssMb,
    lost(job, reason) {
      // A file that had to be stopped costs its sender the same time again, and their next files run at a low
      // CPU priority: a stream of hostile files takes at most half of one reader, and the CPU that replacement
      // readers need to start stays with everyone else.
      const ran = Date.now() - (job.startedAt ?? Date.now());
      coolingUntil.set(job.owner, Date.now() + ran);
      suspectUntil.set(job.owner, Date.now() + SUSPECT_MS);
      setTimeout(() => pool.pump(), ran + 1).unref();
      return new PdfUnreadableError(MESSAGES[reason]);
    },
  });

  return {
    ready: () => pool.ready(),
    warmReaders: () => pool.readyWorkers(),
    pending: (owner) => (queues.get(owner)?.length ?? 0) + (running.get(owner) ?? 0),
    pids: () => pool.pids(),
    async extract(bytes, { owner = '', kind = 'pdf', onProgress } = {}) {
      if (pool.isClosed()) throw new Error('extraction pool is closed');
      const waiting = queues.get(owner) ?? [];
      if (waiting.length >= maxQueuePerUser) {
        throw new AppError(
          'BUSY',
          'We are reading many of your PDFs right now. Please try again in a minute.',
        );
      }
      const result = await new Promise<ExtractResult>((resolve, reject) => {
        waiting.push({ owner, task: { bytes, kind }, onProgress, resolve, reject });
        queues.set(owner, waiting);
        pool.pump();
      });
      if (!result.ok) throw new PdfUnreadableError(result.unreadable ? result.message : MESSAGES.crash);
      if (!('data' in result)) throw new Error('the reader answered with a check');
      const { content, data, pages, method, lowConfidencePages } = result;
      return { content, data, pages, method, lowConfidencePages };
    },
    // A job kind of the same readers, under the same per-user turns (decision 082).
    async check(bytes, { owner = '', format, jsonText }) {
      if (pool.isClosed()) throw new Error('extraction pool is closed');
      const waiting = queues.get(owner) ?? [];
      const kind = format === 'pdf' ? 'check-pdf' : 'check-docx';
      const result = await new Promise<ExtractResult>((resolve, reject) => {
        waiting.push({ owner, task: { bytes, kind, jsonText }, resolve, reject });
        queues.set(owner, waiting);
        pool.pump();
      });
      if (!result.ok) throw new PdfUnreadableError(result.unreadable ? result.message : MESSAGES.crash);
      if (!('check' in result)) throw new Error('the reader answered with a resume');
      return result.check;
    },
    close: () => pool.close(),
  };
}
