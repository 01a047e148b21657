import { ChangesSummarySchema } from '@tailor/core/changes';
import { normalizeResumeData } from '@tailor/core/normalize';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailoredResumes } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { extractPdfPages } from '../resumes/pdf-text.ts';

const RESUME = {
  name: 'Jane Doe',
  contact: { email: 'jane@example.com', link: 'https://github.com/jane' },
  summary: 'Backend engineer building reliable services.',
  skills: ['TypeScript', 'PostgreSQL'],
  experience: Array.from({ length: 6 }, (_, i) => ({
    job_title: `Engineer ${i + 1}`,
    company: `Company ${i + 1}`,
    dates: `${2010 + i} - ${2011 + i}`,
    bullet_points: Array.from(
      { length: 6 },
      (_, b) => `Delivered improvement ${b + 1} to a service used by many teams across the company`,
    ),
  })),
  education: [{ degree: 'B.S. Computer Science', school: 'UT Austin', dates: '2006 - 2010' }],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorker: false });
});
afterAll(() => t.close());

async function seed(userId: number, resume: unknown) {
  const [row] = await t.database.db
    .insert(tailoredResumes)
    .values({
      userId,
      companyName: 'Globex',
      positionName: 'Engineer',
      jobDescription: 'Build',
      filename: 'Jane Doe - Globex.pdf',
      status: 'completed',
      // Seeded as the app writes it: normalised (decision 077).
      jsonData: { resume: normalizeResumeData(resume), changes: ChangesSummarySchema.parse({}) },
    })
    .returning({ id: tailoredResumes.id });
  return row?.id ?? 0;
}

describe('verified exports', () => {
  it('checks a drawn PDF, stores the figures with the file, and fits it to its page target', async () => {
    const session = await signUp(t.app);
    const free = await seed(session.user.id, RESUME);
    const one = await seed(session.user.id, {
      ...RESUME,
      _metadata: { displaySettings: { pageTarget: '1' } },
    });
    const download = (id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/tailored-resumes/${id}/download`,
        headers: { cookie: session.cookie },
      });

    const first = (await download(free)).json();
    expect(first.check).toMatchObject({ format: 'pdf', recall: 1, order: 1, garbled: 0, pages: 2, ok: true });
    const [row] = await t.database.db
      .select({ fileCheck: tailoredResumes.fileCheck })
      .from(tailoredResumes)
      .where(eq(tailoredResumes.id, free));
    expect(row?.fileCheck).toEqual(first.check);

    const fitted = (await download(one)).json();
    expect(fitted.check).toMatchObject({ pages: 1, targetPages: 1, ok: true });
    const pages = await extractPdfPages(new Uint8Array(Buffer.from(fitted.file, 'base64')));
    expect(pages).toHaveLength(1);
    const text = pages[0]?.items.map((i) => i.str).join(' ') ?? '';
    for (let i = 1; i <= 6; i++) expect(text).toContain(`Company ${i}`);
  });

  it('checks a PDF the browser saved, and says when it reads back empty', async () => {
    const session = await signUp(t.app);
    const id = await seed(session.user.id, RESUME);
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/tailored-resumes/${id}/save-pdf`,
      headers: { cookie: session.cookie },
      payload: { file: Buffer.from('%PDF-1.7\n% a tiny pdf\n%%EOF').toString('base64') },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().check).toMatchObject({ recall: 0, ok: false });
  });

  it('writes a Word file that reads back whole, with real headings, bullets and links', async () => {
    const session = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/exports/docx',
      headers: { cookie: session.cookie },
      payload: { resume: RESUME, filename: 'Jane Doe - Globex.pdf' },
    });
    expect(response.statusCode).toBe(200);
    const { file, filename, check } = response.json();
    expect(filename).toBe('Jane Doe - Globex.docx');
    expect(check).toMatchObject({ format: 'docx', recall: 1, order: 1, garbled: 0, pages: null, ok: true });
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(file, 'base64') });
    expect(html).toMatch(/<h1>EXPERIENCE<\/h1>/);
    expect(html).toMatch(/<ul><li>Delivered improvement 1/);
    expect(html).toContain('href="https://github.com/jane"');
    expect(html).not.toMatch(/<table|<img/);
  });

  it('checks an unsaved PDF without storing it, and refuses bad input and strangers', async () => {
    const session = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/exports/check-pdf',
      headers: { cookie: session.cookie },
      payload: { resume: RESUME, file: Buffer.from('not a pdf').toString('base64') },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not a PDF/);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/exports/docx',
      payload: { resume: RESUME, filename: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
