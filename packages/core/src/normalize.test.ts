import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from './normalize.ts';
import { emptyResumeData, ResumeDataSchema } from './resume.ts';

describe('normalizeResumeData', () => {
  const canonical = {
    name: 'Ana Núñez',
    contact: {
      email: 'ana@example.com',
      phone: '+44 20 7946 0958',
      location: 'London',
      link: 'github.com/ana',
    },
    summary: 'Engineer.',
    skills: ['TypeScript', 'SQL'],
    experience: [
      {
        job_title: 'Engineer',
        company: 'Acme',
        location: 'Remote',
        dates: '2020 – Present',
        bullet_points: ['Built X'],
      },
    ],
    projects: [{ title: 'Widget', description: 'A widget', link: '', bullet_points: [] }],
    education: [{ degree: 'BSc', school: 'UCL', location: '', dates: '2016', gpa: '3.9' }],
    certifications: [{ name: 'AWS SA', year: '2021' }],
    tools: ['Git'],
    references: true,
  };

  it('returns a canonical resume unchanged', () => {
    expect(normalizeResumeData(canonical)).toEqual(ResumeDataSchema.parse(canonical));
  });

  it('unwraps {resume, changes}', () => {
    expect(normalizeResumeData({ resume: canonical, changes: { summary: 'x' } })).toEqual(
      ResumeDataSchema.parse(canonical),
    );
  });

  it('reads the legacy flat shape and ignores its change fields', () => {
    const legacy = {
      ...canonical,
      bullets: ['a'],
      key_adjustments: ['b'],
      skill_changes: [],
      experience_highlights: [],
    };
    const result = normalizeResumeData(legacy);
    expect(result.name).toBe('Ana Núñez');
    expect(result).not.toHaveProperty('bullets');
  });

  it('maps field aliases: title/position, university, project name, education object', () => {
    const result = normalizeResumeData({
      experience: [
        { title: 'Dev', company: 'A' },
        { position: 'Lead', company: 'B' },
      ],
      education: { degree: 'MSc', university: 'ETH' },
      projects: [{ name: 'Tool', url: 'https://t.dev' }],
    });
    expect(result.experience.map((e) => e.job_title)).toEqual(['Dev', 'Lead']);
    expect(result.education).toEqual([{ degree: 'MSc', school: 'ETH', location: '', dates: '', gpa: '' }]);
    expect(result.projects[0]).toMatchObject({ title: 'Tool', link: 'https://t.dev' });
  });

  it('accepts certifications as strings or {name|title, year}', () => {
    const result = normalizeResumeData({
      certifications: ['CKA', { title: 'PMP', year: 2019 }, { name: 'AWS' }, { foo: 1 }],
    });
    expect(result.certifications).toEqual([
      { name: 'CKA', year: '' },
      { name: 'PMP', year: '2019' },
      { name: 'AWS', year: '' },
    ]);
  });

  it('fills metadata defaults and keeps valid flags', () => {
    const result = normalizeResumeData({ _metadata: { sectionVisibility: { skills: false } } });
    expect(result._metadata?.sectionVisibility.skills).toBe(false);
    expect(result._metadata?.sectionVisibility.summary).toBe(true);
    expect(result._metadata?.displaySettings).toEqual({
      fontSize: 'medium',
      lineSpacing: 'normal',
      margins: 'normal',
      headerStyle: 'standard',
      pageTarget: 'none',
    });
  });

  it('never throws on garbage', () => {
    for (const input of [null, undefined, 42, 'not json', [], { experience: 'x', skills: 7 }]) {
      expect(() => normalizeResumeData(input)).not.toThrow();
    }
    expect(normalizeResumeData(null)).toEqual(emptyResumeData());
  });

  it('parses a JSON string', () => {
    expect(normalizeResumeData(JSON.stringify({ name: 'X' })).name).toBe('X');
  });
});
