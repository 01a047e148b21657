import { useQuery } from '@tanstack/react-query';
import { base64ToBlob } from '@/lib/download';
import { fetchTailoredDownload } from './download-tailored-resume';

/** The tailored resume's PDF as a blob, for previews. */
export function useTailoredPdf(id: number | null) {
  return useQuery({
    queryKey: [`/api/tailored-resumes/${id}/download`],
    queryFn: async () => {
      const { file } = await fetchTailoredDownload(id!);
      return file ? base64ToBlob(file) : null;
    },
    enabled: id !== null,
  });
}
