import { SUPPORT_EMAIL } from '@tailor/core/constants';
import type { ErrorCode } from '@tailor/core/errors';

/**
 * A non-OK answer (doc 1 §7). `message` is "{status}: {body text}" unless the call named its own user-facing text
 * (see `RequestOptions` in ./api); status, code and the server's message are kept either way.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** `message` of a JSON error body `{message, code}`, when the server sent one. */
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;
  /** The 401/403 already sent the user to /login or / with its own toast: nothing else should say so. */
  redirected = false;

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
      const message = 'message' in body ? body.message : undefined;
      const code = 'code' in body ? body.code : undefined;
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

/**
 * The one code → copy map (doc 1 §8, doc 2 §8). Every other error shows the server's message, else the call's
 * fallback. An unreadable upload is explained and the user is offered support; the code decides, never the wording.
 */
const ERROR_COPY: Partial<Record<ErrorCode, (message: string) => string>> = {
  INSUFFICIENT_CREDITS: () => 'Insufficient credits',
  PDF_UNREADABLE: (message) =>
    `Sorry, we can't process this PDF, due to ${message}. Please send this PDF to ${SUPPORT_EMAIL} and we will be able to assist you.`,
  DOCX_UNREADABLE: (message) =>
    `Sorry, we can't process this Word file, due to ${message}. Please send this file to ${SUPPORT_EMAIL} and we will be able to assist you.`,
};

/**
 * The user-facing text for an error: the copy for its code, else the server's message as is, else the fallback
 * (also for errors that are not an HTTP error, such as a network failure).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const message = error.serverMessage || fallback;
  const copy = error.code ? ERROR_COPY[error.code] : undefined;
  return copy ? copy(message) : message;
}

export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

export function getErrorCode(error: unknown): ErrorCode | undefined {
  return error instanceof HttpError ? error.code : undefined;
}

/** An auth failure (anywhere in the error's causes) already sent the user elsewhere with its own toast. */
export function wasRedirected(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof HttpError && e.redirected) return true;
  }
  return false;
}
