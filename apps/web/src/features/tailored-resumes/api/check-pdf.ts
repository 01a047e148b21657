import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { apiJson } from '@/lib/api';

/**
 * Reads a PDF the browser drew from the editor's unsaved copy back on the server and compares it with `resume`
 * (nothing is stored; decision 082). A bare fetcher like `saveTailoredPdf`: only the download flow calls it.
 */
export async function checkPdf(input: { resume: ResumeData; file: string }): Promise<ExportCheck> {
  const { check } = await apiJson<{ check: ExportCheck }>('POST', '/api/exports/check-pdf', input, {
    redirectOnAuthError: true,
  });
  return check;
}
