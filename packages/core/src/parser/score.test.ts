import { describe, expect, it } from 'vitest';
import { scoreCorpus, scoreResume, WEIGHTS } from './score.ts';

const truth = {
  name: 'Jane Doe',
  contact: { email: 'jane@example.com', phone: '+1 555 010 0000', location: 'Austin, TX', link: 'jane.dev' },
  links: ['jane.dev'],
  summary: 'Engineer who ships.',
  skills: ['TypeScript', 'SQL'],
  experience: [
    {
      job_title: 'Engineer',
      company: 'Acme',
      dates: 'Jan 2020 – Present',
      location: '',
      bullet_points: ['Built it'],
    },
  ],
  projects: [],
  education: [{ degree: 'BS', school: 'State University', dates: '2016 – 2020', location: '', gpa: '' }],
  certifications: ['AWS Certified (2021)'],
  tools: [],
};

describe('resume scorer', () => {
  it('weighs fields to 100 and gives a perfect parse 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const report = scoreCorpus(new Map([['jane', truth]]), new Map([['jane', truth]]));
    expect(report.overall).toBe(100);
  });

  it('scores a missing prediction 0 and normalises dashes, case and certificate years', () => {
    expect(scoreCorpus(new Map([['jane', truth]]), new Map()).overall).toBe(0);
    const s = scoreResume(
      {
        ...truth,
        contact: { ...truth.contact, phone: '(555) 010-0000' },
        skills: ['typescript', 'Go'],
        experience: [{ ...truth.experience[0], dates: 'Jan 2020 - Present' }],
        certifications: [{ name: 'AWS Certified', year: '2021' }],
      },
      truth,
    );
    expect(s['experience.dates']).toBe(1);
    expect(s.certifications).toBe(1);
    expect(s.skills).toBe(0.5);
    expect(s.phone).toBe(0);
  });
});
