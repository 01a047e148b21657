import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { filenameFromDisposition } from '@/lib/download';

export type ResumeFile = { blob: Blob; filename: string | undefined };

export function resumeFileQueryKey(id: number) {
  return [`/api/resumes/${id}/file`] as const;
}

/** The original PDF bytes, with the filename from Content-Disposition. */
export async function fetchResumeFile(id: number): Promise<ResumeFile> {
  const res = await apiRequest('GET', `/api/resumes/${id}/file`, undefined, { redirectOnAuthError: true });
  const blob = await res.blob();
  const typed = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
  return { blob: typed, filename: filenameFromDisposition(res.headers.get('Content-Disposition')) };
}

/** Fetched as a blob so the preview works whatever Content-Disposition the server sends. */
export function useResumeFile(id: number, options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: resumeFileQueryKey(id),
    queryFn: () => fetchResumeFile(id),
    enabled: (options?.enabled ?? true) && Number.isInteger(id) && id > 0,
  });
}
