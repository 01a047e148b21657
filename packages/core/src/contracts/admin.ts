import { z } from 'zod';
import { EmailSchema, RoleSchema } from './auth.ts';

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  credits: z.number().int().min(0),
  generatedPassword: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ListUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().default(''),
});

export const ListUsersResponseSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });

export const CreateUserRequestSchema = z.object({ email: EmailSchema });
export const CreateUserResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  generatedPassword: z.string(),
});

export const SetCreditsRequestSchema = z.object({
  credits: z
    .number({ message: 'credits must be a whole number' })
    .int({ message: 'credits must be a whole number' })
    .min(0, { message: 'credits must be 0 or more' }),
});
export const SetCreditsResponseSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  credits: z.number().int(),
});
