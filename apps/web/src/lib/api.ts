import type { ErrorCode } from '@tailor/core/errors';
import type { QueryFunction } from '@tanstack/react-query';

/**
 * Request conventions (doc 1 §7): credentials always included, JSON bodies, and any non-OK response
 * becomes an HttpError whose message is "{status}: {body text}" (or the status text when the body is empty).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** `message` of a JSON error body `{message, code}`, when the server sent one. */
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    const parsed = parseErrorBody(bodyText);
    this.serverMessage = parsed.message;
    this.code = parsed.code;
  }
}

function parseErrorBody(text: string): { message?: string; code?: ErrorCode } {
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, code } = body as { message?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' ? message : undefined,
        code: typeof code === 'string' ? (code as ErrorCode) : undefined,
      };
    }
  } catch {
    // Not JSON: the raw text is still in HttpError.bodyText.
  }
  return {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new HttpError(res.status, res.statusText, text);
}

/**
 * Resume and tailored-resume calls send the user to /login on 401 and to / on 403 (doc 1 §2). The app
 * registers the handler once it has a router, so this module stays free of routing imports.
 */
type AuthFailureHandler = (status: 401 | 403) => void;
let authFailureHandler: AuthFailureHandler | undefined;

export function setAuthFailureHandler(handler: AuthFailureHandler | undefined): void {
  authFailureHandler = handler;
}

export type RequestOptions = {
  /** Send the user to /login (401) or / (403) instead of only throwing. */
  redirectOnAuthError?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function handleAuthFailure(res: Response, options: RequestOptions | undefined): void {
  if (!options?.redirectOnAuthError) return;
  if (res.status === 401 || res.status === 403) authFailureHandler?.(res.status);
}

/** Sends a request and returns the raw response after the OK check. `body` is sent as JSON unless FormData. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { ...options?.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
    signal: options?.signal,
  });
  if (!res.ok) handleAuthFailure(res, options);
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: the first element of the query key is the URL, fetched with GET.
 * `on401: 'returnNull'` turns a 401 into `null` instead of an error.
 */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  redirectOnAuthError?: boolean;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    const res = await fetch(url, { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) handleAuthFailure(res, options);
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** An HttpError re-raised under the call's own message (doc 1 §8); status, code and body are kept. */
export class RaisedHttpError extends HttpError {
  constructor(message: string, cause: HttpError) {
    super(cause.status, cause.statusText, cause.bodyText);
    this.message = message;
    this.cause = cause;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Runs a call and re-raises any failure with the call's spec message ("Failed to fetch resumes", …).
 * HTTP failures stay HttpErrors, so status-based handling (401 → /login, 403 → /) keeps working;
 * cancellations pass through untouched.
 */
export async function withRaisedMessage<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof HttpError) throw new RaisedHttpError(message, error);
    throw new Error(message, { cause: error });
  }
}
