import { describe, expect, it } from 'vitest';
import { truncate } from './format';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('Senior Engineer', 30)).toBe('Senior Engineer');
  });

  it('cuts at the last word boundary within the limit, never mid-word', () => {
    const position = 'Senior Staff Software Engineer, Infrastructure Reliability';
    const short = truncate(position, 30);
    expect(short).toBe('Senior Staff Software Engineer...');
    expect(short.length - 3).toBeLessThanOrEqual(30);
    expect(truncate('Commissioning Specialist (Mechanical and Plumbing)', 30)).toBe(
      'Commissioning Specialist...',
    );
  });

  it('treats underscores and dashes in file names as word ends', () => {
    expect(truncate('Commissioning_Specialist_Resume_Final_Version', 30)).toBe('Commissioning_Specialist...');
  });

  it('cuts one overlong word at the limit', () => {
    expect(truncate('Pneumonoultramicroscopicsilicovolcanoconiosis', 10)).toBe('Pneumonoul...');
  });
});
