import { z } from 'zod';

export const CreateJobDescriptionRequestSchema = z.object({
  companyName: z.string().trim().min(1, { message: 'Company name is required' }).max(200),
  positionName: z.string().trim().min(1, { message: 'Position name is required' }).max(200),
  description: z
    .string()
    .trim()
    .min(1, { message: 'Description is required' })
    .max(20_000, { message: 'Job description must be at most 20,000 characters' }),
  url: z.string().trim().max(2000).default(''),
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
