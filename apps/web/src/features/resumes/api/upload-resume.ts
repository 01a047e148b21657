import { UPLOAD_ERROR_TOAST_MS } from '@tailor/core/constants';
import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, HttpError } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { RESUMES_QUERY_KEY } from './get-resumes';
import { describeUploadError, UploadError } from './upload-error';

export type UploadResumeInput = { file: File; name: string; isPrimary: boolean };

export async function uploadResume({ file, name, isPrimary }: UploadResumeInput): Promise<ResumeSummary> {
  const form = new FormData();
  form.append('name', name);
  form.append('isPrimary', isPrimary ? 'true' : 'false');
  // The file goes last so the server has read the fields when the file stream starts.
  form.append('file', file, file.name);
  try {
    return await apiJson<ResumeSummary>('POST', '/api/resumes', form, { redirectOnAuthError: true });
  } catch (error) {
    const code = error instanceof HttpError ? error.code : undefined;
    throw new UploadError(getErrorMessage(error, 'Failed to upload resume'), code);
  }
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: async () => {
      toast({ title: 'Resume uploaded', description: 'Your resume has been successfully uploaded' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RESUMES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/tailored-resumes'] }),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Upload failed',
        description: describeUploadError(error instanceof UploadError ? error : { message: error.message }),
        variant: 'destructive',
        duration: UPLOAD_ERROR_TOAST_MS,
      });
    },
  });
}
