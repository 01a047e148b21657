import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { buildEvidence, isEvidenced } from './evidence.ts';
import { guardTailoring } from './guard.ts';
import { analyzeJob } from './job-analysis.ts';
import { findTerms } from './lexicon.ts';

const resume = normalizeResumeData({
  summary: 'Reporter.',
  skills: ['Excel'],
  experience: [
    {
      job_title: 'Staff Reporter',
      company: 'Ledger',
      dates: '2020 - Present',
      bullet_points: [
        'Filed 150 FOIA requests.',
        'Track loads in the TMS and write to AP style.',
        'Built pages to WCAG 2.1 AA.',
      ],
    },
  ],
});
const evidence = buildEvidence(resume);

describe('isEvidenced (the one test the engine and the guard share)', () => {
  it('reads a name shown with its other name in brackets as shown when either is', () => {
    expect(isEvidenced(evidence, 'Transportation management system (TMS)')).toBe(true);
    expect(isEvidenced(evidence, 'Oracle Transportation Management (OTM)')).toBe(false);
  });

  it('knows initials that keep their small words', () => {
    expect(isEvidenced(evidence, 'Freedom of Information Act')).toBe(true);
    expect(isEvidenced(evidence, 'Department of Defense')).toBe(false);
  });

  it('keeps a version number inside a name', () => {
    expect(isEvidenced(evidence, 'WCAG 2.1')).toBe(true);
  });
});

describe('keyword discovery noise', () => {
  it('reads two capitals modifying the next word as that word’s kind, not a skill', () => {
    expect(findTerms('Write clean copy in AP style').map((h) => h.entry.name)).not.toContain(
      'Accounts Payable',
    );
  });

  it('takes no lone word out of a longer name, and no two-letter degree, as a name', () => {
    const { candidates } = analyzeJob({
      companyName: 'Summit',
      positionName: 'Agent',
      description:
        'Requirements\n- Work leads in Follow Up Boss\n- Set up GitHub Actions pipelines\n- BS or MS in a related field',
    });
    const named = new Set(candidates.filter((c) => c.isNamed).map((c) => c.term));
    expect(named.has('Follow Up Boss')).toBe(true);
    expect(named.has('Boss')).toBe(false);
    expect(named.has('Actions')).toBe(false);
  });
});

describe('guard and engine agree', () => {
  it('does not read a term across a list comma', () => {
    const source = normalizeResumeData({
      summary: '',
      skills: ['GitHub', 'Node.js'],
      experience: [
        {
          job_title: 'Developer',
          company: 'X',
          dates: '2020 - Present',
          bullet_points: ['Automated actions.'],
        },
      ],
    });
    const job = {
      companyName: 'Acme',
      positionName: 'Backend Engineer',
      description: 'Requirements\n- GitHub Actions\n- GitHub\n- Node.js',
    };
    const tailored = { ...source, summary: 'Developer experienced in Node.js, GitHub, actions and testing.' };
    expect(guardTailoring({ source, tailored, job }).notes).toEqual([]);
    const claimed = { ...source, summary: 'Developer experienced in Node.js and GitHub Actions.' };
    expect(guardTailoring({ source, tailored: claimed, job }).notes.join(' ')).toMatch(/GitHub Actions/);
  });
});
