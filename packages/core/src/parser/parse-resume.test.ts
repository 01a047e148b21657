import { describe, expect, it } from 'vitest';
import { ResumeDataSchema } from '../resume.ts';
import { columnRightEdge, parseResume, withoutPostNominals } from './parse-resume.ts';
import { item, line } from './test-helpers.ts';

describe('parseResume', () => {
  it('turns a small one-column resume into resume data', () => {
    const bold = 'ABC+Inter-Bold';
    let top = 60;
    const next = (gap = 14) => {
      top += gap;
      return top;
    };
    const items = [
      item('Zoë Bergström', 50, top, { height: 22, fontName: bold, width: 160 }),
      item('zoe@example.com | +44 20 7946 0958 | London, UK | github.com/zoe', 50, next(26), { width: 330 }),
      item('SUMMARY', 50, next(24), { height: 13, fontName: bold, width: 60 }),
      item('Backend engineer who likes boring, reliable systems and clear writing.', 50, next(), {
        width: 340,
      }),
      item('WORK HISTORY', 50, next(24), { height: 13, fontName: bold, width: 90 }),
      item('Senior Engineer, Monzo', 50, next(), { fontName: bold, width: 120 }),
      item('Jan 2020 – Present', 480, top, { width: 80 }),
      item('• Cut payment latency by 40% by rewriting the ledger', 50, next(), { width: 260 }),
      item('service in Go.', 58, next(), { width: 70 }),
      item('• Mentored four engineers.', 50, next(), { width: 130 }),
      item('Engineer, Deliveroo', 50, next(18), { fontName: bold, width: 100 }),
      item('2017 - 2019', 500, top, { width: 55 }),
      item('• Built the courier dispatch API.', 50, next(), { width: 160 }),
      item('EDUCATION', 50, next(24), { height: 13, fontName: bold, width: 70 }),
      item('BSc Computer Science, University of Leeds', 50, next(), { fontName: bold, width: 200 }),
      item('2013 – 2016', 500, top, { width: 55 }),
      item('TECHNICAL SKILLS', 50, next(24), { height: 13, fontName: bold, width: 110 }),
      item('Languages: Go, TypeScript, SQL', 50, next(), { width: 150 }),
    ];
    const { data, content } = parseResume([{ width: 612, height: 792, items }]);
    expect(() => ResumeDataSchema.parse(data)).not.toThrow();
    expect(data.name).toBe('Zoë Bergström');
    expect(data.contact).toEqual({
      email: 'zoe@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      link: 'github.com/zoe',
    });
    expect(data.summary).toMatch(/^Backend engineer/);
    expect(data.experience).toEqual([
      {
        job_title: 'Senior Engineer',
        company: 'Monzo',
        location: '',
        dates: 'Jan 2020 – Present',
        bullet_points: [
          'Cut payment latency by 40% by rewriting the ledger service in Go.',
          'Mentored four engineers.',
        ],
      },
      {
        job_title: 'Engineer',
        company: 'Deliveroo',
        location: '',
        dates: '2017 - 2019',
        bullet_points: ['Built the courier dispatch API.'],
      },
    ]);
    expect(data.education).toEqual([
      {
        degree: 'BSc Computer Science',
        school: 'University of Leeds',
        location: '',
        dates: '2013 – 2016',
        gpa: '',
      },
    ]);
    expect(data.skills).toEqual(['Go', 'TypeScript', 'SQL']);
    expect(content.split('\n')[0]).toBe('Zoë Bergström');
  });

  it('returns empty data for pages without text', () => {
    expect(parseResume([{ width: 612, height: 792, items: [] }]).data.name).toBe('');
  });

  it('finds where a line wraps from the widest line of its column that spans it', () => {
    const paragraph = line('A summary that runs the full width of the page', { x: 43, right: 560 });
    const bullet = line('Closed $2.4M in new revenue', { x: 174, right: 400 });
    const sidebar = line('Skills', { x: 20, right: 90 });
    const edge = columnRightEdge([paragraph, bullet, sidebar]);
    expect(edge(bullet)).toBe(560);
    expect(edge(sidebar)).toBe(90);
  });

  it('keeps post-nominals (degrees, credentials) out of the name, and names with commas that are not them', () => {
    expect(withoutPostNominals('Hannah Lee, PharmD, BCPS')).toBe('Hannah Lee');
    expect(withoutPostNominals('HANNAH LEE, PHD')).toBe('HANNAH LEE');
    expect(withoutPostNominals('Amara Okafor, RN, MSN')).toBe('Amara Okafor');
    expect(withoutPostNominals('Lee, Hannah')).toBe('Lee, Hannah');
    expect(withoutPostNominals('Marcus Bell')).toBe('Marcus Bell');
  });
});
