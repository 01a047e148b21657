import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { normalizeResumeData } from '../normalize.ts';
import type { ResumeData } from '../resume.ts';
import {
  displayLink,
  LINK_COLOR,
  layoutResume,
  linkHref,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type Page,
  type ResumeLayout,
  SECTION_TITLES,
  type TextRun,
} from './layout.ts';
import { textWidth } from './measure.ts';

const MARGIN = 14.1;
const SENTENCE =
  'Designed and shipped a real-time fraud detection pipeline processing fifty thousand transactions per second';

function resume(overrides: Record<string, unknown> = {}): ResumeData {
  return normalizeResumeData({
    name: 'Jane Doe',
    contact: {
      email: 'jane@example.com',
      phone: '+1 555 010 0000',
      location: 'Austin, TX',
      link: 'github.com/jane',
    },
    summary: 'Engineer who builds reliable systems.',
    skills: ['TypeScript', 'PostgreSQL', 'Go'],
    experience: [
      {
        job_title: 'Senior Engineer',
        company: 'Acme Corp',
        location: 'Remote',
        dates: 'Jan 2020 - Present',
        bullet_points: ['Led the platform team', 'Cut costs by 30%'],
      },
    ],
    education: [{ degree: 'BSc Computer Science', school: 'State University', dates: '2012 - 2016' }],
    projects: [{ title: 'Widget', bullet_points: ['Built the widget'] }],
    certifications: [{ name: 'AWS Solutions Architect', year: '2021' }],
    ...overrides,
  });
}

const jobs = (count: number, bullets: number) =>
  Array.from({ length: count }, (_, k) => ({
    job_title: `Engineer ${k + 1}`,
    company: `Company ${k + 1}`,
    dates: '2020 - 2021',
    bullet_points: Array.from({ length: bullets }, (_, b) => `Bullet ${k + 1}.${b + 1}: ${SENTENCE}`),
  }));

const texts = (page: Page) => page.runs.map((r) => r.text);
const allTexts = (layout: ResumeLayout) => layout.pages.flatMap(texts);
const headings = (page: Page) => page.runs.filter((r) => Object.values(SECTION_TITLES).includes(r.text));
const findRun = (layout: ResumeLayout, text: string): [TextRun, number] | undefined => {
  for (const [n, page] of layout.pages.entries()) {
    const run = page.runs.find((r) => r.text === text);
    if (run) return [run, n + 1];
  }
  return undefined;
};

