import { useQuery } from '@tanstack/react-query';
import { base64ToBlob } from '@/lib/download';
import { fetchTailoredDownload } from './download-tailored-resume';

export class NoPreviewFileError extends Error {
  constructor() {
    super('Failed to generate resume preview');
    this.name = 'NoPreviewFileError';
  }
}

/** The tailored resume's PDF as a blob, for previews. A response without a file is an error. */
export function useTailoredPdf(id: number | null) {
  return useQuery({
    queryKey: [`/api/tailored-resumes/${id}/download`],
    queryFn: async () => {
      const { file } = await fetchTailoredDownload(id!);
      if (!file) throw new NoPreviewFileError();
      const blob = base64ToBlob(file);
      if (blob.size === 0) throw new NoPreviewFileError();
      return blob;
    },
    enabled: id !== null,
    retry: false,
  });
}
