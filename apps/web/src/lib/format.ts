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

/**
 * The first `max` characters followed by "..." (doc 1 §2, doc 2 §2: "cut at 30 characters followed by an
 * ellipsis"); a space left at the cut is dropped. Shown with the full text on hover (`title`).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
