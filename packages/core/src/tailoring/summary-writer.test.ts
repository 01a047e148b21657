import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { splitSentences, writeSummary } from './summary-writer.ts';

const now = new Date('2026-11-15T00:00:00Z');

describe("writeSummary: the person's voice", () => {
  const executive = normalizeResumeData({
    summary:
      'Chief executive who grew revenue from $80M to $1.4B. Board director and turnaround operator. I build teams that outlast me.',
    experience: [{ job_title: 'CEO', company: 'Northstar', dates: '2010 - Present', bullet_points: [] }],
  });

  it('keeps every sentence and its numbers, the first first, and adds none', () => {
    const out = writeSummary({
      source: executive,
      proven: ['P&L', 'M&A', 'board governance'],
      weak: false,
      now,
    });
    expect(out.summary.startsWith('Chief executive who grew revenue from $80M to $1.4B.')).toBe(true);
    expect(out.summary).toContain('Board director and turnaround operator.');
    expect(out.summary).toContain('I build teams that outlast me.');
    expect(out.summary.split(/(?<=\.)\s+/)).toHaveLength(3);
    expect(out.summary).not.toMatch(/P&L|Also brings|years/);
  });

  it('puts the sentence that shows the most of the job right after the first', () => {
    const out = writeSummary({ source: executive, proven: ['team building', 'teams'], weak: false, now });
    expect(out.summary).toBe(
      'Chief executive who grew revenue from $80M to $1.4B. I build teams that outlast me. Board director and turnaround operator.',
    );
  });

  it('keeps the summary exactly on a weak match', () => {
    const out = writeSummary({ source: executive, proven: ['P&L'], weak: true, now });
    expect(out).toEqual({ kind: 'kept', summary: executive.summary });
  });
});

describe('writeSummary: no summary of their own', () => {
  it('writes nothing when the years cannot be stated: a title and an employer alone say nothing new', () => {
    // Ten years of restaurants, then eighteen months of analytics: the years do not belong to the analyst title.
    const changer = normalizeResumeData({
      summary: '',
      experience: [
        { job_title: 'Data Analyst', company: 'Brightline', dates: 'Jun 2025 - Present', bullet_points: [] },
        { job_title: 'General Manager', company: 'Rosa Cafe', dates: '2015 - 2025', bullet_points: [] },
      ],
    });
    const out = writeSummary({ source: changer, proven: ['SQL', 'Excel'], weak: false, now });
    expect(out).toEqual({ kind: 'kept', summary: '' });
  });

  it('states years only when roles of that kind span the whole dated history', () => {
    const nurse = normalizeResumeData({
      summary: '',
      experience: [
        { job_title: 'Charge Nurse', company: 'Mercy', dates: 'Jan 2021 - Present', bullet_points: [] },
        { job_title: 'Staff Nurse', company: 'Mercy', dates: 'Jan 2016 - Dec 2020', bullet_points: [] },
      ],
    });
    const out = writeSummary({ source: nurse, proven: [], weak: false, now });
    // The ten years are a nurse's, not a charge nurse's: the figure goes with the kind of role.
    expect(out.summary).toBe('Charge Nurse at Mercy, with 10 years of experience as a nurse.');
    const staff = normalizeResumeData({
      summary: '',
      experience: [
        { job_title: 'Staff Nurse', company: 'Mercy Co.', dates: 'Jan 2021 - Present', bullet_points: [] },
        { job_title: 'Staff Nurse', company: 'Hope', dates: 'Jan 2016 - Dec 2020', bullet_points: [] },
      ],
    });
    expect(writeSummary({ source: staff, proven: [], weak: false, now }).summary).toBe(
      'Staff Nurse with 10 years of experience, most recently at Mercy Co.',
    );
    // (A role that has ended is where the person was most recently, not where they are: decision 148.)
    const left = normalizeResumeData({
      summary: '',
      experience: [
        { job_title: 'Charge Nurse', company: 'Mercy', dates: 'Jan 2021 - Feb 2023', bullet_points: [] },
        { job_title: 'Staff Nurse', company: 'Mercy', dates: 'Jan 2013 - Dec 2020', bullet_points: [] },
      ],
    });
    expect(writeSummary({ source: left, proven: [], weak: false, now }).summary).toBe(
      'Charge Nurse, most recently at Mercy, with 10 years of experience as a nurse.',
    );
  });

  it("counts a part of a title by its own head word: a diver's tender years are no diver's (decision 103)", () => {
    const diver = normalizeResumeData({
      summary: '',
      experience: [
        {
          job_title: 'Commercial Diver',
          company: 'Ohio Valley Marine',
          dates: 'Jan. 2018 – current',
          bullet_points: [],
        },
        {
          job_title: 'Diver Tender / Deckhand',
          company: 'River Works',
          dates: '06/2015 – 12/2017',
          bullet_points: [],
        },
      ],
    });
    expect(writeSummary({ source: diver, proven: [], weak: false, now }).summary).not.toMatch(/years/);
  });

  it('a new graduate is not given years', () => {
    const grad = normalizeResumeData({
      summary: '',
      experience: [
        { job_title: 'Software Engineer', company: 'Acme', dates: 'Jun 2025 - Present', bullet_points: [] },
        {
          job_title: 'Software Engineering Intern',
          company: 'Globex',
          dates: 'Summer 2024',
          bullet_points: [],
        },
      ],
    });
    const out = writeSummary({ source: grad, proven: ['Python', 'SQL', 'Docker', 'AWS'], weak: false, now });
    expect(out.summary).toBe('');
  });
});

describe('splitSentences (decision 137)', () => {
  it('ends a sentence at its full stop, not at an abbreviation or an initial inside it', () => {
    expect(
      splitSentences(
        'Patient Care Technician at St. Luke Medical Center, with 6 years as a technician. Works with Dr. Okafor and J. R. Banks at Fenwick Co. in the U.S. Army reserve. Calm under pressure.',
      ),
    ).toEqual([
      'Patient Care Technician at St. Luke Medical Center, with 6 years as a technician.',
      'Works with Dr. Okafor and J. R. Banks at Fenwick Co. in the U.S. Army reserve.',
      'Calm under pressure.',
    ]);
  });
});
