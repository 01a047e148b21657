import { readFileSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@tailor/core/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes, tailoredResumes } from '../../db/schema.ts';
import { oldWordDoc, resumeDocx, zip } from '../../test/docx-fixtures.ts';
import { encryptedPdf, manyPagesPdf, resumePdf, scannedPdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, postResume, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;

function upload(
  session: Session,
  options: {
    name?: string;
    isPrimary?: 'true' | 'false';
    bytes?: Uint8Array;
    filename?: string;
    type?: string;
  } = {},
) {
  const fields: Record<string, string> = { isPrimary: options.isPrimary ?? 'true' };
  if (options.name !== '') fields.name = options.name ?? 'Technical Resume';
  return postResume(t.app, session.cookie, fields, {
    name: options.filename ?? 'jane-doe.pdf',
    type: options.type ?? 'application/pdf',
    bytes: options.bytes ?? resumePdf({ pages: 2 }),
  });
}

async function rowsOf(session: Session) {
  return t.database.db.select().from(resumes).where(eq(resumes.userId, session.user.id));
}

describe('uploading a resume', () => {
  it('stores the file, its text and its parsed data, and makes the first resume primary', async () => {
    const session = await signUp(t.app);
    const response = await upload(session, { isPrimary: 'false' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Technical Resume',
      originalFilename: 'jane-doe.pdf',
      isPrimary: true,
      tailoredCount: 0,
    });

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/resumes/${created.id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(detail.content).toContain('Jane Doe');
    expect(detail.content).toContain('Built service 0 handling requests');
    expect(detail.data.name).toBe('Jane Doe');
    expect(detail.data.contact.email).toBe('jane@example.com');
    expect(detail.readBy).toBe('text');

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${created.id}/file`,
      headers: { cookie: session.cookie },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="jane-doe.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stores the filename without control characters or a right-to-left override', async () => {
    const session = await signUp(t.app);
    const response = await upload(session, { filename: 'cv\u0007\u001b[2J\u202Efdp.exe.pdf' });
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(session);
    expect(row!.originalFilename).toBe('cvfdp.exe.pdf');
  });

  it('moves primary to a new resume uploaded as primary, and keeps it when not', async () => {
    const session = await signUp(t.app);
    const first = (await upload(session, { name: 'First' })).json();
    const second = (await upload(session, { name: 'Second', isPrimary: 'true' })).json();
    const third = (await upload(session, { name: 'Third', isPrimary: 'false' })).json();
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: session.cookie } })
    ).json();
    expect(list.map((r: { id: number; isPrimary: boolean }) => [r.id, r.isPrimary])).toEqual([
      [first.id, false],
      [second.id, true],
      [third.id, false],
    ]);
    expect(list[0]).not.toHaveProperty('file');
    expect(list[0]).not.toHaveProperty('content');
  });

  it.each([
    ['an encrypted PDF', encryptedPdf(), 'the PDF is password-protected'],
    [
      'a PDF with no text even by OCR',
      scannedPdf(),
      'the PDF has no text we could read, not even by OCR of its pages',
    ],
    [
      'a corrupt PDF',
      new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\ngarbage')),
      'the file is not a valid PDF',
    ],
    ['a 5,000-page PDF', manyPagesPdf(5000), 'the PDF has 5000 pages, more than the 20 a resume can have'],
  ])(
    'refuses %s with 422 and a message that begins with "the ", storing nothing',
    async (_label, bytes, message) => {
      const session = await signUp(t.app);
      const response = await upload(session, { bytes });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, code: 'PDF_UNREADABLE' });
      expect(await rowsOf(session)).toHaveLength(0);
    },
  );

  it('reads a Word (.docx) resume into the same data, and gives the original back as a Word file', async () => {
    const session = await signUp(t.app);
    const bytes = resumeDocx({ name: 'Wendy Word' });
    const response = await upload(session, {
      bytes,
      filename: 'wendy.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.originalFilename).toBe('wendy.docx');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/resumes/${created.id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(detail.data.name).toBe('Wendy Word');
    expect(detail.readBy).toBe('docx');
    expect(detail.data.contact.email).toBe('jane@example.com');
    expect(detail.data.experience[0]).toMatchObject({
      job_title: 'Engineer',
      company: 'Acme Corp',
      dates: expect.stringMatching(/^Jan 2020 ?[-–] ?Present$/),
    });
    expect(detail.data.education[0].degree).toBe('BSc Computer Science');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${created.id}/file`,
      headers: { cookie: session.cookie },
    });
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toContain('attachment; filename="wendy.docx"');
    expect(new Uint8Array(file.rawPayload)).toEqual(bytes);
  });

  it.each([
    [
      'an old Word (.doc) file',
      oldWordDoc(),
      'cv.doc',
      'Old Word (.doc) files and password-protected Word files cannot be read. Save it as a Word Document (.docx) without a password, or as a PDF, and upload that.',
    ],
    [
      'a Word file with macros',
      resumeDocx({ macros: true }),
      'cv.docx',
      'Word files with macros are not accepted. Save it as a Word Document (.docx), or as a PDF, and upload that.',
    ],
    [
      'a zip that is no Word document',
      zip({ 'a.txt': 'hello' }),
      'cv.zip',
      'Only PDF or Word (.docx) files are allowed',
    ],
  ])('refuses %s with 415 and says what to do, storing nothing', async (_label, bytes, filename, message) => {
    const session = await signUp(t.app);
    const response = await upload(session, { bytes, filename, type: 'application/octet-stream' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await rowsOf(session)).toHaveLength(0);
  });

  it('answers 422 for a .docx that is not one, or has no text', async () => {
    const session = await signUp(t.app);
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const fake = await upload(session, {
      bytes: new Uint8Array(Buffer.from('nope')),
      filename: 'a.docx',
      type: docxType,
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toEqual({
      message: 'the file is not a valid Word (.docx) document',
      code: 'DOCX_UNREADABLE',
    });
    const empty = await upload(session, {
      bytes: resumeDocx({ paragraphs: [] }),
      filename: 'b.docx',
      type: docxType,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'the Word document has no text', code: 'DOCX_UNREADABLE' });
    expect(await rowsOf(session)).toHaveLength(0);
  });

  it('reads a scanned PDF by OCR, tells the upload screen which page it is on, and marks the resume', async () => {
    const session = await signUp(t.app);
    const scan = new Uint8Array(
      readFileSync(
        new URL('../../../../../fixtures/resumes-scanned/wp-tab-stops-dental-mei-chen.pdf', import.meta.url),
      ),
    );
    const reading = () =>
      t.app.inject({ method: 'GET', url: '/api/resumes/reading', headers: { cookie: session.cookie } });
    expect((await reading()).json()).toEqual({ reading: null });
    const uploaded = upload(session, { bytes: scan, filename: 'scan.pdf' });
    const seen = new Set<string>();
    let done = false;
    void uploaded.finally(() => {
      done = true;
    });
    while (!done) {
      const progress = (await reading()).json().reading;
      if (progress) seen.add(`${progress.page}/${progress.total}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await uploaded;
    expect(response.statusCode, response.body).toBe(201);
    expect([...seen]).toEqual(['1/1']);
    expect((await reading()).json()).toEqual({ reading: null });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/resumes/${response.json().id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(detail.readBy).toBe('ocr');
    expect(detail.lowConfidencePages).toEqual([]);
    expect(detail.data.name).toBe('Mei Chen');
    // Another user sees nothing of it.
    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/resumes/reading',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual({ reading: null });
  }, 60_000);

  it('judges a file by its bytes, not its name or declared type', async () => {
    const session = await signUp(t.app);
    const fake = await upload(session, { bytes: new Uint8Array(Buffer.from('hello, not a pdf')) });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('the file is not a valid PDF');
    const text = await upload(session, {
      bytes: new Uint8Array(Buffer.from('just text')),
      filename: 'notes.txt',
      type: 'text/plain',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Only PDF or Word (.docx) files are allowed');
    const renamed = await upload(session, {
      bytes: resumePdf(),
      filename: 'resume.bin',
      type: 'application/octet-stream',
    });
    expect(renamed.statusCode).toBe(201);
  });

  it('refuses a file over 10 MB with 413 "File size exceeds 10MB limit"', async () => {
    const session = await signUp(t.app);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const response = await upload(session, { bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File size exceeds 10MB limit', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(session)).toHaveLength(0);
  });

  it('requires a name and a file', async () => {
    const session = await signUp(t.app);
    const noName = await upload(session, { name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^name: /);
    const noFile = await postResume(t.app, session.cookie, { name: 'x', isPrimary: 'true' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/^file: /);
  });

  it('allows 9 resumes and refuses the 10th with 409, also under concurrent uploads', async () => {
    const session = await signUp(t.app);
    const bytes = resumePdf();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(session, { name: `R${i}`, bytes })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(9);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(responses.find((r) => r.statusCode === 409)?.json().code).toBe('RESUME_LIMIT_REACHED');
    const rows = await rowsOf(session);
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.isPrimary)).toHaveLength(1);
  }, 60_000);
});

describe('managing resumes', () => {
  it('sets a primary resume, and doing it again changes nothing', async () => {
    const session = await signUp(t.app);
    const first = (await upload(session, { name: 'First' })).json();
    const second = (await upload(session, { name: 'Second', isPrimary: 'false' })).json();
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/resumes/${second.id}/set-primary`,
      headers: { cookie: session.cookie },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: second.id, isPrimary: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/resumes/${second.id}/set-primary`,
      headers: { cookie: session.cookie },
    });
    expect(again.json()).toMatchObject({ id: second.id, isPrimary: true });
    const rows = await rowsOf(session);
    expect(rows.find((r) => r.id === first.id)?.isPrimary).toBe(false);
  });

  it('deletes a resume, keeps its tailored resumes, and passes primary to the oldest left', async () => {
    const session = await signUp(t.app);
    const first = (await upload(session, { name: 'First' })).json();
    const second = (await upload(session, { name: 'Second', isPrimary: 'false' })).json();
    await t.database.db.insert(tailoredResumes).values({
      userId: session.user.id,
      resumeId: first.id,
      companyName: 'Acme',
      positionName: 'Engineer',
      jobDescription: 'Build things',
      filename: 'Acme.pdf',
    });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: session.cookie } })
    ).json();
    expect(listed[0].tailoredCount).toBe(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/resumes/${first.id}`,
      headers: { cookie: session.cookie },
    });
    expect(deleted.json()).toEqual({ success: true });
    const rows = await rowsOf(session);
    expect(rows.map((r) => [r.id, r.isPrimary])).toEqual([[second.id, true]]);
    const tailored = await t.database.db
      .select()
      .from(tailoredResumes)
      .where(eq(tailoredResumes.userId, session.user.id));
    expect(tailored).toHaveLength(1);
    expect(tailored[0]!.resumeId).toBeNull();
  });

  it("answers 404 for another user's resume on every call, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const resume = (await upload(owner)).json();
    const calls = [
      ['GET', `/api/resumes/${resume.id}`],
      ['GET', `/api/resumes/${resume.id}/file`],
      ['GET', `/api/resumes/${resume.id}/tailored`],
      ['POST', `/api/resumes/${resume.id}/set-primary`],
      ['DELETE', `/api/resumes/${resume.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, headers: { cookie: intruder.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Resume not found', code: 'NOT_FOUND' });
    }
    expect(await rowsOf(owner)).toHaveLength(1);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie: intruder.cookie } })
    ).json();
    expect(list).toEqual([]);
  });

  it('answers 401 to every resume call when signed out', async () => {
    for (const url of ['/api/resumes', '/api/resumes/1', '/api/resumes/1/file']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers 400 for a malformed id', async () => {
    const session = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/resumes/abc',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});
