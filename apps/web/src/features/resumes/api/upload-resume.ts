import { SUPPORT_EMAIL, UPLOAD_ERROR_TOAST_MS } from '@tailor/core/constants';
import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { RESUMES_QUERY_KEY } from './get-resumes';

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
    throw new Error(getErrorMessage(error, 'Failed to upload resume'));
  }
}

/** Parser failures read "the …": explain them and offer support (doc 1 §8). */
export function describeUploadError(message: string): string {
  if (message.startsWith('the ')) {
    return `Sorry, we can't process this PDF, due to ${message}. Please send this PDF to ${SUPPORT_EMAIL} and we will be able to assist you.`;
  }
  return message;
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
        description: describeUploadError(error.message || 'Failed to upload resume'),
        variant: 'destructive',
        duration: UPLOAD_ERROR_TOAST_MS,
      });
    },
  });
}
