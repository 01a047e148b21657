import { describe, expect, it } from 'vitest';
import { getErrorMessage, HttpError, wasRedirected } from './errors';

const answer = (body: unknown, status = 422) =>
  new HttpError(status, 'Unprocessable Entity', JSON.stringify(body));

describe('getErrorMessage', () => {
  it('explains an unreadable PDF and offers support, by its error code', () => {
    const error = answer({ message: 'the PDF has no text layer', code: 'PDF_UNREADABLE' });
    expect(getErrorMessage(error, 'Failed to upload resume')).toBe(
      "Sorry, we can't process this PDF, due to the PDF has no text layer. Please send this PDF to support@tailor.app and we will be able to assist you.",
    );
    // Whatever the server's wording.
    expect(
      getErrorMessage(
        answer({ message: 'Scanned image only', code: 'PDF_UNREADABLE' }),
        'Failed to upload resume',
      ),
    ).toMatch(/^Sorry, we can't process this PDF, due to Scanned image only\./);
  });

  it('explains an unreadable Word file the same way, naming it as one', () => {
    const error = answer({ message: 'the Word document has no text', code: 'DOCX_UNREADABLE' });
    expect(getErrorMessage(error, 'Failed to upload resume')).toBe(
      "Sorry, we can't process this Word file, due to the Word document has no text. Please send this file to support@tailor.app and we will be able to assist you.",
    );
  });

  it('words a refused credit itself, whatever the server said', () => {
    const error = answer({ message: 'You have 0 credits', code: 'INSUFFICIENT_CREDITS' }, 402);
    expect(getErrorMessage(error, 'Failed to tailor resume')).toBe('Insufficient credits');
  });

  it('shows any other error as the server wrote it, even when it starts with "the "', () => {
    expect(getErrorMessage(answer({ message: 'the name is too long', code: 'VALIDATION_FAILED' }), 'x')).toBe(
      'the name is too long',
    );
    const unsupported = answer(
      { message: 'Only PDF or Word (.docx) files are allowed', code: 'UNSUPPORTED_MEDIA_TYPE' },
      415,
    );
    expect(getErrorMessage(unsupported, 'Failed to upload resume')).toBe(
      'Only PDF or Word (.docx) files are allowed',
    );
  });

  it('falls back to the call’s text when there is no message, or no answer at all', () => {
    expect(getErrorMessage(new HttpError(500, 'Internal Server Error', ''), 'Failed to upload resume')).toBe(
      'Failed to upload resume',
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to upload resume')).toBe(
      'Failed to upload resume',
    );
  });
});

describe('wasRedirected', () => {
  it('finds a redirected auth failure among the causes, and nothing else', () => {
    const denied = new HttpError(401, 'Unauthorized', '');
    expect(wasRedirected(denied)).toBe(false);
    denied.redirected = true;
    expect(wasRedirected(new Error('Failed to fetch tailored resume', { cause: denied }))).toBe(true);
    expect(wasRedirected(new Error('boom'))).toBe(false);
  });
});
