import { describe, expect, it } from 'vitest';
import { defined } from './defined.test-helpers.ts';
import { normalizeResumeData } from './normalize.ts';
import { type ResumeData, ResumeDataSchema } from './resume.ts';
import {
  appendItem,
  compactBlanks,
  entryFlags,
  filterItems,
  insertItem,
  isItemVisible,
  moveItem,
  removeItem,
  reorderItems,
  replaceItem,
  setItemVisible,
} from './resume-items.ts';

const job = (job_title: string, bullet_points: string[] = []) => ({
  job_title,
  company: `${job_title} Co`,
  location: '',
  dates: '',
  bullet_points,
});

function resume(overrides: Partial<ResumeData> = {}): ResumeData {
  return ResumeDataSchema.parse({
    skills: ['A', 'B', 'C', 'D'],
    certifications: [{ name: 'AWS' }, { name: 'GCP' }, { name: 'CKA' }],
    experience: [job('One', ['1a', '1b', '1c']), job('Two', ['2a'])],
    projects: [{ title: 'P1', bullet_points: ['p1a', 'p1b'] }, { title: 'P2' }],
    _metadata: {},
    ...overrides,
  });
}

/** The shown skills, read through the flags: what the preview and PDF would list. */
const shownSkills = (r: ResumeData) => r.skills.filter((_, i) => isItemVisible(r, 'skills', i));
const shownBullets = (r: ResumeData, entry: number) =>
  defined(r.experience[entry]).bullet_points.filter((_, i) =>
    isItemVisible(r, { bulletsOf: 'experience', entry }, i),
  );

