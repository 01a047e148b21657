import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { base64ToBlob, saveBlob } from '@/lib/download';
import { withToasts } from '@/lib/query-client';

export type DocxExport = { file: string; filename: string; check: ExportCheck };
export type DocxExportInput = { resume: ResumeData; filename: string };

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The resume as a Word file, written and read back on the server (decision 084). */
export function fetchDocxExport(input: DocxExportInput): Promise<DocxExport> {
  return apiJson<DocxExport>('POST', '/api/exports/docx', input, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to generate the Word file. Please try again.',
  });
}

/** Writes the Word file, hands it to the browser and answers with what reading it back found. */
export async function downloadDocx(input: DocxExportInput): Promise<ExportCheck> {
  const result = await fetchDocxExport(input);
  saveBlob(base64ToBlob(result.file, DOCX_TYPE), result.filename);
  return result.check;
}

export function useDocxDownload() {
  return useMutation({
    mutationFn: downloadDocx,
    meta: withToasts<ExportCheck, DocxExportInput>({
      success: () => ({ title: 'Download started' }),
      error: () => ({ title: 'Download failed' }),
    }),
  });
}
