import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { apiJson } from '@/lib/api';

/** Reads a PDF the browser drew back on the server and compares it with `resume` (nothing is stored). */
export async function checkPdf(input: { resume: ResumeData; file: string }): Promise<ExportCheck> {
  const { check } = await apiJson<{ check: ExportCheck }>('POST', '/api/exports/check-pdf', input, {
    redirectOnAuthError: true,
  });
  return check;
}