describe('layoutResume: content', () => {
  it('lays sections out in the spec order with the spec sizes and margin', () => {
    const layout = layoutResume(resume({ tools: ['Figma'], references: true }));
    const order = headings(defined(layout.pages[0])).map((r) => r.text);
    expect(order).toEqual([
      'SUMMARY',
      'SKILLS',
      'EXPERIENCE',
      'CERTIFICATIONS',
      'EDUCATION',
      'PROJECTS',
      'TOOLS',
      'REFERENCES',
    ]);
    const [name] = defined(findRun(layout, 'Jane Doe'));
    expect(name).toMatchObject({ x: MARGIN, font: 'bold', size: 20.5 });
    expect(defined(findRun(layout, 'SUMMARY'))[0]).toMatchObject({ x: MARGIN, font: 'bold', size: 12.5 });
    expect(defined(findRun(layout, 'Engineer who builds reliable systems.'))[0].size).toBe(10.5);
    expect(allTexts(layout)).toContain('Available upon request.');
    // Every heading has a rule beneath it.
    expect(defined(layout.pages[0]).rules).toHaveLength(8);
    expect(layout.structure.map((s) => s.name)).toEqual([
      'summary',
      'skills',
      'experience',
      'certifications',
      'education',
      'projects',
      'tools',
      'references',
    ]);
    expect(layout.structure.every((s) => s.page === 1)).toBe(true);
  });

  it('shows the link without scheme or www, in blue, as a clickable https link', () => {
    const layout = layoutResume(resume({ contact: { link: 'https://www.github.com/jane/' } }));
    const [run] = defined(findRun(layout, 'github.com/jane'));
    expect(run.color).toBe(LINK_COLOR);
    expect(defined(layout.pages[0]).links).toEqual([
      expect.objectContaining({ url: 'https://www.github.com/jane/', x: run.x }),
    ]);
    const bare = layoutResume(resume({ contact: { link: 'linkedin.com/in/jane' } }));
    expect(defined(defined(bare.pages[0]).links[0]).url).toBe('https://linkedin.com/in/jane');
    expect(displayLink('http://www.example.com')).toBe('example.com');
    expect(linkHref('http://example.com')).toBe('http://example.com');
  });

  it('uses the fallback texts where a shown entry lacks a field', () => {
    const layout = layoutResume(
      resume({
        name: '',
        experience: [{ company: 'Acme Corp' }, { job_title: 'Designer' }],
        education: [{ school: 'State University' }, { degree: 'MSc Physics' }],
      }),
    );
    const all = allTexts(layout);
    for (const text of ['Full Name', 'Position', 'Company', 'Degree', 'School']) expect(all).toContain(text);
  });

  it('leaves out empty sections, entries without a title, blank bullets and blank skills', () => {
    const layout = layoutResume(
      resume({
        summary: '   ',
        skills: ['  ', 'Go'],
        experience: [{ location: 'Paris', bullet_points: ['orphan bullet'] }],
        projects: [{ title: '', bullet_points: ['no title'] }],
        education: [{ dates: '2010' }],
        certifications: [],
      }),
    );
    const all = allTexts(layout).join('\n');
    expect(layout.structure.map((s) => s.name)).toEqual(['skills']);
    expect(all).not.toMatch(/orphan bullet|no title|2010|SUMMARY|EXPERIENCE/);
    expect(all).toContain('Go');

    const blanks = layoutResume(
      resume({ experience: [{ job_title: 'Dev', bullet_points: ['', '  ', 'Real'] }] }),
    );
    expect(defined(blanks.pages[0]).runs.filter((r) => r.text === '•')).toHaveLength(1 + 1 + 1); // job, project, cert
  });

  it('honours section, item, field, bullet and contact visibility', () => {
    const data = resume({
      experience: [
        { job_title: 'Hidden Job', company: 'Gone Inc', bullet_points: ['x'] },
        {
          job_title: 'Shown Job',
          company: 'Secret Co',
          dates: '2019',
          bullet_points: ['Keep me', 'Drop me'],
        },
      ],
      skills: ['Go', 'Cobol', 'Rust'],
      certifications: ['Cert A', 'Cert B'],
      projects: [{ title: 'P1', bullet_points: ['p1 shown', 'p1 hidden'] }, { title: 'P2' }],
      _metadata: {
        sectionVisibility: {
          summary: false,
          contact: { email: false, phone: true, location: true, link: false },
          skillItems: { '1': false },
          certificationItems: { '0': false },
          experienceItems: {
            '0': { visible: false },
            '1': { company: false, dates: false, bullet_points: { '1': false } },
          },
          projectItems: { '0': { bullet_points: { '1': false } }, '1': { visible: false } },
        },
      },
    });
    const layout = layoutResume(data);
    const all = allTexts(layout).join('\n');
    expect(all).not.toMatch(
      /SUMMARY|jane@example\.com|github|Cobol|Cert A|Hidden Job|Secret Co|Drop me|p1 hidden|P2/,
    );
    expect(all).not.toContain('Company'); // a hidden company gets no fallback
    expect(all).not.toMatch(/^2019$/m);
    expect(all).toMatch(/Shown Job[\s\S]*Keep me/);
    expect(all).toContain('Go, Rust');
    expect(all).toContain('Cert B');
    expect(all).toContain('+1 555 010 0000 | Austin, TX');
    expect(defined(layout.pages[0]).links).toHaveLength(0);

    const hiddenSections = layoutResume(
      resume({ _metadata: { sectionVisibility: { experience: false, skills: false, education: false } } }),
    );
    expect(hiddenSections.structure.map((s) => s.name)).toEqual(['summary', 'certifications', 'projects']);
  });

  it('wraps long bullets inside the text width, continuation lines at the indent', () => {
    const layout = layoutResume(
      resume({ experience: [{ job_title: 'Dev', bullet_points: [SENTENCE.repeat(3)] }] }),
    );
    const page = defined(layout.pages[0]);
    const glyph = defined(page.runs.find((r) => r.text === '•'));
    const lines = page.runs.filter((r) => r.y >= glyph.y && r.text !== '•' && r.y < glyph.y + 20);
    expect(lines.length).toBeGreaterThan(2);
    const indent = defined(lines[0]).x;
    expect(indent).toBeGreaterThan(glyph.x);
    for (const line of lines) {
      expect(line.x).toBe(indent);
      expect(line.x + textWidth(line.text, line.font, line.size)).toBeLessThanOrEqual(
        PAGE_WIDTH - MARGIN + 1e-9,
      );
    }
    for (const run of layout.pages.flatMap((p) => p.runs)) {
      expect(run.x + textWidth(run.text, run.font, run.size)).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 1e-9);
    }
  });

  it('applies display settings, the defaults being the spec numbers', () => {
    const base = layoutResume(resume());
    const explicit = layoutResume(resume(), {
      displaySettings: {
        fontSize: 'medium',
        lineSpacing: 'normal',
        margins: 'normal',
        headerStyle: 'standard',
      },
    });
    expect(explicit).toEqual(base);
    const large = layoutResume(resume(), { displaySettings: { fontSize: 'large', margins: 'narrow' } });
    expect(defined(findRun(large, 'Jane Doe'))[0].x).toBe(10);
    expect(defined(findRun(large, 'SUMMARY'))[0].size).toBeGreaterThan(12.5);
    const relaxed = layoutResume(resume(), { displaySettings: { lineSpacing: 'relaxed' } });
    expect(defined(findRun(relaxed, 'PROJECTS'))[0].y).toBeGreaterThan(
      defined(findRun(base, 'PROJECTS'))[0].y,
    );
    const centered = layoutResume(resume({ _metadata: { displaySettings: { headerStyle: 'centered' } } }));
    const [name] = defined(findRun(centered, 'Jane Doe'));
    expect(name.x + textWidth(name.text, 'bold', name.size) / 2).toBeCloseTo(PAGE_WIDTH / 2, 6);
  });
});

