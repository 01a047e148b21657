import { z } from 'zod';
import { ResumeDataSchema } from '../resume.ts';
import { plainText } from './common.ts';

/** What reading an exported file back found (core/export/verify.ts, decision 082). */
export const ExportCheckSchema = z.object({
  format: z.enum(['pdf', 'docx']),
  recall: z.number().min(0).max(1).describe('Share of the shown words found in the file'),
  order: z.number().min(0).max(1).describe('Share of the fields read back in layout order'),
  garbled: z.number().int().min(0).describe('Characters read back as unreadable symbols'),
  pages: z.number().int().nullable().describe('Pages of a PDF; null for Word'),
  targetPages: z.number().int().nullable().describe('The page target the file was fitted to'),
  words: z.number().int().min(0),
  missing: z.array(z.string()).describe('A few of the words the reader missed'),
  ok: z.boolean(),
});

export const DownloadWithCheckResponseSchema = z.object({
  file: z.string().describe('The file as base64'),
  filename: z.string(),
  check: ExportCheckSchema,
});

export const SavePdfResponseSchema = z.object({ message: z.string(), check: ExportCheckSchema });

/** A Word file of resume data the caller holds (the editor's local copy, a resume's parsed data). */
export const DocxExportRequestSchema = z.object({
  resume: ResumeDataSchema,
  filename: plainText({ max: 200, required: 'filename is required' }),
});

/** Checks a PDF the browser drew from the editor's unsaved copy (nothing is stored). */
export const CheckPdfRequestSchema = z.object({
  resume: ResumeDataSchema,
  file: z.string().min(1, { message: 'file is required' }),
});
export const CheckPdfResponseSchema = z.object({ check: ExportCheckSchema });
