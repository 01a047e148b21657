import { z } from 'zod';

export const RoleSchema = z.enum(['admin', 'regular']).describe('Account role');

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string().nullable(),
    email: z.string(),
    role: RoleSchema,
    credits: z.number().int().min(0),
  })
  .describe('A signed-in user as the API returns it');
export type User = z.infer<typeof UserSchema>;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** At least 8 characters with a letter and a digit: weak enough to remember, strong enough to matter. */
export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(200, { message: 'Password must be at most 200 characters' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    message: 'Password must contain a letter and a number',
  });

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  username: z.string().trim().min(1).max(60).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: 'Email is required' }),
  password: z.string().min(1, { message: 'Password is required' }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