describe('layoutResume: pages', () => {
  const within = (layout: ResumeLayout) => {
    for (const page of layout.pages) {
      for (const run of page.runs) {
        expect(run.y).toBeGreaterThan(MARGIN);
        expect(run.y).toBeLessThanOrEqual(PAGE_HEIGHT - MARGIN - 0.02 * PAGE_HEIGHT);
      }
    }
  };

  it('flows a long resume over three pages, every line inside the margins', () => {
    const layout = layoutResume(resume({ experience: jobs(10, 4) }));
    expect(layout.pages).toHaveLength(3);
    within(layout);
    // Lines never overlap: baselines on a page strictly increase down the left column.
    for (const page of layout.pages) {
      const ys = page.runs.filter((r) => r.x === MARGIN).map((r) => r.y);
      for (let k = 1; k < ys.length; k++) expect(defined(ys[k])).toBeGreaterThan(defined(ys[k - 1]));
    }
    expect(defined(findRun(layout, 'PROJECTS'))[1]).toBe(
      defined(layout.structure.find((s) => s.name === 'projects')).page,
    );
  });

  it('never leaves a heading alone at the foot of a page, and moves whole entries', () => {
    // Vary the filler so every heading, in turn, lands near a page foot.
    for (let bullets = 1; bullets <= 12; bullets++) {
      for (let count = 3; count <= 6; count++) {
        const layout = layoutResume(
          resume({
            experience: jobs(count, bullets),
            projects: jobs(3, 2).map((j) => ({ title: j.job_title, bullet_points: j.bullet_points })),
          }),
        );
        for (const page of layout.pages) {
          const last = defined(page.runs[page.runs.length - 1]);
          expect(Object.values(SECTION_TITLES)).not.toContain(last.text);
        }
        for (const { name, page } of layout.structure) {
          const runs = defined(layout.pages[page - 1]).runs;
          const at = runs.findIndex((r) => r.text === SECTION_TITLES[name]);
          expect(at).toBeGreaterThanOrEqual(0);
          // The heading's first entry starts on its page: its title line and first bullet.
          if (name === 'experience') {
            expect(runs.slice(at).map((r) => r.text)).toEqual(expect.arrayContaining(['Engineer 1', '•']));
          }
        }
        // Each job, shorter than a page, sits on one page: its title and last bullet together.
        for (let k = 1; k <= count; k++) {
          const titlePage = defined(findRun(layout, `Engineer ${k}`))[1];
          const lastBullet = layout.pages.findIndex((p) =>
            p.runs.some((r) => r.text.startsWith(`Bullet ${k}.${bullets}:`)),
          );
          expect(lastBullet + 1).toBe(titlePage);
        }
        within(layout);
      }
    }
  });

  it('breaks an entry taller than a page between its bullets', () => {
    const layout = layoutResume(resume({ summary: '', experience: jobs(1, 40) }));
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(defined(findRun(layout, 'Engineer 1'))[1]).toBe(1);
    for (const page of layout.pages.slice(1)) {
      const first = defined(page.runs[0]);
      if (first.text === '•' || Object.values(SECTION_TITLES).includes(first.text)) continue;
      throw new Error(`page starts mid-bullet with "${first.text}"`);
    }
    within(layout);
  });

  it('moves a heading with its first entry when only the heading would fit', () => {
    // Fill page 1 so that only a few lines remain, then check the education heading is not stranded.
    for (let bullets = 30; bullets <= 45; bullets++) {
      const layout = layoutResume(
        resume({ summary: '', skills: [], projects: [], certifications: [], experience: jobs(1, bullets) }),
      );
      const education = defined(layout.structure.find((s) => s.name === 'education'));
      expect(defined(findRun(layout, 'BSc Computer Science'))[1]).toBe(education.page);
      expect(defined(findRun(layout, 'State University'))[1]).toBe(education.page);
    }
  });
});

