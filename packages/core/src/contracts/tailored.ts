import { z } from 'zod';
import { ChangesSummarySchema, OptimizationSettingsSchema } from '../changes.ts';
import { ResumeDataSchema } from '../resume.ts';
import { IdSchema, plainText } from './common.ts';

export const TailoredStatusSchema = z.enum(['processing', 'completed', 'failed']);
export type TailoredStatus = z.infer<typeof TailoredStatusSchema>;

/**
 * What the worker is doing on a `processing` tailoring, streamed as `event: stage` by `…/events` (decision 073):
 * reading the posting, rewriting the resume (the engine or the model), checking and storing the answer.
 */
export const TailoringStageSchema = z.enum(['analyzing', 'optimizing', 'finalizing']);
export type TailoringStage = z.infer<typeof TailoringStageSchema>;

/** jsonData as stored: the tailored resume and what changed. */
export const TailoredJsonDataSchema = z.object({ resume: ResumeDataSchema, changes: ChangesSummarySchema });
export type TailoredJsonData = z.infer<typeof TailoredJsonDataSchema>;

/** Why a tailoring failed, as stored in `error_code`: the model was overloaded, or anything else. */
export const TailoringErrorCodeSchema = z.enum(['TAILORING_FAILED', 'AI_OVERLOADED']);
export type TailoringErrorCode = z.infer<typeof TailoringErrorCodeSchema>;

export const TailoredResumeSummarySchema = z.object({
  id: z.number().int(),
  resumeId: z.number().int().nullable(),
  resumeName: z.string().describe('Name of the source resume, or "Unknown Resume" when it was deleted'),
  companyName: z.string(),
  positionName: z.string(),
  createdAt: z.string(),
  status: TailoredStatusSchema,
  errorCode: TailoringErrorCodeSchema.nullable(),
  filename: z.string(),
});
export type TailoredResumeSummary = z.infer<typeof TailoredResumeSummarySchema>;

export const TailoredResumeSchema = TailoredResumeSummarySchema.extend({
  jsonData: TailoredJsonDataSchema.nullable(),
  file: z.string().nullable().describe('Cached PDF as base64, or null'),
  engine: z.string().nullable().describe('Which engine made it: "rules" or the model name'),
});
export type TailoredResume = z.infer<typeof TailoredResumeSchema>;

export const CreateTailoredResumeRequestSchema = z.object({
  resumeId: IdSchema,
  companyName: plainText({ max: 200, required: 'Company name is required' }),
  positionName: plainText({ max: 200, required: 'Position name is required' }),
  jobDescription: z
    .string()
    .trim()
    .min(1, { message: 'Job description is required' })
    .max(20_000, { message: 'Job description must be at most 20,000 characters' }),
  jobId: IdSchema.optional(),
  optimizationSettings: OptimizationSettingsSchema.optional(),
});
export type CreateTailoredResumeRequest = z.infer<typeof CreateTailoredResumeRequestSchema>;

const RESUME_FIELDS = [
  'name',
  'contact',
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certifications',
  'tools',
];

/**
 * A resume as an editor sends it: an object with at least one resume field. Its fields are read by the
 * normaliser (older field names too), so nothing a user saved is lost; an object without any is refused rather
 * than stored as an emptied resume.
 */
const ResumeInputSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => RESUME_FIELDS.some((field) => field in value), {
    message: 'the resume must be an object with resume fields (name, experience, skills…)',
  });

/** What PATCH accepts as jsonData: `{resume, changes?}`, `{changes}` alone, or a bare resume. */
export const TailoredPatchSchema = z.union(
  [
    z.object({ resume: ResumeInputSchema, changes: ChangesSummarySchema.optional() }),
    z.object({ changes: ChangesSummarySchema }),
    ResumeInputSchema,
  ],
  { error: 'expected a resume object or {resume, changes}' },
);
export type TailoredPatch = z.infer<typeof TailoredPatchSchema>;

export const PatchTailoredResumeRequestSchema = z.object({ jsonData: TailoredPatchSchema });

export const SavePdfRequestSchema = z.object({ file: z.string().min(1, { message: 'file is required' }) });
export const PreviewStructureResponseSchema = z.object({
  sections: z.array(z.object({ name: z.string(), page: z.number().int().min(1) })),
});
