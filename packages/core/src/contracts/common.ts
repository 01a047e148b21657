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
 * Terminal escape sequences (ANSI CSI such as `ESC[31m`, OSC titles, the one-byte C1 CSI): removed whole, so no
 * "[31m" is left behind when the ESC goes.
 */
const ESCAPE_SEQUENCES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?/g;
/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Bidirectional control characters (LRE…RLO, LRI…PDI, LRM, RLM, ALM) reorder how text is shown: a name holding
 * U+202E displays reversed, `invoice\u202Efdp.exe` reads as "invoiceexe.pdf".
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The one normaliser of stored text (names, companies, titles, filenames, resume fields): removes terminal escape
 * sequences, control characters (BEL, NUL, DEL, C1…) and bidi overrides. Single-line text (the default) also turns
 * tabs and line breaks into spaces; `multiline` keeps them.
 */
export function stripControlCharacters(value: string, options: { multiline?: boolean } = {}): string {
  const cleaned = value.replace(ESCAPE_SEQUENCES, '').replace(CONTROLS, '').replace(BIDI_CONTROLS, '');
  return options.multiline ? cleaned : cleaned.replace(/[\t\r\n]+/g, ' ');
}

/** A trimmed single-line text without control characters or bidi overrides, `min`…`max` characters. */
export function plainText(options: { max: number; required?: string; tooLong?: string }) {
  const base = z.string().transform((value) => stripControlCharacters(value).trim());
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
