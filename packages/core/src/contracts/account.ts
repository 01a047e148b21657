import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth.ts';

/** What Settings shows about the account's sign-in (GET /api/account). */
export const AccountResponseSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  linkedIn: z.boolean(),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** The token of a mailed link: 32 random bytes, base64url. */
export const MailedTokenSchema = z
  .string({ message: 'This link is invalid or has expired.' })
  .regex(/^[\w-]{20,100}$/, { message: 'This link is invalid or has expired.' });

export const VerifyEmailRequestSchema = z.object({ token: MailedTokenSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({ token: MailedTokenSchema, password: PasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(200),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The words a person types to delete their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const DeleteAccountRequestSchema = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    message: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  }),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** The neutral answer of "Forgot password": the same whether or not the email has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. It works for 30 minutes.';
