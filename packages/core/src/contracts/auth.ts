import { z } from 'zod';
import { plainText } from './common.ts';

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

/** RFC 5321: an address longer than 254 characters cannot be delivered. */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
/** Long passphrases are welcome; the bound only keeps hashing cheap. */
export const MAX_PASSWORD_LENGTH = 200;

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { message: `Email must be at most ${MAX_EMAIL_LENGTH} characters` })
  .pipe(z.email({ message: 'Enter a valid email address' }));

/**
 * NIST SP 800-63B: a minimum length and a check against common passwords (done by the server, which holds the
 * list), no composition rules.
 */
export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` });

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  username: plainText({ max: 60, required: 'Username is required' }).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required' })
    .max(MAX_EMAIL_LENGTH, { message: 'Invalid email or password' }),
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(MAX_PASSWORD_LENGTH, { message: 'Invalid email or password' }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
