import { ADMIN_PAGINATION_ALL_PAGES_MAX } from '@tailor/core/constants';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: every page when there are 7 or fewer, else the first and last page, the
 * current page with its neighbours, and an ellipsis for each gap (always 7 slots, so nothing jumps).
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= ADMIN_PAGINATION_ALL_PAGES_MAX) {
    return Array.from({ length: totalPages }, (_, i) => i + 1);
  }
  const page = Math.min(Math.max(current, 1), totalPages);
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', totalPages];
  if (page >= totalPages - 3) {
    return [1, 'ellipsis-start', ...Array.from({ length: 5 }, (_, i) => totalPages - 4 + i)];
  }
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', totalPages];
}

/** "Showing X to Y of Z users". */
export function showingText(options: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}): string {
  if (options.total === 0 || options.shown === 0) return `Showing 0 to 0 of ${options.total} users`;
  const from = (options.page - 1) * options.pageSize + 1;
  return `Showing ${from} to ${from + options.shown - 1} of ${options.total} users`;
}
