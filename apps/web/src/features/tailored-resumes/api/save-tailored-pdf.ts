import { apiJson } from '@/lib/api';

/** Caches a PDF made in the browser on the server, so list previews show it without rendering again. */
export async function saveTailoredPdf(id: number, base64: string): Promise<unknown> {
  return apiJson<unknown>(
    'POST',
    `/api/tailored-resumes/${id}/save-pdf`,
    { file: base64 },
    {
      redirectOnAuthError: true,
    },
  );
}
