import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@tailor/core/errors';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';
import type { ExtractResult } from './extract-worker.ts';
import { PdfUnreadableError } from './pdf-text.ts';

export type Extraction = { content: string; data: ResumeData; pages: number };

export type ExtractionPool = {
  extract(bytes: Uint8Array): Promise<Extraction>;
  /** Resolves once every worker has warmed up (or given up starting). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Job = {
  id: number;
  bytes: Uint8Array;
  resolve(value: Extraction): void;
  reject(error: Error): void;
};

type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null; ready: boolean };

const WORKER_URL = new URL('./extract-worker.mjs', import.meta.url);

/**
 * PDF text extraction and parsing off the request thread. Each worker has a memory cap and each file a time
 * limit: a hostile PDF (zip-bomb stream, thousands of pages, broken xref) costs one worker, which is replaced,
 * while the event loop keeps serving other requests.
 */
export function createExtractionPool(
  options: { size?: number; timeoutMs?: number; maxMemoryMb?: number; maxQueue?: number } = {},
): ExtractionPool {
  const size = options.size ?? Math.max(2, Math.min(4, os.availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 8_000;
  const maxMemoryMb = options.maxMemoryMb ?? 256;
  const maxQueue = options.maxQueue ?? size * 8;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let failedStarts = 0;
  let markReady: () => void = () => {};
  const allReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const checkReady = () => {
    if (closed || slots.every((slot) => slot.ready)) markReady();
  };

  function spawnSlot(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, job: null, timer: null, ready: false };
    worker.on('message', (result: ExtractResult) => {
      if ('ready' in result) {
        slot.ready = true;
        failedStarts = 0;
        checkReady();
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== result.id) return;
      finish(slot);
      if (result.ok) {
        job.resolve({ content: result.content, data: normalizeResumeData(result.data), pages: result.pages });
      } else if (result.unreadable) {
        job.reject(new PdfUnreadableError(result.message));
      } else {
        job.reject(new PdfUnreadableError('the PDF could not be read'));
      }
      pump();
    });
    worker.on('error', () => replace(slot, 'the PDF is too complex to read (it used too much memory)'));
    worker.on('exit', () => {
      if (!closed && slots.includes(slot)) replace(slot, 'the PDF could not be read');
    });
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  function replace(slot: Slot, message: string) {
    const job = slot.job;
    // A worker that dies before it is ready is broken code, not a hostile file: stop respawning.
    if (!slot.ready && ++failedStarts > size * 3) {
      closed = true;
      markReady();
      for (const queued of queue.splice(0)) queued.reject(new Error('PDF extraction workers cannot start'));
    }
    finish(slot);
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    void slot.worker.terminate();
    job?.reject(new PdfUnreadableError(message));
    if (!closed) {
      slots.push(spawnSlot());
      pump();
    }
  }

  function pump() {
    for (const slot of slots) {
      if (slot.job || !slot.ready) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.timer = setTimeout(() => replace(slot, 'the PDF took too long to read'), timeoutMs);
      slot.worker.postMessage({ id: job.id, bytes: job.bytes });
    }
  }

  for (let i = 0; i < size; i++) slots.push(spawnSlot());

  return {
    ready: () => allReady,
    extract(bytes) {
      if (closed) return Promise.reject(new Error('extraction pool is closed'));
      // Bounded: a flood of uploads waits in line up to a point, then is told to come back.
      if (queue.length >= maxQueue) {
        return Promise.reject(
          new AppError('BUSY', 'We are reading many PDFs right now. Please try again in a minute.'),
        );
      }
      return new Promise<Extraction>((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('server is shutting down'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
