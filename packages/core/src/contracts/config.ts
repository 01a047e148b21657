import { z } from 'zod';

export const ConfigResponseSchema = z.object({
  features: z.object({
    enableEmailAuth: z.boolean(),
    enableLinkedInAuth: z.boolean(),
  }),
  environment: z.string(),
  stripe: z.object({
    pricingTableId: z.string().nullable(),
    publishableKey: z.string().nullable(),
  }),
});
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;
