import { describe, expect, it } from 'vitest';
import { describeUploadError } from './upload-error';

describe('describeUploadError', () => {
  it('explains an unreadable PDF and offers support, by its error code', () => {
    expect(describeUploadError({ message: 'the PDF has no text layer', code: 'PDF_UNREADABLE' })).toBe(
      "Sorry, we can't process this PDF, due to the PDF has no text layer. Please send this PDF to support@tailor.app and we will be able to assist you.",
    );
    // Whatever the server's wording.
    expect(describeUploadError({ message: 'Scanned image only', code: 'PDF_UNREADABLE' })).toMatch(
      /^Sorry, we can't process this PDF, due to Scanned image only\./,
    );
  });

  it('explains an unreadable Word file the same way, naming it as one', () => {
    expect(describeUploadError({ message: 'the Word document has no text', code: 'DOCX_UNREADABLE' })).toBe(
      "Sorry, we can't process this Word file, due to the Word document has no text. Please send this file to support@tailor.app and we will be able to assist you.",
    );
  });

  it('shows any other error as the server wrote it, even when it starts with "the "', () => {
    expect(describeUploadError({ message: 'the name is too long', code: 'VALIDATION_FAILED' })).toBe(
      'the name is too long',
    );
    expect(
      describeUploadError({
        message: 'Only PDF or Word (.docx) files are allowed',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ).toBe('Only PDF or Word (.docx) files are allowed');
  });

  it('falls back to a generic text when there is no message', () => {
    expect(describeUploadError({ message: '' })).toBe('Failed to upload resume');
  });
});
