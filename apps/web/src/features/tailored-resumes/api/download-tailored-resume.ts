import { describeExportCheck, type ExportCheck } from '@tailor/core/export/verify';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';

export type TailoredDownload = { file: string; filename: string; check: ExportCheck };

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
      const { file, filename, check } = await fetchTailoredDownload(id);
      if (!file) throw new NoFileError();
      saveBlob(base64ToBlob(file), filename || `tailored-resume-${id}.pdf`);
      return check;
    },
    onSuccess: (check) => {
      // The server read the PDF back (decision 082): say what it found.
      const { ok, lines } = describeExportCheck(check);
      toast({
        title: 'Download started',
        description: lines.join(' '),
        variant: ok ? undefined : 'destructive',
      });
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
