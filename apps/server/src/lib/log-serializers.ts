import type { FastifyRequest } from 'fastify';

/**
 * Logs never carry query strings, bodies, SQL parameters or database detail: any of them can hold a password, a
 * session token or a hash (a failed insert used to log the argon2 hash of a sign-up). See decision 056.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: (request.url ?? '').split('?')[0] ?? '',
      remoteAddress: request.ip,
    };
  },
  err(error: unknown) {
    return describeError(error, 0);
  },
};

type Described = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  cause?: Described;
};

function describeError(error: unknown, depth: number): Described {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-Error thrown', stack: '' };
  const e = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const described: Described = { type: e.name, message: e.message, stack: '' };
  if (typeof e.code === 'string') described.code = e.code;
  if (typeof e.query === 'string') {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — keep the SQL, drop the values.
    described.query = e.query.slice(0, 2000);
    described.message = 'Failed query';
  } else if (e.stack) {
    // The stack repeats the message on its first line; keep the frames only when the message is ours.
    described.stack = e.stack.split('\n').slice(1, 12).join('\n');
  }
  if (e.cause !== undefined && depth < 3) described.cause = describeError(e.cause, depth + 1);
  return described;
}
