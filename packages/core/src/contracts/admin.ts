import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, MAX_ADMIN_CREDITS } from '../constants.ts';
import { EmailSchema, RoleSchema } from './auth.ts';
import { MAX_ID } from './common.ts';

export const AdminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string().nullable(),
    email: z.string(),
    role: RoleSchema,
    credits: z.number().int().min(0),
    createdAt: z.string().describe('ISO timestamp'),
  })
  .describe('A user as the admin console lists it');
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ListUsersQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int({ message: 'page must be a whole number' })
    .min(1, { message: 'page must be 1 or more' })
    .max(1_000_000, { message: 'page is too large' })
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be between 1 and 100' })
    .max(100, { message: 'limit must be between 1 and 100' })
    .default(ADMIN_USERS_PAGE_SIZE),
  search: z.string().trim().max(200, { message: 'search is too long' }).default(''),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const ListUsersResponseSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });
export type ListUsersResponse = z.infer<typeof ListUsersResponseSchema>;

export const CreateUserRequestSchema = z.object({ email: EmailSchema });
export const CreateUserResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  /** Shown once: only its hash is stored. */
  generatedPassword: z.string(),
});
export type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>;

export const UserIdParamsSchema = z.object({
  userId: z.coerce.number().int().positive().max(MAX_ID),
});

export const SetCreditsRequestSchema = z.object({
  credits: z
    .number({ message: 'credits must be a whole number' })
    .int({ message: 'credits must be a whole number' })
    .min(0, { message: 'credits must be 0 or more' })
    .max(MAX_ADMIN_CREDITS, {
      message: `credits must be at most ${MAX_ADMIN_CREDITS.toLocaleString('en-US')}`,
    }),
});
export const SetCreditsResponseSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  credits: z.number().int(),
});
export type SetCreditsResponse = z.infer<typeof SetCreditsResponseSchema>;

export const CreditHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be between 1 and 500' })
    .max(500, { message: 'limit must be between 1 and 500' })
    .default(100),
});

export const CreditEntrySchema = z
  .object({
    id: z.number().int(),
    delta: z.number().int(),
    reason: z.string().describe('signup, tailoring, tailoring-refund, admin, purchase or purchase-reversal'),
    reference: z.string(),
    /** The admin who made an `admin` change. */
    actorId: z.number().int().nullable(),
    balanceAfter: z.number().int().describe('The balance right after this row'),
    createdAt: z.string().describe('ISO timestamp'),
  })
  .describe('One row of a user’s credit ledger');
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

export const CreditHistoryResponseSchema = z.object({
  entries: z.array(CreditEntrySchema).describe('Newest first'),
  total: z.number().int(),
});
export type CreditHistoryResponse = z.infer<typeof CreditHistoryResponseSchema>;

/** A refunded or disputed purchase whose credits could not all be taken back (decision 065). */
export const ShortfallSchema = z.object({
  paymentIntent: z.string(),
  checkoutSessionId: z.string().nullable(),
  userId: z.number().int().nullable(),
  email: z.string().nullable().describe('Null once the account is deleted'),
  credits: z.number().int().describe('Credits the purchase added'),
  reversedCredits: z.number().int().describe('Taken back through the ledger'),
  shortfallCredits: z.number().int().describe('Already spent: could not be taken back'),
  disputed: z.boolean(),
  amount: z.number().int().nullable(),
  amountRefunded: z.number().int(),
  updatedAt: z.string().describe('ISO timestamp'),
});
export type Shortfall = z.infer<typeof ShortfallSchema>;

export const ShortfallsResponseSchema = z.object({
  shortfalls: z.array(ShortfallSchema).describe('Newest first'),
});
export type ShortfallsResponse = z.infer<typeof ShortfallsResponseSchema>;
