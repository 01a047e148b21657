import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { saveBlob } from '@/lib/download';
import { fetchResumeFile, type ResumeFile, resumeFileQueryKey } from './get-resume-file';

type DownloadInput = { id: number; originalFilename?: string; name?: string };

class NoFileError extends Error {}

export function useDownloadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, originalFilename, name }: DownloadInput) => {
      const file = await queryClient.fetchQuery<ResumeFile>({
        queryKey: resumeFileQueryKey(id),
        queryFn: () => fetchResumeFile(id),
      });
      if (!file?.blob || file.blob.size === 0) throw new NoFileError('No file available for download');
      saveBlob(file.blob, file.filename || originalFilename || `${name ?? 'resume'}.pdf`);
    },
    onError: (error) => {
      if (error instanceof NoFileError) {
        toast({
          title: 'Download error',
          description: 'No file available for download',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Download failed', description: 'Failed to download resume', variant: 'destructive' });
    },
  });
}
