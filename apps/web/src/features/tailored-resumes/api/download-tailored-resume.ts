import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';

export type TailoredDownload = { file: string; filename: string };

class NoFileError extends Error {}

/** The cached PDF of a tailored resume as base64 with its filename. */
export async function fetchTailoredDownload(id: number): Promise<TailoredDownload> {
  return apiJson<TailoredDownload>('GET', `/api/tailored-resumes/${id}/download`, undefined, {
    redirectOnAuthError: true,
  });
}

export function useDownloadTailoredResume() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { file, filename } = await fetchTailoredDownload(id);
      if (!file) throw new NoFileError();
      saveBlob(base64ToBlob(file), filename || `tailored-resume-${id}.pdf`);
    },
    onSuccess: () => {
      toast({ title: 'Download started' });
    },
    onError: (error) => {
      if (error instanceof NoFileError) {
        toast({
          title: 'Download error',
          description: 'No file available for download',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Download failed',
          description: 'Failed to generate and download tailored resume',
          variant: 'destructive',
        });
      }
    },
  });
}
