import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { analyzeJob } from './job-analysis.ts';

const job = {
  companyName: 'Acme',
  positionName: 'Senior Backend Engineer',
  description: [
    'About us',
    'Acme builds logistics software.',
    'Requirements',
    '- 5+ years of experience with TypeScript and Postgres',
    '- Experience with distributed systems',
    '- Excellent communication skills',
    'Nice to have',
    '- Kubernetes',
    '- Experience with event sourcing',
    'Benefits',
    '- Free Python courses',
  ].join('\n'),
};

describe('analyzeJob', () => {
  const { keywords } = analyzeJob(job);
  const byTerm = new Map(keywords.map((k) => [k.term, k]));

  it('marks keywords required or preferred by their section', () => {
    expect(byTerm.get('TypeScript')?.isRequired).toBe(true);
    expect(byTerm.get('PostgreSQL')?.isRequired).toBe(true);
    expect(byTerm.get('Kubernetes')?.isRequired).toBe(false);
    expect(defined(byTerm.get('TypeScript')).weight).toBeGreaterThan(
      defined(byTerm.get('Kubernetes')).weight,
    );
  });

  it('extracts key phrases after "experience with"', () => {
    expect(byTerm.get('event sourcing')).toMatchObject({ kind: 'phrase', isRequired: false });
  });

  it('ignores benefits', () => {
    expect(byTerm.has('Python')).toBe(false);
  });

  it('puts required keywords before preferred ones', () => {
    const firstPreferred = keywords.findIndex((k) => !k.isRequired);
    expect(keywords.slice(firstPreferred).every((k) => !k.isRequired)).toBe(true);
  });

  it('honours sentence cues inside a section', () => {
    const { keywords: kws } = analyzeJob({
      ...job,
      description: 'Requirements\n- Go or Rust experience is a plus\n- Java',
    });
    expect(kws.find((k) => k.term === 'Go')?.isRequired).toBe(false);
    expect(kws.find((k) => k.term === 'Java')?.isRequired).toBe(true);
  });
});

describe('the activity a duty opens with', () => {
  it('is a candidate under its "-ing" name, and the skill gate takes the posting as naming it', () => {
    const { candidates } = analyzeJob({
      companyName: 'Acme',
      positionName: 'Maintenance Technician',
      description:
        'Responsibilities\n- Troubleshoot and repair conveyors and palletizers\n- Precept new technicians\n- Maintain, mentor and coach crews',
    });
    const activities = candidates.filter((k) => k.activity).map((k) => k.term);
    expect(activities).toEqual(['troubleshooting', 'precepting', 'mentoring', 'coaching']);
  });
});

describe('initials a posting spells out', () => {
  it('are read in brackets even when they open in lower case ("inhaled nitric oxide (iNO)")', () => {
    const { candidates } = analyzeJob({
      companyName: 'Acme',
      positionName: 'Respiratory Therapist',
      description: 'Requirements\n- Administer surfactant and inhaled nitric oxide (iNO)',
    });
    expect(candidates.find((k) => k.term === 'iNO')?.aliases).toContain('inhaled nitric oxide');
  });
});

describe('the phrases of a posting', () => {
  const { candidates } = analyzeJob({
    companyName: 'Brier Hollow',
    positionName: 'Superintendent',
    description: [
      'Requirements',
      '- North Carolina pesticide applicator license',
      '- Handle shift coverage when someone is out',
    ].join('\n'),
  });
  const terms = candidates.map((k) => k.term.toLowerCase());

  it('never cut a place’s name', () => {
    expect(terms).toContain('pesticide applicator license');
    expect(terms).not.toContain('carolina pesticide applicator license');
  });

  it('end before "when someone"', () => {
    expect(terms).toContain('shift coverage');
    expect(terms.filter((t) => /someone|when/.test(t))).toEqual([]);
  });
});

