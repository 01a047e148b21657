import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { useMutation } from '@tanstack/react-query';
import { bytesToBase64, saveBlob } from '@/lib/download';
import { HttpError } from '@/lib/errors';
import { withToasts } from '@/lib/query-client';
import { checkPdf } from './check-pdf';
import { fetchTailoredResume } from './get-tailored-resume';
import { regenerateTailoredPdf } from './regenerate-tailored-pdf';
import { saveTailoredPdf } from './save-tailored-pdf';

export type PdfDownloadInput = {
  id: number;
  /** The resume to draw; defaults to the saved one. The editor passes its local copy. */
  resume?: ResumeData;
  /** Cache the PDF on the server. Off while the editor holds unsaved edits: the cache must match saved data. */
  saveOnServer?: boolean;
};

export type PdfDownloadResult = {
  filename: string;
  /** 'failed' when the download worked but the server cache could not be written. */
  serverCopy: 'saved' | 'skipped' | 'failed';
  /** What reading the PDF back on the server found (decision 082); null when the server could not be reached. */
  check: ExportCheck | null;
};

export class TailoredFetchError extends Error {
  readonly status: number;
  constructor(cause: HttpError) {
    super(`Failed to fetch tailored resume: ${cause.statusText}`, { cause });
    this.name = 'TailoredFetchError';
    this.status = cause.status;
  }
}

/**
 * The browser download flow (document 2 §4, §7): clear the cached PDF, fetch the tailored resume, draw the PDF from the shared
 * layout, hand it to the browser under the tailored filename, then cache it on the server.
 */
export async function downloadTailoredPdf(input: PdfDownloadInput): Promise<PdfDownloadResult> {
  // Doc 2 §7: clear the server's cached PDF first (no-cache headers); a failure here is ignored.
  await regenerateTailoredPdf(input.id).catch(() => undefined);

  let tailored: Awaited<ReturnType<typeof fetchTailoredResume>>;
  try {
    tailored = await fetchTailoredResume(input.id);
  } catch (error) {
    if (error instanceof HttpError) throw new TailoredFetchError(error);
    throw error;
  }
  if (!tailored.jsonData) throw new Error('No JSON data found in the tailored resume');

  const resume = input.resume ?? tailored.jsonData.resume;
  const filename = tailored.filename || `tailored-resume-${input.id}.pdf`;
  // jsPDF is large; load it only when someone downloads.
  const { createResumePdf } = await import('../pdf/create-resume-pdf');
  const bytes = createResumePdf(resume, { title: filename.replace(/\.pdf$/i, ''), author: resume.name });
  if (bytes.byteLength === 0) throw new Error('Generated PDF has zero size');
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), filename);

  const base64 = bytesToBase64(bytes);
  if (input.saveOnServer === false) {
    // Unsaved edits: check the PDF against the copy it was drawn from, store nothing.
    const check = await checkPdf({ resume, file: base64 }).catch(() => null);
    return { filename, serverCopy: 'skipped', check };
  }
  try {
    const { check } = await saveTailoredPdf(input.id, base64);
    return { filename, serverCopy: 'saved', check };
  } catch {
    return { filename, serverCopy: 'failed', check: null };
  }
}

/** The page's words when the download fails; the editor's are the default. */
export type PdfDownloadFailure = { title: string; description: string };

const DEFAULT_FAILURE: PdfDownloadFailure = {
  title: 'PDF Generation Failed',
  description: 'There was an error creating your PDF. Please try again.',
};

/** The download flow with its progress and result toasts. */
export function useTailoredPdfDownload(options?: { failure?: PdfDownloadFailure }) {
  const failure = options?.failure ?? DEFAULT_FAILURE;
  return useMutation({
    mutationFn: async (input: PdfDownloadInput) => {
      // Let the "Generating PDF" toast paint before the synchronous drawing work.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return downloadTailoredPdf(input);
    },
    meta: withToasts<PdfDownloadResult, PdfDownloadInput>({
      pending: () => ({ title: 'Generating PDF' }),
      success: (result) =>
        result.serverCopy === 'failed'
          ? {
              title: 'PDF Downloaded',
              description: 'Your PDF was downloaded but could not be saved on the server for preview.',
            }
          : { title: 'Download Complete', description: 'PDF Generated Successfully' },
      error: () => failure,
    }),
  });
}
