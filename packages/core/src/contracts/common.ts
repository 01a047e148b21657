import { z } from 'zod';

/** Ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/**
 * A strict positive integer id: a JSON number, or a string of decimal digits (path parameters and form fields).
 * `[8]`, `true`, `1e3`, `0x10`, ` 8` and `08` are refused — `z.coerce` would have turned them all into numbers.
 */
export const IdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, { message: 'Invalid id' })
        .transform(Number),
    ],
    {
      message: 'Invalid id',
    },
  )
  .pipe(
    z
      .number({ message: 'Invalid id' })
      .int({ message: 'Invalid id' })
      .positive({ message: 'Invalid id' })
      .max(MAX_ID, { message: 'Invalid id' }),
  );

export const IdParamsSchema = z.object({ id: IdSchema });

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/**
 * Bidirectional control characters (LRE…RLO, LRI…PDI, LRM, RLM, ALM) reorder how text is shown: a name holding
 * U+202E displays reversed. They never belong in the short texts users type, so they are removed.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** A trimmed single-line text with bidi controls removed, `min`…`max` characters. */
export function plainText(options: { max: number; required?: string; tooLong?: string }) {
  const base = z.string().transform((value) => stripBidiControls(value).trim());
  return base.pipe(
    z
      .string()
      .min(options.required ? 1 : 0, { message: options.required ?? 'Required' })
      .max(options.max, { message: options.tooLong ?? `Must be at most ${options.max} characters` }),
  );
}

/** An http(s) URL or the empty string; `javascript:`, `data:` and every other scheme are refused. */
export const WebUrlSchema = z
  .string()
  .trim()
  .max(2000, { message: 'URL must be at most 2,000 characters' })
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value), {
    message: 'URL must start with http:// or https://',
  });