describe('the duties of a posting', () => {
  it('go on past a list item with a label of its own, which is the whole duty', () => {
    const { duties, candidates } = analyzeJob({
      companyName: 'Tulare Fleet',
      positionName: 'Diesel Technician',
      description: [
        'Responsibilities',
        '- Diagnose and repair diesel engines',
        '- Use OEM diagnostic software: Cummins INSITE and Detroit DiagnosticLink',
        '- Repair air brake systems, suspensions and liftgates',
        'Requirements',
        '- Class B CDL',
      ].join('\n'),
    });
    expect(duties).toEqual([
      'Diagnose and repair diesel engines',
      'Use OEM diagnostic software: Cummins INSITE and Detroit DiagnosticLink',
      'Repair air brake systems, suspensions and liftgates',
    ]);
    // The label's words are asked for too; a short field name ("Location:") is not.
    const terms = candidates.map((k) => k.term.toLowerCase());
    expect(terms).toContain('oem diagnostic software');
  });
});

describe('analyzeJob: a "Why <employer>" section is what the job offers (decision 103)', () => {
  it('takes no keyword from it, and keeps one from "Why this role matters"', () => {
    const { keywords } = analyzeJob({
      companyName: 'Lakeshore Renal Partners',
      positionName: 'Patient Care Technician',
      description: [
        'Requirements',
        '- Current BLS certification',
        'Why this role matters',
        '- You will run Fresenius machines for patients who depend on them',
        'Why Lakeshore',
        '- Tuition assistance for employees going on to nursing school',
      ].join('\n'),
    });
    const terms = keywords.map((k) => k.term.toLowerCase());
    expect(terms).toContain('bls');
    expect(terms.some((t) => t.includes('fresenius'))).toBe(true);
    expect(terms.some((t) => t.includes('nursing'))).toBe(false);
  });
});

describe('analyzeJob: list items and lettered names', () => {
  const { candidates } = analyzeJob({
    companyName: 'Brier Hollow Club',
    positionName: 'Golf Course Superintendent',
    description: [
      'Requirements',
      '- Proficiency with Microsoft Excel',
      '- GCSAA Class A membership preferred',
      '- A valid CDL Class A license',
    ].join('\n'),
  });
  const written = candidates.map((k) => k.written);

  it('reads a short list item that ends in "preferred" as an ask, not as a heading', () => {
    expect(candidates.find((k) => k.written === 'GCSAA')?.isAsked).toBe(true);
  });

  it('keeps the letter a name ends on, and reads no name from the article', () => {
    expect(written).toEqual(expect.arrayContaining(['GCSAA Class A', 'CDL Class A']));
    expect(written).not.toContain('A');
    expect(written).not.toContain('A license');
  });
});

describe("the posting's header (decision 148)", () => {
  const analysis = analyzeJob({
    companyName: 'Harrow Valley Homes',
    positionName: 'Lettings Coordinator',
    description: [
      'Lettings Coordinator – Tamsworth Quay',
      'Harrow Valley Homes',
      'Tamsworth Quay, Greater Delmont | Full time | £29,000 + pension + Sunday allowance',
      'Req. HVH-5521',
      'About the role',
      'You will run viewings and tenancy sign-ups for our Tamsworth Quay office.',
      'Requirements',
      '- Experience with Reapit',
      '- A full UK driving licence',
    ].join('\n'),
  });
  const asked = (written: string) =>
    [...analysis.keywords, ...analysis.candidates].some((k) => k.written === written && k.isAsked);

  it('asks nothing in the lines of fields before its first heading', () => {
    expect(asked('Greater Delmont')).toBe(false);
    expect(asked('HVH-5521')).toBe(false);
    expect(asked('Reapit')).toBe(true);
  });
});

describe("the company's paragraph about itself (decision 155)", () => {
  const analysis = analyzeJob({
    companyName: 'Office of the State Attorney, 22nd Circuit',
    positionName: 'Victim Advocate',
    description: [
      'The Office of the State Attorney prosecutes criminal cases in four counties. Our 310 employees file 19,000 cases a year, and we serve victims of domestic violence and human trafficking.',
      'You will guide victims through each stage of a felony case.',
      'Requirements',
      '- Knowledge of trauma-informed care',
    ].join('\n'),
  });
  const asked = (written: string) =>
    [...analysis.keywords, ...analysis.candidates].some(
      (k) => k.written.toLowerCase() === written && k.isAsked,
    );
  it('asks nothing in the paragraph that says "we" and "our" before the first heading', () => {
    expect(asked('criminal cases')).toBe(false);
    expect(asked('human trafficking')).toBe(false);
    expect(asked('trauma-informed care')).toBe(true);
  });
});
