import { z } from 'zod';

export const StripeSuccessQuerySchema = z.object({
  session_id: z
    .string({ message: 'session_id is required' })
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { message: 'session_id is not a Checkout Session id' }),
});

export const StripeWebhookResponseSchema = z.object({ received: z.literal(true) });
