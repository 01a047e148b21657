import { SUPPORT_EMAIL } from '@tailor/core/constants';
import type { ErrorCode } from '@tailor/core/errors';

/** A failed upload: the text to show and the server's error code, when there was an answer. */
export class UploadError extends Error {
  readonly code: ErrorCode | undefined;
  constructor(message: string, code: ErrorCode | undefined) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }
}

/**
 * The toast text for a failed upload (doc 1 §8). A PDF the server could not read is explained and the user is
 * offered support; the error code decides, never the wording of the message.
 */
export function describeUploadError(error: { message: string; code?: ErrorCode | undefined }): string {
  const message = error.message || 'Failed to upload resume';
  if (error.code === 'PDF_UNREADABLE') {
    return `Sorry, we can't process this PDF, due to ${message}. Please send this PDF to ${SUPPORT_EMAIL} and we will be able to assist you.`;
  }
  if (error.code === 'DOCX_UNREADABLE') {
    return `Sorry, we can't process this Word file, due to ${message}. Please send this file to ${SUPPORT_EMAIL} and we will be able to assist you.`;
  }
  return message;
}