describe('continuation marker', () => {
  it('marks exactly the pages that start inside a section, with that section', () => {
    const long = normalizeResumeData({
      name: 'Jane Doe',
      experience: Array.from({ length: 9 }, (_, i) => ({
        job_title: `Engineer ${i + 1}`,
        company: `Company ${i + 1}`,
        dates: '2020 - 2021',
        bullet_points: Array.from(
          { length: 6 },
          (_, b) => `Shipped improvement number ${b + 1} to a busy production service`,
        ),
      })),
      education: Array.from({ length: 12 }, (_, i) => ({
        degree: `Course ${i + 1}`,
        school: 'UCL',
        dates: '2010',
      })),
    });
    const layout = layoutResume(long);
    expect(layout.pages.length).toBeGreaterThan(2);
    expect(defined(layout.pages[0]).continues).toBeUndefined();
    expect(defined(layout.pages[1]).continues).toBe('experience');
    const headings = new Set(Object.values(SECTION_TITLES));
    layout.pages.slice(1).forEach((page, k) => {
      const startsWithHeading = headings.has(
        defined(page.runs[0]).text as (typeof SECTION_TITLES)[keyof typeof SECTION_TITLES],
      );
      const previous = layout.structure.filter((s) => s.page <= k + 1).at(-1)?.name;
      expect(page.continues, `page ${k + 2}`).toBe(startsWithHeading ? undefined : previous);
    });
  });
});

describe('link safety', () => {
  it('makes only web and mail links clickable', () => {
    expect(linkHref('javascript:alert(1)')).toBe('');
    expect(linkHref('data:text/html,hi')).toBe('');
    expect(linkHref('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(linkHref('github.com/jane')).toBe('https://github.com/jane');
    const layout = layoutResume(normalizeResumeData({ name: 'X', contact: { link: 'javascript:alert(1)' } }));
    expect(defined(layout.pages[0]).links).toEqual([]);
  });
});
