import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { classifyHeading, splitSections } from './sections.ts';
import { line } from './test-helpers.ts';
import { OCR_FONT } from './types.ts';

describe('classifyHeading', () => {
  it('knows many names of each section', () => {
    expect(classifyHeading('Work History')).toBe('experience');
    expect(classifyHeading('PROFESSIONAL EXPERIENCE')).toBe('experience');
    expect(classifyHeading('Core Competencies')).toBe('skills');
    expect(classifyHeading('Technical Toolbox')).toBe('skills');
    expect(classifyHeading('COMPETENCES')).toBe('skills');
    expect(classifyHeading('Education and Training')).toBe('education');
    expect(classifyHeading('Academic Background')).toBe('education');
    expect(classifyHeading('Licenses & Certifications')).toBe('certifications');
    expect(classifyHeading('About Me')).toBe('summary');
    expect(classifyHeading('Summary of Qualifications')).toBe('summary');
    expect(classifyHeading('E X P E R I E N C E')).toBe('experience');
    expect(classifyHeading('My Relevant Projects:')).toBe('projects');
    expect(classifyHeading('Senior Software Engineer')).toBeNull();
  });
});

describe('splitSections', () => {
  it('finds known headings and, by the same typography, unknown ones', () => {
    const h = { isBold: true, size: 13, fontName: 'Lato-Bold' };
    const lines = [
      line('Jane Doe', { size: 24 }),
      line('jane@example.com'),
      line('Experience', h),
      line('Engineer, Acme'),
      line('Education', h),
      line('BSc Physics, State University'),
      line('Volunteering Adventures', h),
      line('Ran a food bank'),
    ];
    const { header, sections } = splitSections(lines);
    expect(header.map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com']);
    expect(sections.map((s) => [s.kind, s.title, s.lines.length])).toEqual([
      ['experience', 'Experience', 1],
      ['education', 'Education', 1],
      ['other', 'Volunteering Adventures', 1],
    ]);
  });

  it('leaves smaller sub-headings inside their section', () => {
    const h = { isBold: true, size: 14, fontName: 'Sans-Bold' };
    const sub = { isBold: true, size: 10, fontName: 'Sans-Bold' };
    const lines = [
      line('Jane Doe', { size: 24 }),
      line('Skills', h),
      line('Programming', sub),
      line('Go, Rust'),
      line('Education', h),
      line('MIT'),
    ];
    const { sections } = splitSections(lines);
    expect(sections.map((s) => s.title)).toEqual(['Skills', 'Education']);
    expect(defined(sections[0]).lines.map((l) => l.text)).toEqual(['Programming', 'Go, Rust']);
  });

  it("reads an academic CV's appointments as experience", () => {
    expect(classifyHeading('Academic Appointments and Experience')).toBe('experience');
    expect(classifyHeading('APPOINTMENTS')).toBe('experience');
  });
});

describe('splitSections on OCR words', () => {
  it('reads small capitals tesseract measured small and cased at random as headings, a misread name too', () => {
    const ocr = (text: string, size: number) => line(text, { fontName: OCR_FONT, size });
    const lines = [
      ocr('Dana Ruiz', 16),
      ocr('dana@example.com', 8),
      ocr('AcADEMIC APPOINTMENTS AND EXPERIENCE', 7),
      ocr('Mathematics Teacher, Eastside High School', 9),
      ocr('Taught Algebra II to five sections', 9),
      ocr('EbucaTioNn', 7),
      ocr('Master of Education, Texas State University', 9),
      ocr('GPA: 3.6', 9),
      ocr('SKILLS', 7),
      ocr('Classroom management, Desmos, GeoGebra', 9),
    ];
    const { sections } = splitSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['experience', 2],
      ['education', 2],
      ['skills', 1],
    ]);
  });
});
