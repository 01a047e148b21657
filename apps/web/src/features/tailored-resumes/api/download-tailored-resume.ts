import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';
import { withToasts } from '@/lib/query-client';

export type TailoredDownload = { file: string; filename: string };

class NoFileError extends Error {}

/** The cached PDF of a tailored resume as base64 with its filename. */
export function fetchTailoredDownload(id: number, signal?: AbortSignal): Promise<TailoredDownload> {
  return apiJson<TailoredDownload>('GET', `/api/tailored-resumes/${id}/download`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
}

export async function downloadTailoredResume(id: number): Promise<void> {
  const { file, filename } = await fetchTailoredDownload(id);
  if (!file) throw new NoFileError();
  saveBlob(base64ToBlob(file), filename || `tailored-resume-${id}.pdf`);
}

export function useDownloadTailoredResume() {
  return useMutation({
    mutationFn: downloadTailoredResume,
    meta: withToasts({
      success: () => ({ title: 'Download started' }),
      error: (error) =>
        error instanceof NoFileError
          ? { title: 'Download error', description: 'No file available for download' }
          : { title: 'Download failed', description: 'Failed to generate and download tailored resume' },
    }),
  });
}