describe('resume items', () => {
  it('removes an item and shifts the flags of the items after it', () => {
    let r = setItemVisible(resume(), 'skills', 2, false); // C hidden
    [r] = removeItem(r, 'skills', 0);
    expect(r.skills).toEqual(['B', 'C', 'D']);
    expect(shownSkills(r)).toEqual(['B', 'D']);
    expect(r._metadata?.sectionVisibility.skillItems).toEqual({ '1': false });
  });

  it('undoes a delete at its original position with hidden neighbours on both sides', () => {
    let r = setItemVisible(resume(), 'skills', 0, false); // A hidden
    r = setItemVisible(r, 'skills', 1, false); // B hidden (the one deleted)
    r = setItemVisible(r, 'skills', 3, false); // D hidden
    const [removed, undo] = removeItem(r, 'skills', 1);
    expect(removed.skills).toEqual(['A', 'C', 'D']);
    expect(shownSkills(removed)).toEqual(['C']);
    const restored = undo(removed);
    expect(restored.skills).toEqual(['A', 'B', 'C', 'D']);
    expect(shownSkills(restored)).toEqual(['C']);
    expect(restored._metadata?.sectionVisibility.skillItems).toEqual({ '0': false, '1': false, '3': false });
  });

  it('undo applies to the resume as it is by then, not the one from before the delete', () => {
    const r = setItemVisible(resume(), 'certifications', 2, false);
    const [removed, undo] = removeItem(r, 'certifications', 0);
    const edited = appendItem(removed, 'certifications', { name: 'New', year: '' });
    const restored = undo(edited);
    expect(restored.certifications.map((c) => c.name)).toEqual(['AWS', 'GCP', 'CKA', 'New']);
    expect(isItemVisible(restored, 'certifications', 2)).toBe(false);
    expect(isItemVisible(restored, 'certifications', 3)).toBe(true);
  });

  it('removes an experience entry with its field and bullet flags, and undo brings them back', () => {
    let r = setItemVisible(resume(), 'experience', 1, false);
    r = setItemVisible(r, { bulletsOf: 'experience', entry: 0 }, 1, false);
    const [removed, undo] = removeItem(r, 'experience', 0);
    expect(removed.experience.map((e) => e.job_title)).toEqual(['Two']);
    expect(isItemVisible(removed, 'experience', 0)).toBe(false);
    const restored = undo(removed);
    expect(restored).toEqual(r);
    expect(shownBullets(restored, 0)).toEqual(['1a', '1c']);
  });

  it('removes a bullet and keeps its neighbours’ flags; undo restores it hidden', () => {
    const list = { bulletsOf: 'experience', entry: 0 } as const;
    let r = setItemVisible(resume(), list, 0, false);
    r = setItemVisible(r, list, 1, false);
    const [removed, undo] = removeItem(r, list, 0);
    expect(defined(removed.experience[0]).bullet_points).toEqual(['1b', '1c']);
    expect(shownBullets(removed, 0)).toEqual(['1c']);
    expect(undo(removed)).toEqual(r);
  });

  it('removing a bullet of an entry without flags adds no flags', () => {
    const [removed, undo] = removeItem(resume(), { bulletsOf: 'projects', entry: 0 }, 0);
    expect(defined(removed.projects[0]).bullet_points).toEqual(['p1b']);
    expect(removed._metadata?.sectionVisibility.projectItems).toEqual({});
    expect(defined(undo(removed).projects[0]).bullet_points).toEqual(['p1a', 'p1b']);
  });

  it('inserts an item and shifts later flags; an index past the end appends', () => {
    let r = setItemVisible(resume(), 'skills', 1, false);
    r = insertItem(r, 'skills', 0, 'Z');
    expect(r.skills).toEqual(['Z', 'A', 'B', 'C', 'D']);
    expect(shownSkills(r)).toEqual(['Z', 'A', 'C', 'D']);
    r = insertItem(r, 'skills', 99, 'Y', false);
    expect(r.skills.at(-1)).toBe('Y');
    expect(isItemVisible(r, 'skills', 5)).toBe(false);
  });

  it('moves an item with its flag', () => {
    let r = setItemVisible(resume(), 'projects', 0, false);
    r = moveItem(r, 'projects', 0, 1);
    expect(r.projects.map((p) => p.title)).toEqual(['P2', 'P1']);
    expect(isItemVisible(r, 'projects', 0)).toBe(true);
    expect(isItemVisible(r, 'projects', 1)).toBe(false);
    expect(entryFlags(r, 'projects', 1).bullet_points).toEqual({ '0': false, '1': false });
  });

  it('reorders by a permutation and drops indices left out of it', () => {
    let r = setItemVisible(resume(), 'skills', 3, false);
    r = reorderItems(r, 'skills', [3, 0, 2]);
    expect(r.skills).toEqual(['D', 'A', 'C']);
    expect(shownSkills(r)).toEqual(['A', 'C']);
  });

  it('replaces an item in place and leaves the flags untouched', () => {
    const r = setItemVisible(resume(), { bulletsOf: 'experience', entry: 0 }, 1, false);
    const next = replaceItem(r, { bulletsOf: 'experience', entry: 0 }, 1, () => '1b edited');
    expect(defined(next.experience[0]).bullet_points).toEqual(['1a', '1b edited', '1c']);
    expect(shownBullets(next, 0)).toEqual(['1a', '1c']);
    expect(next._metadata).toBe(r._metadata);
    expect(replaceItem(r, 'skills', 9, () => 'Z')).toBe(r);
  });

  it('filters items with their flags', () => {
    let r = setItemVisible(resume(), 'skills', 3, false);
    r = filterItems(r, 'skills', (s) => s !== 'B');
    expect(r.skills).toEqual(['A', 'C', 'D']);
    expect(shownSkills(r)).toEqual(['A', 'C']);
  });

  it('hiding an entry hides its fields and every bullet; showing it shows them again', () => {
    const hidden = setItemVisible(resume(), 'experience', 0, false);
    expect(entryFlags(hidden, 'experience', 0)).toEqual({
      visible: false,
      job_title: false,
      company: false,
      location: false,
      dates: false,
      bullet_points: { '0': false, '1': false, '2': false },
    });
    const shown = setItemVisible(hidden, 'experience', 0, true);
    expect(shownBullets(shown, 0)).toEqual(['1a', '1b', '1c']);
  });

  it('works on a resume without _metadata and leaves it without when no flag is set', () => {
    const r = ResumeDataSchema.parse({ skills: ['A', 'B'] });
    const [removed] = removeItem(r, 'skills', 0);
    expect(removed._metadata).toBeUndefined();
    expect(setItemVisible(r, 'skills', 1, false)._metadata?.sectionVisibility.skillItems).toEqual({
      '1': false,
    });
  });

  it('compacts blank skills, certifications and bullets, keeping the remaining flags on their items', () => {
    let r = resume({
      skills: ['', 'A', '  ', 'B', 'C'],
      certifications: [
        { name: '', year: '2020' },
        { name: 'CKA', year: '' },
      ],
      experience: [job('One', ['', '1a', ' ', '1b'])],
    });
    r = setItemVisible(r, 'skills', 3, false); // B
    r = setItemVisible(r, 'certifications', 1, false); // CKA
    r = setItemVisible(r, { bulletsOf: 'experience', entry: 0 }, 3, false); // 1b
    const out = compactBlanks(r);
    expect(out.skills).toEqual(['A', 'B', 'C']);
    expect(shownSkills(out)).toEqual(['A', 'C']);
    expect(out.certifications.map((c) => c.name)).toEqual(['CKA']);
    expect(isItemVisible(out, 'certifications', 0)).toBe(false);
    expect(shownBullets(out, 0)).toEqual(['1a']);
  });

  it('the normaliser keeps flags aligned when it drops blank items', () => {
    const out = normalizeResumeData({
      skills: ['', 'Go', 'Rust'],
      certifications: [{ name: '' }, { name: 'CKA' }],
      _metadata: { sectionVisibility: { skillItems: { '2': false }, certificationItems: { '1': false } } },
    });
    expect(out.skills).toEqual(['Go', 'Rust']);
    expect(shownSkills(out)).toEqual(['Go']);
    expect(isItemVisible(out, 'certifications', 0)).toBe(false);
  });
});
