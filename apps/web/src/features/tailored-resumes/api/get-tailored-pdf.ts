import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { base64ToBlob } from '@/lib/download';
import { fetchTailoredDownload } from './download-tailored-resume';
import { tailoredResumeQueryOptions } from './get-tailored-resume';

export class NoPreviewFileError extends Error {
  constructor() {
    super('Failed to generate resume preview');
    this.name = 'NoPreviewFileError';
  }
}

export async function fetchTailoredPdf(id: number, signal?: AbortSignal): Promise<Blob> {
  const { file } = await fetchTailoredDownload(id, signal);
  if (!file) throw new NoPreviewFileError();
  const blob = base64ToBlob(file);
  if (blob.size === 0) throw new NoPreviewFileError();
  return blob;
}

/** The tailored resume's PDF as a blob, for previews. A response without a file is an error (doc 2 §8). */
export function tailoredPdfQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...tailoredResumeQueryOptions(id ?? 0).queryKey, 'pdf'],
    queryFn: id === null ? skipToken : ({ signal }) => fetchTailoredPdf(id, signal),
    meta: { errorToast: { title: 'Preview failed', description: 'Failed to generate resume preview' } },
  });
}

export function useTailoredPdf(id: number | null) {
  return useQuery(tailoredPdfQueryOptions(id));
}
