import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';

export type DocxExport = { file: string; filename: string; check: ExportCheck };

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The resume as a Word file, written and read back on the server (decision 084). */
export async function fetchDocxExport(input: { resume: ResumeData; filename: string }): Promise<DocxExport> {
  return apiJson<DocxExport>('POST', '/api/exports/docx', input, { redirectOnAuthError: true });
}

/** Downloads the Word file and answers with its check. */
export function useDocxDownload() {
  return useMutation({
    mutationFn: async (input: { resume: ResumeData; filename: string }) => {
      const result = await fetchDocxExport(input);
      saveBlob(base64ToBlob(result.file, DOCX_TYPE), result.filename);
      return result.check;
    },
    onSuccess: () => toast({ title: 'Download started' }),
    onError: () =>
      toast({
        title: 'Download failed',
        description: 'Failed to generate the Word file. Please try again.',
        variant: 'destructive',
      }),
  });
}
