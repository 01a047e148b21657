import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import type { ResumeData } from '../resume.ts';
import { describeFit, fitLayout } from './fit.ts';
import { layoutResume } from './layout.ts';

function resume(jobs: number, bullets: number, pageTarget: 'none' | '1' | '2'): ResumeData {
  return normalizeResumeData({
    name: 'Jane Doe',
    contact: { email: 'jane@example.com' },
    summary: 'Engineer with a long record of shipping services. '.repeat(3),
    skills: ['TypeScript', 'PostgreSQL', 'Docker'],
    experience: Array.from({ length: jobs }, (_, i) => ({
      job_title: `Engineer ${i + 1}`,
      company: `Company ${i + 1}`,
      dates: `${2020 - i} - ${2021 - i}`,
      bullet_points: Array.from(
        { length: bullets },
        (_, b) => `Delivered improvement ${b + 1} to a service used by many teams across the whole company`,
      ),
    })),
    education: [{ degree: 'BSc Computer Science', school: 'UT Austin', dates: '2010' }],
    _metadata: { displaySettings: { pageTarget } },
  });
}

describe('page target fit', () => {
  it('leaves "No limit" exactly as the plain layout', () => {
    const data = resume(8, 6, 'none');
    const fitted = fitLayout(data);
    expect(fitted.layout).toEqual(layoutResume(data));
    expect(fitted.report).toMatchObject({ target: null, met: true, hidden: [], tightened: [] });
    expect(describeFit(fitted.report)).toBeNull();
  });

  it('hides bullets of the oldest roles first and never a role, employer or date', () => {
    const data = resume(6, 6, '1');
    expect(layoutResume(data).pages.length).toBeGreaterThan(1);
    const { layout, report } = fitLayout(data);
    expect(report.met).toBe(true);
    expect(layout.pages).toHaveLength(1);
    expect(report.tightened).toEqual(['compact line spacing', 'narrow margins']);
    expect(report.hidden.length).toBeGreaterThan(0);
    // The oldest role loses bullets before the most recent one does.
    expect(report.hidden[0]?.entry).toBe(5);
    const text = layout.pages.flatMap((p) => p.runs.map((r) => r.text)).join(' ');
    for (let i = 1; i <= 6; i++) {
      expect(text).toContain(`Engineer ${i}`);
      expect(text).toContain(`Company ${i}`);
      expect(text).toContain(`${2020 - i + 1} - ${2021 - i + 1}`);
    }
    expect(text).toContain('BSc Computer Science');
    expect(describeFit(report)).toMatch(
      /^Fitted to 1 page: compact line spacing and narrow margins; \d+ bullets of older roles hidden/,
    );
  });

  it('hides no more bullets than needed', () => {
    const { report } = fitLayout(resume(6, 6, '1'));
    const fewer = normalizeResumeData(resume(6, 6, '1'));
    // One bullet fewer hidden does not fit.
    const less = report.hidden.slice(0, -1);
    let data = fewer;
    for (const h of less) {
      const flags = data._metadata?.sectionVisibility.experienceItems ?? {};
      const entry = flags[String(h.entry)] ?? {
        visible: true,
        job_title: true,
        company: true,
        location: true,
        dates: true,
        bullet_points: {},
      };
      data = normalizeResumeData({
        ...data,
        _metadata: {
          ...data._metadata,
          sectionVisibility: {
            ...data._metadata?.sectionVisibility,
            experienceItems: {
              ...flags,
              [String(h.entry)]: {
                ...entry,
                bullet_points: { ...entry.bullet_points, [String(h.bullet)]: false },
              },
            },
          },
        },
      });
    }
    expect(
      layoutResume(data, { displaySettings: { lineSpacing: 'compact', margins: 'narrow' } }).pages.length,
    ).toBeGreaterThan(1);
  });

  it('says so and keeps the pages when only hiding roles would fit', () => {
    const data = resume(40, 1, '1');
    const { layout, report } = fitLayout(data);
    expect(report.met).toBe(false);
    expect(report.hidden).toEqual([]);
    expect(layout).toEqual(layoutResume(data));
    expect(describeFit(report)).toMatch(/^Cannot fit on 1 page without hiding a role: it stays at \d+ pages/);
  });

  it('fits to 2 pages with spacing alone when that is enough', () => {
    const natural = resume(9, 4, 'none');
    const pages = layoutResume(natural).pages.length;
    const data = resume(9, 4, '2');
    const { report } = fitLayout(data);
    expect(report.pages).toBeLessThanOrEqual(2);
    if (pages > 2) expect(report.met).toBe(true);
  });
});
