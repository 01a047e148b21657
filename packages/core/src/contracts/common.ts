import { z } from 'zod';

/** Ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const SuccessResponseSchema = z.object({ success: z.literal(true) });
