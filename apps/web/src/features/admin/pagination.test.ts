import { describe, expect, it } from 'vitest';
import { pageItems, showingText } from './pagination';

describe('admin pagination', () => {
  it('shows every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('uses an ellipsis past 7 pages, keeping the first, last and current pages', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(99, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 30; page++) {
      const items = pageItems(page, 30);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });

  it('says which users are shown', () => {
    expect(showingText({ page: 1, pageSize: 50, shown: 50, total: 120 })).toBe(
      'Showing 1 to 50 of 120 users',
    );
    expect(showingText({ page: 3, pageSize: 50, shown: 20, total: 120 })).toBe(
      'Showing 101 to 120 of 120 users',
    );
    expect(showingText({ page: 1, pageSize: 50, shown: 0, total: 0 })).toBe('Showing 0 to 0 of 0 users');
  });
});
