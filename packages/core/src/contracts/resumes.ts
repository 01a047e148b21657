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

export const ResumeDetailSchema = ResumeSummarySchema.extend({
  content: z.string().describe('Text extracted from the PDF, in reading order'),
  data: ResumeDataSchema.describe('Resume data parsed from the PDF'),
});
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
