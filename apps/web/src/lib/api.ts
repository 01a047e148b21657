import { getErrorMessage, HttpError } from './errors';

/**
 * The one fetch helper under every `features/*\/api` fetcher (doc 1 §7): credentials always included, JSON bodies,
 * and any non-OK response becomes an HttpError. Components never call it: they use a feature's hook.
 */

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
  /** The call's own message for any failure ("Failed to fetch resumes", doc 1 §8), whatever the server said. */
  errorMessage?: string;
  /** The message when the server gave none: the copy for its code, else its message, else this (doc 1 §8). */
  fallbackMessage?: string;
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function userText(error: unknown, options: RequestOptions): string | undefined {
  if (options.errorMessage) return options.errorMessage;
  return options.fallbackMessage ? getErrorMessage(error, options.fallbackMessage) : undefined;
}

/** Sends a request and returns the raw response after the OK check. `body` is sent as JSON unless FormData. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // Cancellations pass through untouched; a network failure reads as the call's own message.
    const text = isAbort(error) ? undefined : userText(error, options);
    throw text ? new Error(text, { cause: error }) : error;
  }
  if (res.ok) return res;
  const error = new HttpError(res.status, res.statusText, await res.text().catch(() => ''));
  if (options.redirectOnAuthError && (res.status === 401 || res.status === 403)) {
    error.redirected = true;
    authFailureHandler?.(res.status);
  }
  error.message = userText(error, options) ?? error.message;
  throw error;
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
