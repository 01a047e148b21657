import { normalizeResumeData } from '@tailor/core/normalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app.ts';
import { runDataSteps } from './data-steps.ts';
import { dataSteps, resumes, tailoredResumes } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Rows as earlier versions stored them: a legacy field name, a bare resume as jsonData.
const LEGACY_RESUME = {
  name: ' Jane Doe ',
  work: [{ title: 'Engineer', company: 'Acme', bullets: ['Built it'] }],
};

describe('the start-up data step', () => {
  it('normalises stored resume data once, so readers take it as it is', async () => {
    await t.database.db.delete(dataSteps);
    const session = await signUp(t.app);
    const [resume] = await t.database.db
      .insert(resumes)
      .values({
        userId: session.user.id,
        name: 'Old',
        originalFilename: 'old.pdf',
        file: new Uint8Array([37]),
        data: LEGACY_RESUME as never,
      })
      .returning({ id: resumes.id });
    const [tailored] = await t.database.db
      .insert(tailoredResumes)
      .values({
        userId: session.user.id,
        companyName: 'Globex',
        positionName: 'Engineer',
        jobDescription: 'Build',
        filename: 'x.pdf',
        status: 'completed',
        jsonData: LEGACY_RESUME as never,
        sourceData: LEGACY_RESUME as never,
      })
      .returning({ id: tailoredResumes.id });

    const first = await runDataSteps(t.database.db);
    expect(first.normalisedRows).toBeGreaterThanOrEqual(2);
    const expected = normalizeResumeData(LEGACY_RESUME);
    expect(expected.experience[0]?.company).toBe('Acme');
    const [storedResume] = await t.database.db.select().from(resumes).where(eq(resumes.id, resume!.id));
    expect(storedResume!.data).toEqual(expected);
    const [storedTailored] = await t.database.db
      .select()
      .from(tailoredResumes)
      .where(eq(tailoredResumes.id, tailored!.id));
    expect(storedTailored!.sourceData).toEqual(expected);
    expect(storedTailored!.jsonData?.resume).toEqual(expected);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/tailored-resumes/${tailored!.id}`,
      headers: { cookie: session.cookie },
    });
    expect(detail.json().jsonData.resume.name).toBe('Jane Doe');

    // Recorded: the next start does nothing.
    expect((await runDataSteps(t.database.db)).normalisedRows).toBe(0);
  });
});
