import type { ExportCheck } from '@tailor/core/export/verify';
import { apiJson } from '@/lib/api';

/**
 * Caches a PDF made in the browser on the server, so list previews show it without rendering again; the server
 * reads it back and answers with its check (decision 082).
 */
export async function saveTailoredPdf(
  id: number,
  base64: string,
): Promise<{ message: string; check: ExportCheck }> {
  return apiJson<{ message: string; check: ExportCheck }>(
    'POST',
    `/api/tailored-resumes/${id}/save-pdf`,
    { file: base64 },
    {
      redirectOnAuthError: true,
    },
  );
}
