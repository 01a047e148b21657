import { z } from 'zod';
import { plainText, WebUrlSchema } from './common.ts';

export const CreateJobDescriptionRequestSchema = z.object({
  companyName: plainText({ max: 200, required: 'Company name is required' }),
  positionName: plainText({ max: 200, required: 'Position name is required' }),
  description: z
    .string()
    .trim()
    .min(1, { message: 'Description is required' })
    .max(20_000, { message: 'Job description must be at most 20,000 characters' }),
  url: WebUrlSchema.default(''),
});
export type CreateJobDescriptionRequest = z.infer<typeof CreateJobDescriptionRequestSchema>;

export const JobDescriptionSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  positionName: z.string(),
  description: z.string(),
  url: z.string(),
});
export type JobDescription = z.infer<typeof JobDescriptionSchema>;
