import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { MAX_UPLOAD_BYTES } from '@tailor/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumePdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { createExtractionPool } from './extraction-pool.ts';

const run = promisify(execFile);

describe('the API process', () => {
  it('never loads pdfjs, whose legacy build replaces Array.prototype.push and JSON for the whole process', async () => {
    const probe = new URL('./api-process-probe.ts', import.meta.url).pathname;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', probe], { timeout: 120_000 });
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(report).toEqual({
      status: 201,
      name: 'Probe',
      push: true,
      stringify: true,
      parse: true,
      pdfjsLoaded: false,
    });
  }, 150_000);
});

describe('an upload over 10 MB', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.close());

  /** Streams `total` bytes of a multipart file part and reports what was sent when the answer came. */
  function streamUpload(options: { total: number; declareLength: boolean }) {
    const boundary = 'tailorboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    return new Promise<{ status: number; body: string; sentBytes: number }>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/resumes',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(options.declareLength ? { 'content-length': String(options.total) } : {}),
        },
      });
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      const pump = () => {
        while (!answered && sent < options.total) {
          const piece = sent === 0 ? head : chunk;
          sent += piece.length;
          if (!request.write(piece)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, sentBytes: sent });
          request.destroy();
        });
      });
      // A server that refuses closes the connection while the client still writes: Node's client may then
      // report the failed write (EPIPE, ECONNRESET) instead of the answer. What was sent is known either way.
      request.on('error', () => {
        if (!answered) resolve({ status: 0, body: '', sentBytes: sent });
      });
      pump();
    });
  }

  it('stops reading a streamed (chunked) upload at the limit and answers 413', async () => {
    const result = await streamUpload({ total: 200 * 1024 * 1024, declareLength: false });
    // The answer itself may be lost to the closed connection (see streamUpload); when it arrives it is a 413.
    if (result.status !== 0) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        message: 'File size exceeds 10MB limit',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    // The rest of the 200 MB is never read: what was sent is the limit plus what the sockets buffer.
    expect(result.sentBytes).toBeLessThan(MAX_UPLOAD_BYTES + 20 * 1024 * 1024);
  }, 60_000);

  it('answers 413 to a declared size over the limit before reading the body', async () => {
    const result = await streamUpload({ total: 200 * 1024 * 1024, declareLength: true });
    expect(result.status).toBe(413);
    expect(result.sentBytes).toBeLessThan(MAX_UPLOAD_BYTES);
  }, 60_000);
});

describe('the PDF reading pool', () => {
  it('lets another user’s file past one user’s queue: users take turns', async () => {
    const pool = createExtractionPool({ size: 3, warm: 3 });
    try {
      while (pool.warmReaders() < 3) await new Promise((resolve) => setTimeout(resolve, 50));
      const finished: string[] = [];
      // One user's long files, another's short one: with turns, the short one is read beside the first long one
      // and ends long before the third; without them it would wait for a reader behind the first three.
      const long = resumePdf({ name: 'Turn Taker', pages: 4 });
      const short = resumePdf({ name: 'Other User', pages: 1 });
      const read = (owner: string, label: string, bytes: Uint8Array) =>
        pool.extract(bytes, { owner }).then(() => {
          finished.push(label);
        });
      const many = Array.from({ length: 5 }, (_, i) => read('many', `many-${i}`, long));
      const one = read('one', 'one', short);
      expect(pool.pending('many')).toBe(5);
      await Promise.all([...many, one]);
      // "one" started beside the first of "many" files (one of them at a time), so it ends before the third.
      expect(finished.indexOf('one')).toBeLessThan(finished.indexOf('many-2'));
      expect(pool.pending('many')).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('kills a reader whose memory passes the limit and answers with a message about memory', async () => {
    const { zipBombPdf } = await import('../../test/pdf-fixtures.ts');
    const pool = createExtractionPool({ size: 3, maxRssMb: 256 });
    try {
      await pool.ready();
      await expect(pool.extract(zipBombPdf(400), { owner: 'bomber' })).rejects.toThrow(
        'the PDF is too complex to read (it used too much memory)',
      );
      // The replacement reads ordinary files.
      const result = await pool.extract(resumePdf({ name: 'After Bomb' }), { owner: 'other' });
      expect(result.data.name).toBe('After Bomb');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
