import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { ResumeDataSchema } from '../resume.ts';
import { analyzeJob } from './job-analysis.ts';
import { scoreMatch } from './match-score.ts';

const analysis = analyzeJob({
  companyName: 'Acme',
  positionName: 'Engineer',
  description: 'Requirements\n- TypeScript\n- PostgreSQL\nNice to have\n- Kafka',
});

describe('scoreMatch', () => {
  it('counts a keyword under any synonym and lists what is missing', () => {
    const resume = ResumeDataSchema.parse({ skills: ['TS', 'Postgres'] });
    const result = scoreMatch(resume, analysis);
    expect(result.matched).toEqual(['TypeScript', 'PostgreSQL']);
    expect(result.missing).toEqual(['Kafka']);
    const weight = (t: string) => defined(analysis.keywords.find((k) => k.term === t)).weight;
    const total = analysis.keywords.reduce((s, k) => s + k.weight, 0);
    expect(result.score).toBe(Math.round((100 * (weight('TypeScript') + weight('PostgreSQL'))) / total));
  });

  it('weighs keywords only buried in bullets less than listed ones', () => {
    const buried = ResumeDataSchema.parse({
      experience: [
        { job_title: 'Dev', company: 'X', bullet_points: ['Built APIs in TypeScript on Postgres'] },
      ],
    });
    const listed = ResumeDataSchema.parse({ skills: ['TypeScript', 'PostgreSQL'] });
    expect(scoreMatch(buried, analysis).score).toBe(Math.round(0.6 * scoreMatch(listed, analysis).score));
  });

  it('does not count the target position or company named in the summary', () => {
    const resume = ResumeDataSchema.parse({ summary: 'Applying for TypeScript Engineer at Acme.' });
    const a = analyzeJob({ companyName: 'Acme', positionName: 'TypeScript Engineer', description: 'Kafka' });
    expect(scoreMatch(resume, a).matched).toEqual([]);
  });

  it('counts a phrase both texts use beyond the top keywords, and says who the job reports to is no gap', () => {
    const tools = Array.from({ length: 45 }, (_, i) => `Tool${String.fromCharCode(65 + (i % 26))}${i}`);
    const a = analyzeJob({
      companyName: 'Bastion',
      positionName: 'Penetration Tester',
      description: `Reports to: Practice Lead, Network & Physical Testing\nRequirements\n${tools.map((t) => `- ${t}`).join('\n')}\nNice to have\n- Experience with electronic access control systems and master key systems`,
    });
    const locksmith = ResumeDataSchema.parse({
      experience: [
        {
          job_title: 'Locksmith',
          company: 'Keys Co',
          bullet_points: ['Installed electronic access control systems and master key systems for banks.'],
        },
      ],
    });
    const result = scoreMatch(locksmith, a);
    expect(result.matched).toContain('electronic access control');
    expect(result.score).toBeGreaterThan(0);
    expect(result.missing.join(' ')).not.toMatch(/Physical Testing/);
  });

  it('scores 0 for a posting without keywords', () => {
    const empty = analyzeJob({ companyName: '', positionName: '', description: '' });
    expect(scoreMatch(ResumeDataSchema.parse({}), empty)).toEqual({ score: 0, matched: [], missing: [] });
  });
});
