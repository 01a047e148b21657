import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@tailor/core/errors';
import { bundleScript } from '../../lib/bundle-script.ts';
import type { RenderResult, RenderTask } from './render-worker.ts';

export type RenderPool = {
  /** Draws the PDF of a tailored resume's stored JSON (as text: parsing it is part of the work). */
  drawPdf(input: { jsonText: string; title: string }): Promise<DrawnFile>;
  /** Writes the Word file of a resume's JSON (decision 084). */
  writeDocx(input: { jsonText: string; title: string }): Promise<DrawnFile>;
  /** Which page each section of the laid-out resume starts on. */
  structure(input: { jsonText: string }): Promise<Array<{ name: string; page: number }>>;
  close(): Promise<void>;
};

/** A drawn file with its page count and the page target it was fitted to (decision 083). */
export type DrawnFile = { bytes: Uint8Array; pages: number; targetPages: number | null };

type Pending = { task: RenderTask; resolve(result: RenderResult): void; reject(error: Error): void };
type Thread = { worker: Worker; current: Pending | null; timer: NodeJS.Timeout | null };

const ENTRY = new URL('./render-worker.ts', import.meta.url);

/**
 * Worker threads that lay out and draw PDFs (decision 051): a 1 MB tailored resume takes seconds of CPU, which on
 * the request thread stalled every other request. A drawing that overruns its time is stopped and its thread
 * replaced. Threads are unreferenced: an idle pool never keeps the process alive.
 */
export function createRenderPool(
  options: { size?: number; timeoutMs?: number; maxQueue?: number } = {},
): RenderPool {
  const size = options.size ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxQueue = options.maxQueue ?? 64;
  const script = bundleScript(ENTRY, ['jspdf']);
  const threads: Thread[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Thread {
    const worker = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.unref();
    const thread: Thread = { worker, current: null, timer: null };
    worker.on('message', (result: RenderResult) => {
      const pending = thread.current;
      if (!pending || pending.task.id !== result.id) return;
      done(thread);
      pending.resolve(result);
      pump();
    });
    worker.on('error', (error) => replace(thread, error));
    worker.on('exit', () => replace(thread, new Error('the PDF drawing thread stopped')));
    return thread;
  }

  function done(thread: Thread) {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.current = null;
  }

  function replace(thread: Thread, error: Error) {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    const pending = thread.current;
    done(thread);
    void thread.worker.terminate();
    pending?.reject(error);
    if (!closed) {
      threads.push(spawn());
      pump();
    }
  }

  function pump() {
    for (const thread of threads) {
      if (thread.current) continue;
      const pending = queue.shift();
      if (!pending) return;
      thread.current = pending;
      thread.worker.ref();
      thread.timer = setTimeout(() => replace(thread, new Error('drawing the PDF took too long')), timeoutMs);
      thread.worker.postMessage(pending.task);
    }
    // Hold the process open only while something is being drawn.
    for (const thread of threads) if (!thread.current) thread.worker.unref();
  }

  function run(task: Omit<RenderTask, 'id'>): Promise<RenderResult> {
    if (closed) return Promise.reject(new Error('render pool is closed'));
    if (queue.length >= maxQueue) {
      return Promise.reject(
        new AppError('BUSY', 'We are drawing many PDFs right now. Please try again in a minute.'),
      );
    }
    return new Promise<RenderResult>((resolve, reject) => {
      queue.push({ task: { ...task, id: nextId++ }, resolve, reject });
      pump();
    });
  }

  for (let i = 0; i < size; i++) threads.push(spawn());

  return {
    async drawPdf({ jsonText, title }) {
      const result = await run({ kind: 'pdf', jsonText, title });
      if (!result.ok) throw new Error(`drawing the PDF failed: ${result.message}`);
      if (!('bytes' in result)) throw new Error('drawing the PDF failed');
      return { bytes: result.bytes, pages: result.pages, targetPages: result.targetPages };
    },
    async writeDocx({ jsonText, title }) {
      const result = await run({ kind: 'docx', jsonText, title });
      if (!result.ok) throw new Error(`writing the Word file failed: ${result.message}`);
      if (!('bytes' in result)) throw new Error('writing the Word file failed');
      return { bytes: result.bytes, pages: result.pages, targetPages: result.targetPages };
    },
    async structure({ jsonText }) {
      const result = await run({ kind: 'structure', jsonText, title: '' });
      if (!result.ok) throw new Error(`laying out the resume failed: ${result.message}`);
      if (!('structure' in result)) throw new Error('laying out the resume failed');
      return result.structure;
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('server is shutting down'));
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}

let shared: RenderPool | null = null;

/** One pool per process, started on first use (its threads never keep the process alive). */
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}
