import type { ErrorCode } from '@tailor/core/errors';
import { HttpError } from './api';

/**
 * Copy for error codes whose server message is not meant for the user as is. Codes not listed here show
 * the server's own (safe) message.
 */
const ERROR_COPY: Partial<Record<ErrorCode, string>> = {
  INSUFFICIENT_CREDITS: 'Insufficient credits',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong. Please try again.',
  AI_OVERLOADED:
    'Our AI is currently overloaded due to high demand. Please try again in 5 minutes — things should be back to normal soon.',
};

/** The user-facing text for an error: mapped copy for known codes, else the server message, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.code && ERROR_COPY[error.code]) return ERROR_COPY[error.code]!;
    return error.serverMessage || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's own message, if there was one (used where the spec shows the server message verbatim). */
export function getServerMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? error.serverMessage : undefined;
}

export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
