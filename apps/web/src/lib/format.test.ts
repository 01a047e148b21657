import { describe, expect, it } from 'vitest';
import { truncate } from './format';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('Senior Engineer', 30)).toBe('Senior Engineer');
    expect(truncate('Senior Staff Software Engineer', 30)).toBe('Senior Staff Software Engineer');
  });

  it('keeps the first 30 characters and adds an ellipsis, as the spec says', () => {
    const position = 'Senior Staff Software Engineer, Infrastructure Reliability';
    expect(truncate(position, 30)).toBe('Senior Staff Software Engineer...');
    expect(truncate('Commissioning Specialist (Mechanical and Plumbing)', 30)).toBe(
      'Commissioning Specialist (Mech...',
    );
    expect(truncate('Commissioning_Specialist_Resume_Final_Version', 30)).toBe(
      'Commissioning_Specialist_Resum...',
    );
  });

  it('drops a space left at the cut', () => {
    expect(truncate('Head of Platform and Developer Experience', 31)).toBe(
      'Head of Platform and Developer...',
    );
  });

  it('cuts one overlong word at the limit', () => {
    expect(truncate('Pneumonoultramicroscopicsilicovolcanoconiosis', 10)).toBe('Pneumonoul...');
  });
});
