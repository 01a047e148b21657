import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/download';
import { withToasts } from '@/lib/query-client';
import { resumeFileQueryOptions } from './get-resume-file';

export type DownloadResumeInput = { id: number; originalFilename?: string; name?: string };

class NoFileError extends Error {}

export function useDownloadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, originalFilename, name }: DownloadResumeInput) => {
      const file = await queryClient.fetchQuery(resumeFileQueryOptions(id));
      if (!file?.blob || file.blob.size === 0) throw new NoFileError('No file available for download');
      saveBlob(file.blob, file.filename || originalFilename || `${name ?? 'resume'}.pdf`);
    },
    meta: withToasts({
      error: (error) =>
        error instanceof NoFileError
          ? { title: 'Download error', description: 'No file available for download' }
          : { title: 'Download failed', description: 'Failed to download resume' },
    }),
  });
}
