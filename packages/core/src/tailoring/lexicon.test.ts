import { describe, expect, it } from 'vitest';
import { findTerms, getLexiconEntry, LEXICON, lookupSkill } from './lexicon.ts';
import { LEXICON_KINDS } from './lexicon-data.ts';

const names = (text: string) => findTerms(text).map((h) => h.entry.name);

describe('lexicon', () => {
  it('ships a few hundred skills', () => {
    expect(LEXICON.length).toBeGreaterThan(300);
  });

  it('maps synonyms to one canonical skill', () => {
    expect(names('JS, TS, Postgres, k8s, NodeJS, React.js, GCP, Amazon Web Services, ML')).toEqual([
      'JavaScript',
      'TypeScript',
      'PostgreSQL',
      'Kubernetes',
      'Node.js',
      'React',
      'Google Cloud',
      'AWS',
      'Machine Learning',
    ]);
    expect(lookupSkill('postgres')?.name).toBe('PostgreSQL');
    expect(lookupSkill('Node JS')?.name).toBe('Node.js');
  });

  it("knows a trade's codes and shop names for one process or plan", () => {
    expect(names('MIG and TIG welding, SMAW')).toEqual([
      'Gas Metal Arc Welding',
      'Gas Tungsten Arc Welding',
      'Shielded Metal Arc Welding',
    ]);
    expect(lookupSkill('BIPs')?.name).toBe('Behavior Intervention Plans');
    expect(lookupSkill('Functional behavioral assessment')?.name).toBe('Functional Behavior Assessments');
  });

  it('tells C, C++, C#, .NET, ASP.NET and Objective-C apart', () => {
    expect(names('C, C++, C#, .NET, ASP.NET, Objective-C')).toEqual([
      'C',
      'C++',
      'C#',
      '.NET',
      'ASP.NET',
      'Objective-C',
    ]);
    expect(names('JavaScript developer')).toEqual(['JavaScript']);
  });

  it('finds Go and R only when they mean the language', () => {
    expect(names('Built services in Go and Python')).toEqual(['Go', 'Python']);
    expect(names('Golang microservices')).toContain('Go');
    expect(names('Ready to go? We go the extra mile. Go team!')).toEqual([]);
    expect(names('Led R&D for the C-suite')).toEqual([]);
    expect(names('Spring 2020 internship')).toEqual([]);
    expect(lookupSkill('Go')?.name).toBe('Go');
  });

  it('keeps ml in prose from meaning machine learning', () => {
    expect(names('Administered 10 ml of saline')).toEqual([]);
  });
});

describe('LEXICON_KINDS', () => {
  it('names only skills the lexicon has, on both sides', () => {
    for (const [broader, tools] of Object.entries(LEXICON_KINDS)) {
      expect(getLexiconEntry(broader.toLowerCase())?.name).toBe(broader);
      for (const tool of tools) expect(getLexiconEntry(tool.toLowerCase())?.name).toBe(tool);
    }
  });
});

describe('findTerms: a maker named once before a list of its products (decision 127)', () => {
  it('reads "Word" of "Microsoft Excel and Word" as Microsoft Word, and leaves other makers alone', () => {
    const names = (text: string) => findTerms(text).map((h) => h.entry.name);
    expect(names('Microsoft Excel and Word')).toContain('Microsoft Word');
    expect(names('Adobe Photoshop, InDesign or Illustrator')).toEqual(
      expect.arrayContaining(['Adobe Photoshop', 'Adobe Illustrator']),
    );
    expect(names('Word')).not.toContain('Microsoft Word');
    expect(names('Use Microsoft Teams and Zoom')).toEqual(['Microsoft Teams', 'Zoom']);
  });
});

describe('findTerms: the office skill of keying figures (decision 127)', () => {
  it('reads 10-key in its spellings', () => {
    for (const text of ['10-key by touch', 'ten-key data entry', 'Accurate 10 key'])
      expect(
        findTerms(text).map((h) => h.entry.name),
        text,
      ).toContain('10-Key');
  });
});
