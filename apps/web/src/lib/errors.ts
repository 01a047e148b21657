import type { ErrorCode } from '@tailor/core/errors';
import { HttpError } from './api';

/**
 * Doc 1 §8 / doc 2 §8: toasts show "the server message, else '{fallback}'". The only exception is the
 * credits error of the tailor call, which the spec words itself.
 */
const ERROR_COPY: Partial<Record<ErrorCode, string>> = {
  INSUFFICIENT_CREDITS: 'Insufficient credits',
};

/**
 * The user-facing text for an error: 'Insufficient credits' for that code, else the server's message as is,
 * else the fallback (also for errors that are not an HTTP error, such as a network failure).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const copy = error.code ? ERROR_COPY[error.code] : undefined;
  return copy ?? (error.serverMessage || fallback);
}

/** The server's own message, if there was one (used where the spec shows the server message verbatim). */
export function getServerMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? error.serverMessage : undefined;
}

export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
