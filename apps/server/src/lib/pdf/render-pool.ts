import os from 'node:os';
import { AppError } from '@tailor/core/errors';
import { bundleScript } from '../bundle-script.ts';
import { createWorkerPool } from '../worker-pool.ts';
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

const ENTRY = new URL('./render-worker.ts', import.meta.url);

/**
 * Worker threads that lay out and draw PDFs (decision 051) on the one worker pool (decision 076): a 1 MB
 * tailored resume takes seconds of CPU, which on the request thread stalled every other request. A drawing that
 * overruns its time is stopped and its thread replaced. Threads start when a drawing waits and stop when idle;
 * an idle pool never keeps the process alive.
 */
export function createRenderPool(
  options: { size?: number; timeoutMs?: number; maxQueue?: number } = {},
): RenderPool {
  const pool = createWorkerPool<RenderTask, RenderResult>({
    kind: 'thread',
    script: () => bundleScript(ENTRY, ['jspdf']),
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    size: options.size ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    timeoutMs: options.timeoutMs ?? 30_000,
    maxQueue: options.maxQueue ?? 64,
    busy: () => new AppError('BUSY', 'We are drawing many PDFs right now. Please try again in a minute.'),
    lost: (_job, reason) =>
      new Error(reason === 'timeout' ? 'drawing the PDF took too long' : 'the PDF drawing thread stopped'),
  });
  return {
    async drawPdf({ jsonText, title }) {
      const result = await pool.run({ kind: 'pdf', jsonText, title }).catch((error: Error) => {
        throw error instanceof AppError ? error : new Error(`drawing the PDF failed: ${error.message}`);
      });
      if (!('bytes' in result)) throw new Error('drawing the PDF failed');
      return result;
    },
    async writeDocx({ jsonText, title }) {
      const result = await pool.run({ kind: 'docx', jsonText, title }).catch((error: Error) => {
        throw error instanceof AppError ? error : new Error(`writing the Word file failed: ${error.message}`);
      });
      if (!('bytes' in result)) throw new Error('writing the Word file failed');
      return result;
    },
    async structure({ jsonText }) {
      const result = await pool.run({ kind: 'structure', jsonText, title: '' }).catch((error: Error) => {
        throw error instanceof AppError ? error : new Error(`laying out the resume failed: ${error.message}`);
      });
      if (!('structure' in result)) throw new Error('laying out the resume failed');
      return result.structure;
    },
    close: () => pool.close(),
  };
}

let shared: RenderPool | null = null;
/** One pool per process, made on first use (its threads start on demand and never keep the process alive). */
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}
