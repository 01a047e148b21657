import { describe, expect, it } from 'vitest';
import { findGpa, findLinks, findPhone, isDegree, isDuration, isLocation, titleScore } from './fields.ts';

describe('fields', () => {
  it('finds phone numbers, national and international', () => {
    expect(findPhone('+44 20 7946 0958 · London')).toBe('+44 20 7946 0958');
    expect(findPhone('Call (555) 123-4567')).toBe('(555) 123-4567');
    expect(findPhone('607.379.5733')).toBe('607.379.5733');
    expect(findPhone('mintyfrankie | +33 6 12 34 56 78 | me@x.org')).toBe('+33 6 12 34 56 78');
    expect(findPhone('(+82) 10-9030-1843')).toBe('(+82) 10-9030-1843');
    expect(findPhone('+1 (415) 555-0142')).toBe('+1 (415) 555-0142');
    expect(findPhone('GPA 3.97/4.00, 2014 - 2018')).toBe('');
  });

  it('finds links but not e-mail domains', () => {
    expect(findLinks('jane@example.com | github.com/jane | https://jane.dev/')).toEqual([
      'github.com/jane',
      'https://jane.dev/',
    ]);
  });

  it('knows degrees by their abbreviations, as printed before a school on one line', () => {
    for (const degree of ['BFA in Graphic Design', 'MEd, Curriculum', 'DPT', 'PharmD', 'JD', 'DVM', 'MSW'])
      expect(isDegree(degree), degree).toBe(true);
    for (const other of ['Behance', 'School of the Art Institute of Chicago', 'Lakeshore Creative'])
      expect(isDegree(other), other).toBe(false);
  });

  it('recognises locations, GPAs and durations', () => {
    expect(isLocation('San Francisco, CA')).toBe(true);
    expect(isLocation('Istanbul, Türkiye')).toBe(true);
    expect(isLocation('Remote')).toBe(true);
    expect(isLocation('NVIDIA Research, Research Intern')).toBe(false);
    expect(findGpa('GPA: 3.97/4.00, Valedictorian')).toBe('3.97/4.00');
    expect(isDuration('2 years 10 months')).toBe(true);
  });

  it('reads City, ST as a place even when the state code spells a degree', () => {
    for (const place of ['Boston, MA', 'Baltimore, MD', 'Jackson, MS']) expect(isLocation(place)).toBe(true);
    expect(isLocation('Bachelor of Arts, MA')).toBe(false);
  });

  it('reads the titles of care, trades and service work as titles, and an employer as none', () => {
    for (const title of [
      'Physical Therapist',
      'Speech-Language Pathologist',
      'Dietitian',
      'Head Coach',
      'Pediatrician',
    ])
      expect(titleScore(title), title).toBeGreaterThan(0);
    expect(titleScore('Flatirons Sports Rehab')).toBeLessThanOrEqual(0);
    expect(titleScore('Mountain View Rehabilitation')).toBeLessThanOrEqual(0);
  });
});
