import { z } from 'zod';
import { ResumeDataSchema } from '../resume.ts';
import { plainText } from './common.ts';

/** A resume in lists: no file bytes, no extracted text. */
export const ResumeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  originalFilename: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string().describe('ISO timestamp'),
  tailoredCount: z.number().int().min(0),
});
export type ResumeSummary = z.infer<typeof ResumeSummarySchema>;

/** How a resume's text was read (decisions 067, 068). */
export const ReadBySchema = z
  .enum(['text', 'ocr', 'docx'])
  .describe(
    "'text': the PDF's text layer; 'ocr': recognised from a scanned PDF's images; 'docx': a Word file",
  );
export type ReadBy = z.infer<typeof ReadBySchema>;

export const ResumeDetailSchema = ResumeSummarySchema.extend({
  content: z.string().describe('Text extracted from the PDF, in reading order'),
  data: ResumeDataSchema.describe('Resume data parsed from the PDF'),
  readBy: ReadBySchema,
  lowConfidencePages: z
    .array(z.number().int().min(1))
    .describe('Pages (1-based) of a scan that OCR read with low confidence'),
});

/** Where the caller's upload being read stands: OCR of a scanned PDF reports the page it is on. */
export const ReadingProgressSchema = z.object({
  reading: z.object({ page: z.number().int().min(1), total: z.number().int().min(1) }).nullable(),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;
export type ResumeDetail = z.infer<typeof ResumeDetailSchema>;

export { IdParamsSchema as ResumeIdParamsSchema } from './common.ts';

export const UploadResumeFieldsSchema = z.object({
  name: plainText({ max: 200, required: 'Resume name is required' }),
  isPrimary: z.enum(['true', 'false']).default('true'),
});

/** Corrections of the parsed data; the stored PDF and its extracted text are never changed. */
export const PatchResumeRequestSchema = z.object({
  data: ResumeDataSchema.describe('The corrected resume data; later tailorings start from it'),
});
export type PatchResumeRequest = z.infer<typeof PatchResumeRequestSchema>;

export { SuccessResponseSchema as DeleteResumeResponseSchema } from './common.ts';
