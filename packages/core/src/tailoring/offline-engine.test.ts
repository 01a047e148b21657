import { describe, expect, it } from 'vitest';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { guardTailoring } from './guard.ts';
import { tailorOffline, yearsOfExperience } from './offline-engine.ts';
import { finalizeTailoring } from './tailor.ts';

const resume: ResumeData = ResumeDataSchema.parse({
  name: 'Sam Lee',
  summary: 'Engineer who loves hiking. I build reliable APIs with TypeScript.',
  skills: ['Javascript', 'Figma', 'postgres', 'TypeScript', 'javascript'],
  tools: ['Terraform'],
  experience: [
    {
      job_title: 'Backend Engineer',
      company: 'Acme',
      dates: 'Mar 2019 – Present',
      bullet_points: [
        '• Organised the team offsite',
        'Moved billing to AWS Lambda and Kafka',
        '  Wrote docs  ',
      ],
    },
    {
      job_title: 'Developer',
      company: 'Globex',
      dates: 'Jan 2016 – Feb 2019',
      bullet_points: ['Built React pages'],
    },
  ],
  projects: [
    { title: 'Recipe app', bullet_points: ['A cooking site'] },
    { title: 'Queue lib', bullet_points: ['Kafka consumer library in Go and TypeScript'] },
  ],
  education: [{ degree: 'BSc', school: 'UCL', dates: '2015' }],
});

const job = {
  companyName: 'Northwind',
  positionName: 'Senior Platform Engineer',
  description:
    'Requirements\n- TypeScript and PostgreSQL\n- Kafka\n- AWS\nNice to have\n- Terraform\n- Kubernetes',
};

describe('tailorOffline', () => {
  const { resume: out, changes } = tailorOffline({ resume, job });

  it('puts matched skills first, surfaces evidenced keywords, never unevidenced ones', () => {
    expect(out.skills.slice(0, 5)).toEqual(['TypeScript', 'PostgreSQL', 'Kafka', 'AWS', 'Terraform']);
    expect(out.skills).not.toContain('Kubernetes');
    expect(changes.skill_changes).toContain('Added "Kafka": shown in the experience at Acme');
  });

  it('cleans skills for ATS: canonical names, no duplicates', () => {
    expect(out.skills).toEqual([
      'TypeScript',
      'PostgreSQL',
      'Kafka',
      'AWS',
      'Terraform',
      'JavaScript',
      'Figma',
    ]);
    expect(changes.skill_changes).toContain('Renamed "postgres" to "PostgreSQL"');
  });

  it('orders bullets and projects by relevance, stable for ties, and strips glyphs', () => {
    expect(out.experience[0]!.bullet_points).toEqual([
      'Moved billing to AWS Lambda and Kafka',
      'Organised the team offsite',
      'Wrote docs',
    ]);
    expect(out.projects.map((p) => p.title)).toEqual(['Queue lib', 'Recipe app']);
  });

  it('rewrites the summary from the resume facts and keeps relevant sentences', () => {
    expect(out.summary).toBe(
      'Backend Engineer with 4 years of experience in TypeScript, PostgreSQL and Kafka, applying for Senior ' +
        'Platform Engineer at Northwind. Also brings AWS and Terraform. I build reliable APIs with TypeScript.',
    );
  });

  it('never changes employers, titles, dates or schools', () => {
    expect(out.experience.map((e) => [e.company, e.job_title, e.dates])).toEqual(
      resume.experience.map((e) => [e.company, e.job_title, e.dates]),
    );
    expect(out.education).toEqual(resume.education);
    expect(guardTailoring({ source: resume, tailored: out, job }).notes).toEqual([]);
  });

  it('explains every change and reports the match', () => {
    expect(changes.engine).toEqual({ kind: 'rules' });
    expect(changes.summary_of_changes.changes.length).toBeGreaterThan(4);
    expect(changes.summary_of_changes.changes.every((c) => c.explanation !== '')).toBe(true);
    expect(changes.match!.after.score).toBeGreaterThan(changes.match!.before.score);
    expect(changes.match!.after.missing).toContain('Kubernetes');
  });

  it('is deterministic', () => {
    expect(tailorOffline({ resume, job })).toEqual(tailorOffline({ resume, job }));
  });

  it('honours the settings', () => {
    const plain = tailorOffline({ resume, job, settings: { matchKeywords: false, optimizeAts: false } });
    expect(plain.resume.skills).not.toContain('Kafka');
    expect(plain.resume.skills).toContain('postgres');
    expect(plain.resume.experience[0]!.bullet_points).toContain('• Organised the team offsite');
  });

  it('passes the guard untouched when finalized', () => {
    const final = finalizeTailoring(resume, tailorOffline({ resume, job }), job);
    expect(final.changes.guard_notes).toEqual([]);
  });
});

describe('yearsOfExperience', () => {
  it('merges overlapping jobs and reads Present as the latest year the resume mentions', () => {
    expect(yearsOfExperience(resume)).toBe(4); // Jan 2016 – Dec 2019 (latest year mentioned: 2019)
  });
});
