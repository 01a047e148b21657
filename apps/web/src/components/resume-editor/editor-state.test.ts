import { ResumeDataSchema } from '@tailor/core/resume';
import { describe, expect, it } from 'vitest';
import * as edit from './editor-state';

const start = () =>
  edit.toEditorResume(
    ResumeDataSchema.parse({
      skills: ['Go', 'Rust', 'SQL'],
      experience: [
        { job_title: 'Engineer', company: 'Acme', bullet_points: ['a', 'b', 'c'] },
        { job_title: 'Intern', company: 'Initech', bullet_points: ['x'] },
      ],
      projects: [{ title: 'Tailor', bullet_points: ['p', 'q'] }],
    }),
  );

describe('editor state', () => {
  it('edits experience and projects through the same entry operations', () => {
    let r = start();
    r = edit.setEntryField(r, 'experience', 1, 'company', 'Globex');
    r = edit.setEntryField(r, 'projects', 0, 'link', 'github.com/x/tailor');
    r = edit.addBullet(r, 'projects', 0);
    r = edit.setBullet(r, 'projects', 0, 2, 'r');
    r = edit.addEntry(r, 'experience');
    expect(r.experience[1]!.company).toBe('Globex');
    expect(r.projects[0]).toMatchObject({ link: 'github.com/x/tailor', bullet_points: ['p', 'q', 'r'] });
    expect(r.experience).toHaveLength(3);
  });

  it('deleting a bullet between hidden ones and undoing it after another edit restores every flag', () => {
    let r = start();
    r = edit.setBulletVisible(r, 'experience', 0, 0, false);
    r = edit.setBulletVisible(r, 'experience', 0, 2, false);
    const [removed, undo] = edit.removeBullet(r, 'experience', 0, 1);
    expect(removed.experience[0]!.bullet_points).toEqual(['a', 'c']);
    expect(removed._metadata.sectionVisibility.experienceItems['0']!.bullet_points).toEqual({
      '0': false,
      '1': false,
    });
    const typed = edit.setEntryField(removed, 'experience', 0, 'dates', '2020');
    const restored = undo(typed);
    expect(restored.experience[0]!.bullet_points).toEqual(['a', 'b', 'c']);
    expect(restored.experience[0]!.dates).toBe('2020');
    expect(restored._metadata.sectionVisibility.experienceItems['0']!.bullet_points).toEqual({
      '0': false,
      '2': false,
    });
  });

  it('hiding one experience field leaves the others shown', () => {
    const r = edit.setExperienceFieldVisible(start(), 1, 'dates', false);
    expect(r._metadata.sectionVisibility.experienceItems['1']).toMatchObject({
      visible: true,
      job_title: true,
      dates: false,
    });
  });

  it('what Save sends has no blank items and the flags still point at their items', () => {
    let r = edit.addSkill(start());
    r = edit.setSkillVisible(r, 2, false); // SQL
    r = edit.setSkill(r, 0, ' ');
    const saved = edit.toSavedResume(r);
    expect(saved.skills).toEqual(['Rust', 'SQL']);
    expect(saved._metadata.sectionVisibility.skillItems).toEqual({ '1': false });
  });
});
