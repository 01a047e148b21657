import { z } from 'zod';
import { UserSchema } from './auth.ts';

/** `GET /api/auth/linkedin`: the extension opens it with `source=extension` and its own correlation token. */
export const LinkedInStartQuerySchema = z.object({
  source: z.enum(['extension', 'web']).optional(),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'token must be letters, digits, - or _' })
    .optional(),
});

/** `POST /api/auth/token`: a new session token for the extension, made from the browser's session. */
export const ExtensionTokenResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type ExtensionTokenResponse = z.infer<typeof ExtensionTokenResponseSchema>;
