import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | {
      status?: number;
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number };
      /** Answer only after this long, like a model that takes its time. */
      delayMs?: number;
    }
  | { status: number; body: string }
  | { hangMs: number };

export type FakeOpenAi = {
  baseUrl: string;
  /** What arrived, with when (`Date.now()`). */
  requests: Array<{ path: string; body: Record<string, unknown>; receivedAt: number }>;
  /** Replies in order; when the queue is empty, `fallback` answers. */
  queue: FakeReply[];
  fallback: ((body: Record<string, unknown>) => FakeReply) | null;
  close(): Promise<void>;
};

/** A real HTTP server that speaks the OpenAI chat completions API, answering from a script. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    queue: [],
    fallback: null,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    fake.requests.push({ path: request.url ?? '', body, receivedAt: Date.now() });
    if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    const reply = fake.queue.shift() ??
      fake.fallback?.(body) ?? { status: 500, body: '{"error":"no scripted reply"}' };
    if ('hangMs' in reply) {
      setTimeout(() => response.destroy(), reply.hangMs);
      return;
    }
    if ('body' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: reply.usage ?? { prompt_tokens: 1200, completion_tokens: 800 },
      }),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
