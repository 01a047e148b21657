import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { exportFields, exportOutline, resumePlainText } from './plain-text.ts';
import { CHECK_PASSED_TEXT, checkExportText, describeExportCheck } from './verify.ts';

const resume = normalizeResumeData({
  name: 'Jane Doe',
  contact: { email: 'jane@example.com', link: 'https://www.github.com/jane' },
  summary: 'Backend engineer.',
  skills: ['TypeScript', 'Go'],
  experience: [
    {
      job_title: 'Engineer',
      company: 'Acme',
      dates: '2020 - 2024',
      bullet_points: ['Built the billing service'],
    },
    { job_title: 'Intern', company: 'Globex', dates: '2019', bullet_points: ['Wrote tests'] },
  ],
  education: [{ degree: 'BSc Physics', school: 'Uni', dates: '2019' }],
});
const fields = exportFields(exportOutline(resume));

describe('export check', () => {
  it('passes text that carries every field in order, and says so', () => {
    const text = resumePlainText(resume);
    const check = checkExportText({ format: 'pdf', fields, text, pages: 1 });
    expect(check).toMatchObject({ recall: 1, order: 1, garbled: 0, ok: true });
    expect(describeExportCheck(check).lines).toEqual([CHECK_PASSED_TEXT]);
  });

  it('counts missing words, fields out of order and garbled glyphs', () => {
    const text = resumePlainText(resume);
    const missing = checkExportText({ format: 'pdf', fields, text: text.replace('billing', ''), pages: 1 });
    expect(missing.recall).toBeLessThan(1);
    expect(missing.missing).toContain('billing');
    expect(missing.ok).toBe(false);

    // The two jobs swapped: one of them comes back out of order.
    const texts = fields.map((f) => f.text);
    const acme = texts.indexOf('Engineer');
    const intern = texts.indexOf('Intern');
    const swapped = [
      ...texts.slice(0, acme),
      ...texts.slice(intern, intern + 4),
      ...texts.slice(acme, intern),
      ...texts.slice(intern + 4),
    ].join('\n');
    const order = checkExportText({ format: 'pdf', fields, text: swapped, pages: 1 });
    expect(order.recall).toBe(1);
    expect(order.order).toBeLessThan(1);
    expect(order.ok).toBe(false);

    const garbled = checkExportText({ format: 'pdf', fields, text: `${text}\uFFFD\uE001`, pages: 1 });
    expect(garbled.garbled).toBe(2);
    expect(describeExportCheck(garbled).lines.join(' ')).toMatch(/unreadable symbols/);
  });

  it('fails a PDF over its page target and an unreadable file', () => {
    const text = resumePlainText(resume);
    const over = checkExportText({ format: 'pdf', fields, text, pages: 2, targetPages: 1 });
    expect(over.ok).toBe(false);
    expect(describeExportCheck(over).lines.join(' ')).toMatch(/takes 2 pages, over the 1-page target/);
    const nothing = checkExportText({ format: 'pdf', fields, text: '', pages: 0 });
    expect(nothing.recall).toBe(0);
    expect(describeExportCheck(nothing).lines[0]).toMatch(/would miss/);
  });
});

describe('plain text', () => {
  it('writes the sections in layout order with full links and plain bullets', () => {
    const text = resumePlainText(resume);
    expect(text).toMatch(
      /^Jane Doe\njane@example\.com \| https:\/\/www\.github\.com\/jane\n\nSUMMARY\nBackend engineer\.\n\nSKILLS\nTypeScript, Go\n\nEXPERIENCE\nEngineer \| 2020 - 2024 \| Acme\n- Built the billing service\n\nIntern/,
    );
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('EDUCATION'));
    expect(text).not.toMatch(/[•\t]/);
  });

  it('leaves out what the user hid', () => {
    const hidden = normalizeResumeData({
      ...resume,
      _metadata: { sectionVisibility: { skills: false, experienceItems: { '1': { visible: false } } } },
    });
    const text = resumePlainText(hidden);
    expect(text).not.toContain('SKILLS');
    expect(text).not.toContain('Globex');
    expect(text).toContain('Acme');
  });
});
