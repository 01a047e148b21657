import { DATE_FORMAT, DATE_TIME_FORMAT } from '@tailor/core/constants';
import { format, isValid, parseISO } from 'date-fns';

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** "MMM d, yyyy"; an unparseable value yields an empty string rather than throwing. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '';
}

/** Where a word ends: spaces, and the joiners of file and compound names. */
const WORD_END = /[\s_\-–—/.,;:|]/;

/**
 * At most `max` characters, cut at the last word boundary before the limit and followed by "..." (a single
 * word longer than the limit is cut at the limit). Shown with the full text on hover (`title`).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = max;
  while (cut > 0 && !WORD_END.test(text.charAt(cut))) cut--;
  const head = (cut > max / 2 ? text.slice(0, cut) : text.slice(0, max)).replace(/[\s_\-–—/.,;:|]+$/, '');
  return `${head}...`;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
