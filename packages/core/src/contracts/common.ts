import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const SuccessResponseSchema = z.object({ success: z.literal(true) });
