import { UPLOAD_ERROR_TOAST_MS } from '@tailor/core/constants';
import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { withToasts } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';

export type UploadResumeInput = { file: File; name: string; isPrimary: boolean };

/** An unreadable file is explained by its error code (lib/errors); any other failure shows the server's words. */
export function uploadResume({ file, name, isPrimary }: UploadResumeInput): Promise<ResumeSummary> {
  const form = new FormData();
  form.append('name', name);
  form.append('isPrimary', isPrimary ? 'true' : 'false');
  // The file goes last so the server has read the fields when the file stream starts.
  form.append('file', file, file.name);
  return apiJson<ResumeSummary>('POST', '/api/resumes', form, {
    redirectOnAuthError: true,
    fallbackMessage: 'Failed to upload resume',
  });
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    meta: withToasts({
      success: () => ({
        title: 'Resume uploaded',
        description: 'Your resume has been successfully uploaded',
      }),
      error: () => ({ title: 'Upload failed', duration: UPLOAD_ERROR_TOAST_MS }),
    }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.resumes }),
        queryClient.invalidateQueries({ queryKey: queryRoots.tailoredResumes }),
      ]);
    },
  });
}
