import { describeExportCheck, type ExportCheck } from '@tailor/core/export/verify';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';
import { withToasts } from '@/lib/query-client';

export type TailoredDownload = { file: string; filename: string; check: ExportCheck };

class NoFileError extends Error {}

/** The cached PDF of a tailored resume as base64 with its filename and what reading it back found. */
export function fetchTailoredDownload(id: number, signal?: AbortSignal): Promise<TailoredDownload> {
  return apiJson<TailoredDownload>('GET', `/api/tailored-resumes/${id}/download`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
}

/** Hands the server-drawn PDF to the browser and answers with its check (decision 082). */
export async function downloadTailoredResume(id: number): Promise<ExportCheck> {
  const { file, filename, check } = await fetchTailoredDownload(id);
  if (!file) throw new NoFileError();
  saveBlob(base64ToBlob(file), filename || `tailored-resume-${id}.pdf`);
  return check;
}

export function useDownloadTailoredResume() {
  return useMutation({
    mutationFn: downloadTailoredResume,
    meta: withToasts<ExportCheck, number>({
      // The server read the PDF back (decision 082): say what it found.
      success: (check) => {
        const { ok, lines } = describeExportCheck(check);
        return {
          title: 'Download started',
          description: lines.join(' '),
          variant: ok ? undefined : 'destructive',
        };
      },
      error: (error) =>
        error instanceof NoFileError
          ? { title: 'Download error', description: 'No file available for download' }
          : { title: 'Download failed', description: 'Failed to generate and download tailored resume' },
    }),
  });
}
