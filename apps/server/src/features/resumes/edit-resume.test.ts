import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema.ts';
import { resumePdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, postResume, signUp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workerPollMs: 50 });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;

async function uploaded(session: Session): Promise<number> {
  const response = await postResume(
    t.app,
    session.cookie,
    { name: 'Technical Resume', isPrimary: 'true' },
    { name: 'jane-doe.pdf', type: 'application/pdf', bytes: resumePdf({ pages: 1 }) },
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const get = (session: Session, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: { cookie: session.cookie } });

const patch = (session: Session, id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/resumes/${id}`, headers: { cookie: session.cookie }, payload });

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(resumes).where(eq(resumes.id, id));
  return row!;
}

describe('correcting a resume’s parsed data', () => {
  it('stores the corrections, keeps the PDF and its text, and later tailorings start from them', async () => {
    const session = await signUp(t.app);
    const id = await uploaded(session);
    const before = await storedRow(id);
    const parsed = (await get(session, id)).json().data;

    const corrected = {
      ...parsed,
      name: 'Jane Q. Doe',
      skills: ['TypeScript', '', 'Kubernetes', 'Terraform'],
      experience: [
        {
          job_title: 'Staff Engineer',
          company: 'Acme Corp',
          location: 'Remote',
          dates: '2020 - Present',
          bullet_points: ['Led the move to Kubernetes and Terraform for 40 services'],
        },
      ],
      _metadata: { sectionVisibility: { skillItems: { '3': false } } },
    };
    const response = await patch(session, id, { data: corrected });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.data.name).toBe('Jane Q. Doe');
    // The blank skill is dropped and the hidden flag moves with "Terraform".
    expect(saved.data.skills).toEqual(['TypeScript', 'Kubernetes', 'Terraform']);
    expect(saved.data._metadata.sectionVisibility.skillItems).toEqual({ '2': false });
    expect((await get(session, id)).json().data.experience[0].job_title).toBe('Staff Engineer');

    const after = await storedRow(id);
    expect(Buffer.from(after.file).equals(Buffer.from(before.file))).toBe(true);
    expect(after.content).toBe(before.content);
    expect(after.originalFilename).toBe(before.originalFilename);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tailored-resumes',
      headers: { cookie: session.cookie },
      payload: {
        resumeId: id,
        companyName: 'Globex',
        positionName: 'Platform Engineer',
        jobDescription: 'Requirements: Kubernetes, Terraform and TypeScript.',
      },
    });
    expect(created.statusCode).toBe(201);
    const done = await waitFor(async () => {
      const body = (
        await t.app.inject({
          method: 'GET',
          url: `/api/tailored-resumes/${created.json().id}`,
          headers: { cookie: session.cookie },
        })
      ).json();
      return body.status === 'processing' ? undefined : body;
    });
    expect(done.status).toBe('completed');
    expect(done.jsonData.resume.name).toBe('Jane Q. Doe');
    expect(done.jsonData.resume.experience[0].job_title).toBe('Staff Engineer');
  });

  it('answers 400 for data that does not fit the resume schema, and changes nothing', async () => {
    const session = await signUp(t.app);
    const id = await uploaded(session);
    const before = await storedRow(id);
    for (const payload of [
      {},
      { data: { skills: 'TypeScript' } },
      { data: { experience: [{ job_title: 7 }] } },
    ]) {
      const response = await patch(session, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await storedRow(id)).data).toEqual(before.data);
  });

  it("answers 404 for another user's resume and for an unknown id, and leaves the other's data alone", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = await uploaded(owner);
    const before = await storedRow(id);
    const data = { name: 'Not Jane' };
    const foreign = await patch(stranger, id, { data });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Resume not found', code: 'NOT_FOUND' });
    expect((await patch(owner, 2_000_000_000, { data })).statusCode).toBe(404);
    expect((await patch(owner, 'abc', { data })).statusCode).toBe(400);
    expect((await storedRow(id)).data).toEqual(before.data);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/resumes/1', payload: { data: {} } });
    expect(response.statusCode).toBe(401);
  });
});
