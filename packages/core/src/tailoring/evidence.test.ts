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
  it('reads a named CAD tool as the broader skill it is one of', () => {
    const mapper = buildEvidence(normalizeResumeData({ skills: ['AutoCAD LT'], experience: [] }));
    expect(isEvidenced(mapper, 'CAD', [], findTerms('CAD')[0]?.entry.id)).toBe(true);
    expect(isEvidenced(mapper, 'Revit', [], findTerms('Revit')[0]?.entry.id)).toBe(false);
  });

  it('reads a list that shares its head word as each of its skills, and only those the lexicon knows', () => {
    const tester = normalizeResumeData({
      experience: [
        {
          job_title: 'QA Analyst',
          company: 'Bayline',
          dates: '2021 - Present',
          bullet_points: ['Ran unit, integration and user acceptance testing for the claims portal.'],
        },
      ],
    });
    const shown = buildEvidence(tester);
    const sit = findTerms('SIT')[0]?.entry.id;
    expect(isEvidenced(shown, 'SIT', [], sit)).toBe(true);
    expect(isEvidenced(shown, 'Unit testing')).toBe(true);
    expect(isEvidenced(shown, 'Performance testing')).toBe(false);
  });

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

  it('reads a named tool as showing the broader skill it is one of', () => {
    const seller = buildEvidence(
      normalizeResumeData({ summary: 'Ran pipeline reviews in Salesforce and AWS.' }),
    );
    expect(isEvidenced(seller, 'CRM', [], 'customer relationship management')).toBe(true);
    expect(isEvidenced(seller, 'cloud computing')).toBe(true);
    expect(isEvidenced(seller, 'EHR')).toBe(false);
  });

  it('reads serving people as customer service, in whatever words', () => {
    const shows = (bullet: string) =>
      isEvidenced(
        buildEvidence(normalizeResumeData({ experience: [{ job_title: 'Clerk', bullet_points: [bullet] }] })),
        'Customer service',
      );
    expect(shows('Greet and check in 300+ drivers, contractors and visitors a day at the gate.')).toBe(true);
    expect(shows('Answer 60+ calls a shift from patients, employers and pharmacies.')).toBe(true);
    expect(shows('Helped walk-in customers choose plumbing and electrical parts.')).toBe(true);
    expect(shows('Built monthly dashboards for clients in Power BI.')).toBe(false);
  });

  it("reads an acronym's plural as the acronym, however short", () => {
    const engineer = buildEvidence(normalizeResumeData({ skills: ['P&ID review and redlines'] }));
    expect(isEvidenced(engineer, 'P&IDs')).toBe(true);
  });

  it('reads two names joined by a slash as shown when each of them is', () => {
    const tech = buildEvidence(normalizeResumeData({ skills: ['MSLT and MWT', 'QC'] }));
    expect(isEvidenced(tech, 'MSLT/MWT')).toBe(true);
    expect(isEvidenced(tech, 'QA/QC')).toBe(false);
  });

  it('reads the work a held title names, and nothing else of its words', () => {
    const held = buildEvidence(
      normalizeResumeData({
        experience: [
          {
            job_title: 'Pipe Welder / Fitter',
            company: 'A',
            dates: '2015 - 2019',
            bullet_points: ['Ran root passes.'],
          },
          {
            job_title: 'Senior Respiratory Therapist II',
            company: 'B',
            dates: '2019 - Present',
            bullet_points: [],
          },
          {
            job_title: 'Industrial Maintenance Technician',
            company: 'C',
            dates: '2012 - 2015',
            bullet_points: [],
          },
        ],
      }),
    );
    expect(isEvidenced(held, 'pipe welding')).toBe(true);
    expect(isEvidenced(held, 'respiratory therapy')).toBe(true);
    expect(isEvidenced(held, 'industrial maintenance')).toBe(true);
    // The work is the title's; a modifier it does not have is not shown, nor is another's work.
    expect(isEvidenced(held, 'structural welding')).toBe(false);
    expect(isEvidenced(held, 'physical therapy')).toBe(false);
    expect(isEvidenced(held, 'maintenance planning')).toBe(false);
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
    const tailored = { ...source, summary: 'Developer experienced in Node.js, GitHub and actions.' };
    expect(guardTailoring({ source, tailored, job }).notes).toEqual([]);
    const claimed = { ...source, summary: 'Developer experienced in Node.js and GitHub Actions.' };
    expect(guardTailoring({ source, tailored: claimed, job }).notes.join(' ')).toMatch(/GitHub Actions/);
  });
});

