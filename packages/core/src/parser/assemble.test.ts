import { describe, expect, it } from 'vitest';
import {
  findContact,
  readHeader,
  toCertifications,
  toEducation,
  toExperience,
  toSkills,
} from './assemble.ts';
import { line } from './test-helpers.ts';

describe('assemble', () => {
  it('tells the job title from the company and pulls out dates and location', () => {
    const job = toExperience({
      header: [
        line('Acme Corp | Senior Engineer', { parts: ['Acme Corp | Senior Engineer', 'Jan 2020 – Present'] }),
      ],
      meta: ['Austin, TX'],
      bullets: ['Built things'],
    });
    expect(job).toEqual({
      job_title: 'Senior Engineer',
      company: 'Acme Corp',
      location: 'Austin, TX',
      dates: 'Jan 2020 – Present',
      bullet_points: ['Built things'],
    });
  });

  it('reads an education entry with its GPA', () => {
    const edu = toEducation({
      header: [
        line('Princeton University, PhD in Computer Science', {
          parts: ['Princeton University, PhD in Computer Science', 'Sept 2018 – May 2023'],
        }),
      ],
      meta: [],
      bullets: ['GPA: 3.9/4.0'],
    });
    expect(edu).toMatchObject({
      school: 'Princeton University',
      degree: 'PhD in Computer Science',
      gpa: '3.9/4.0',
      dates: 'Sept 2018 – May 2023',
    });
  });

  it('splits "Category: a, b, c" skill lines into skills', () => {
    expect(toSkills([line('Languages: TypeScript, Go, SQL'), line('• Docker | Kubernetes')])).toEqual([
      'TypeScript',
      'Go',
      'SQL',
      'Docker',
      'Kubernetes',
    ]);
  });

  it('reads certifications with their year', () => {
    expect(
      toCertifications([{ header: [], meta: [], bullets: ['AWS Certified Solutions Architect (2021)'] }]),
    ).toEqual([{ name: 'AWS Certified Solutions Architect', year: '2021' }]);
  });

  it('finds contact details in the header', () => {
    const contact = findContact(
      [line('José Núñez'), line('jose@example.com | +44 20 7946 0958 | London, UK | linkedin.com/in/jose')],
      [],
    );
    expect(contact).toEqual({
      email: 'jose@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      link: 'linkedin.com/in/jose',
    });
  });

  it('keeps links out of the other header fields', () => {
    expect(readHeader([line('Widget | github.com/me/widget')]).links).toEqual(['github.com/me/widget']);
  });
});
