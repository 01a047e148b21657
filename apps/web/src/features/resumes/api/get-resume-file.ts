import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { filenameFromDisposition } from '@/lib/download';
import { queryRoots } from '@/lib/query-keys';

export type ResumeFile = { blob: Blob; filename: string | undefined };

/** The original PDF bytes, with the filename from Content-Disposition. */
export async function fetchResumeFile(id: number, signal?: AbortSignal): Promise<ResumeFile> {
  const res = await apiRequest('GET', `/api/resumes/${id}/file`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
  const blob = await res.blob();
  const typed = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
  return { blob: typed, filename: filenameFromDisposition(res.headers.get('Content-Disposition')) };
}

/** Fetched as a blob so the preview works whatever Content-Disposition the server sends. */
export function resumeFileQueryOptions(id: number, options?: { enabled?: boolean }) {
  const isWanted = (options?.enabled ?? true) && Number.isInteger(id) && id > 0;
  return queryOptions({
    queryKey: [...queryRoots.resumes, id, 'file'],
    queryFn: isWanted ? ({ signal }) => fetchResumeFile(id, signal) : skipToken,
  });
}

export function useResumeFile(id: number, options?: { enabled?: boolean }) {
  return useQuery(resumeFileQueryOptions(id, options));
}