describe('isEvidenced: another word order or word form in one sentence', () => {
  const shows = buildEvidence(
    normalizeResumeData({
      summary: 'Field coordinator. Freight carriers trusted me.',
      skills: ['Forecasting'],
      experience: [
        {
          job_title: 'Coordinator',
          company: 'Haul Co',
          dates: '2020 - Present',
          bullet_points: [
            'Generated 120 qualified leads through open houses.',
            'Monitor anesthesia for 15 surgeries a week.',
            'Audit freight invoices weekly.',
            'Reviewed the budget; wrote the quarterly audit memo for the finance team and its many reviewers.',
            'Handled accounts for the regional office.',
          ],
        },
      ],
    }),
  );

  it('shows a multi-word keyword whose content words stand close together in any order and form', () => {
    expect(isEvidenced(shows, 'lead generation')).toBe(true);
    expect(isEvidenced(shows, 'anesthesia monitoring')).toBe(true);
    expect(isEvidenced(shows, 'freight audit')).toBe(true);
    expect(isEvidenced(shows, 'audits of freight')).toBe(true);
  });

  it('shows a single word by its root', () => {
    expect(isEvidenced(shows, 'forecast')).toBe(true);
    expect(isEvidenced(shows, 'forecasts')).toBe(true);
    expect(isEvidenced(shows, 'generation')).toBe(true);
    expect(isEvidenced(shows, 'monitoring')).toBe(true);
  });

  it('does not join words from different sentences or bullets', () => {
    // "freight" and "carriers" share the summary's second sentence only; "coordinator" is in the first.
    expect(isEvidenced(shows, 'freight coordinator')).toBe(false);
    // "budget" and "audit" are in one bullet but in different clauses (split at ";").
    expect(isEvidenced(shows, 'budget audit')).toBe(false);
    // "anesthesia" and "leads" are in different bullets.
    expect(isEvidenced(shows, 'anesthesia leads')).toBe(false);
  });

  it('does not join words that stand too far apart in one sentence', () => {
    // "audit" … "reviewers": eight words apart.
    expect(isEvidenced(shows, 'audit reviewers')).toBe(false);
    expect(isEvidenced(shows, 'memo reviewers')).toBe(false);
    expect(isEvidenced(shows, 'audit memo')).toBe(true);
  });

  it('finds nothing in stop words alone, and keeps words whose -ing form names another field apart', () => {
    expect(isEvidenced(shows, 'of the')).toBe(false);
    expect(isEvidenced(shows, 'for a')).toBe(false);
    expect(isEvidenced(shows, 'accounting')).toBe(false);
  });

  it('makes the guard accept exactly the same: a reordered keyword stays, one across bullets goes', () => {
    const job = {
      companyName: 'Acme Realty',
      positionName: 'Buyer Agent',
      description: 'Requirements\n- Experience with Lead Generation\n- Zillow',
    };
    const resumeWith = (bullets: string[]) =>
      normalizeResumeData({
        summary: 'Agent in Denver.',
        experience: [
          { job_title: 'Agent', company: 'Realty', dates: '2019 - Present', bullet_points: bullets },
        ],
      });
    const reordered = resumeWith([
      'Generated leads through Zillow campaigns.',
      'Automated report generation.',
    ]);
    const summary = 'Agent in Denver. Strong in Lead Generation.';
    expect(guardTailoring({ source: reordered, tailored: { ...reordered, summary }, job }).notes).toEqual([]);
    const apart = resumeWith([
      'Followed up on every lead within an hour.',
      'Automated report generation for Zillow listings.',
    ]);
    const notes = guardTailoring({ source: apart, tailored: { ...apart, summary }, job }).notes;
    expect(notes.join(' ')).toMatch(/Lead Generation/);
  });
});

describe('a term with a number (decision 161)', () => {
  const shows = buildEvidence(
    normalizeResumeData({
      experience: [
        {
          job_title: 'Autopsy Assistant',
          company: 'County Hospital',
          dates: '2019 - Present',
          bullet_points: ['Completed annual N95 fit testing and ISO 9001 audits.'],
        },
      ],
    }),
  );
  it('is shown by its words in its order, each in any form, the number as written', () => {
    expect(isEvidenced(shows, 'N95 fit test')).toBe(true);
    expect(isEvidenced(shows, 'ISO 9001 audit')).toBe(true);
    expect(isEvidenced(shows, 'N99 fit test')).toBe(false);
    expect(isEvidenced(shows, 'fit test N95')).toBe(false);
  });
});
