import { ChangesSummarySchema } from '@tailor/core/changes';
import { normalizeResumeData } from '@tailor/core/normalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailoredResumes } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { extractPdfPages } from '../resumes/pdf-text.ts';

const RESUME = {
  name: 'Jane Doe',
  contact: {
    email: 'jane@example.com',
    phone: '+1 555 010 0000',
    location: 'Austin, TX',
    link: 'https://github.com/jane',
  },
  summary: 'Backend engineer building reliable services.',
  skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  experience: Array.from({ length: 6 }, (_, i) => ({
    job_title: `Engineer ${i + 1}`,
    company: `Company ${i + 1}`,
    location: 'Remote',
    dates: `${2010 + i} - ${2011 + i}`,
    bullet_points: Array.from(
      { length: 5 },
      (_, b) => `Delivered improvement ${b + 1} to a service used by many teams across the company`,
    ),
  })),
  education: [{ degree: 'B.S. Computer Science', school: 'UT Austin', dates: '2006 - 2010', gpa: '3.8' }],
  certifications: [{ name: 'AWS Certified Developer', year: '2021' }],
  projects: [
    { title: 'Tailor', description: 'Resume tool', link: '', bullet_points: ['Built the layout engine'] },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorker: false });
});
afterAll(() => t.close());

async function seedTailored(userId: number, resume: unknown = RESUME) {
  // As the app writes it: normalised (decision 077).
  const [row] = await t.database.db
    .insert(tailoredResumes)
    .values({
      userId,
      companyName: 'Globex',
      positionName: 'Engineer',
      jobDescription: 'Build',
      filename: 'Jane Doe - Globex - Engineer.pdf',
      status: 'completed',
      jsonData: { resume: normalizeResumeData(resume), changes: ChangesSummarySchema.parse({}) },
    })
    .returning({ id: tailoredResumes.id });
  return row!.id;
}

async function cachedFile(id: number) {
  const [row] = await t.database.db
    .select({ file: tailoredResumes.file })
    .from(tailoredResumes)
    .where(eq(tailoredResumes.id, id));
  return row!.file;
}

describe('tailored resume PDFs', () => {
  it('draws a valid PDF from the data, caches it, and names it', async () => {
    const session = await signUp(t.app);
    const id = await seedTailored(session.user.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tailored-resumes/${id}/download`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { file, filename } = response.json();
    expect(filename).toBe('Jane Doe - Globex - Engineer.pdf');
    const bytes = Buffer.from(file, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await extractPdfPages(new Uint8Array(bytes));
    const text = pages.map((page) => page.items.map((item) => item.str).join(' ')).join('\n');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Engineer 6');
    expect(Buffer.from((await cachedFile(id))!).equals(bytes)).toBe(true);
  });

  it('puts every section heading on the page html-preview-structure names', async () => {
    const session = await signUp(t.app);
    const id = await seedTailored(session.user.id);
    const structure = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tailored-resumes/${id}/html-preview-structure`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(structure.sections.map((s: { name: string }) => s.name)).toEqual([
      'summary',
      'skills',
      'experience',
      'certifications',
      'education',
      'projects',
    ]);
    expect(Math.max(...structure.sections.map((s: { page: number }) => s.page))).toBeGreaterThan(1);
    const { file } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tailored-resumes/${id}/download`,
        headers: { cookie: session.cookie },
      })
    ).json();
    const pages = await extractPdfPages(new Uint8Array(Buffer.from(file, 'base64')));
    for (const { name, page } of structure.sections as Array<{ name: string; page: number }>) {
      const lines = pages[page - 1]!.items.map((item) => item.str.trim());
      expect(lines, `${name} on page ${page}`).toContain(name.toUpperCase());
    }
  });

  it('drops the cache when the resume is edited or regenerate-pdf is called', async () => {
    const session = await signUp(t.app);
    const id = await seedTailored(session.user.id);
    await t.app.inject({
      method: 'GET',
      url: `/api/tailored-resumes/${id}/download`,
      headers: { cookie: session.cookie },
    });
    expect(await cachedFile(id)).not.toBeNull();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tailored-resumes/${id}`,
      headers: { cookie: session.cookie },
      payload: { jsonData: { resume: { ...RESUME, name: 'Jane Q. Doe' } } },
    });
    expect(await cachedFile(id)).toBeNull();
    const { file } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tailored-resumes/${id}/download`,
        headers: { cookie: session.cookie },
      })
    ).json();
    const pages = await extractPdfPages(new Uint8Array(Buffer.from(file, 'base64')));
    expect(pages[0]!.items.map((item) => item.str).join(' ')).toContain('Jane Q. Doe');

    const regenerate = await t.app.inject({
      method: 'POST',
      url: `/api/tailored-resumes/${id}/regenerate-pdf`,
      headers: { cookie: session.cookie },
    });
    expect(regenerate.statusCode).toBe(200);
    expect(regenerate.headers['cache-control']).toBe('no-store');
    expect(regenerate.json().message).toBeTruthy();
    expect(await cachedFile(id)).toBeNull();
  });

  it('accepts a browser-made PDF and refuses anything that is not one', async () => {
    const session = await signUp(t.app);
    const id = await seedTailored(session.user.id);
    const save = (file: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tailored-resumes/${id}/save-pdf`,
        headers: { cookie: session.cookie },
        payload: { file },
      });
    const pdf = Buffer.from('%PDF-1.7\n% a tiny pdf\n%%EOF').toString('base64');
    expect((await save(pdf)).statusCode).toBe(200);
    expect(Buffer.from((await cachedFile(id))!).toString()).toContain('a tiny pdf');

    for (const [bad, pattern] of [
      ['***not base64***', /base64/],
      ['', /file/],
      [Buffer.from('hello world, not a pdf').toString('base64'), /not a PDF/],
    ] as const) {
      const response = await save(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(pattern);
    }
    const huge = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]).toString('base64');
    expect((await save(huge)).statusCode).toBe(413);
    expect(Buffer.from((await cachedFile(id))!).toString()).toContain('a tiny pdf');
  });

  it("answers 404 for another user's PDF calls", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const id = await seedTailored(owner.user.id);
    for (const [method, url] of [
      ['GET', `/api/tailored-resumes/${id}/download`],
      ['POST', `/api/tailored-resumes/${id}/regenerate-pdf`],
      ['GET', `/api/tailored-resumes/${id}/html-preview-structure`],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: { cookie: intruder.cookie } })).statusCode,
        url,
      ).toBe(404);
    }
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/tailored-resumes/${id}/save-pdf`,
      headers: { cookie: intruder.cookie },
      payload: { file: Buffer.from('%PDF-1.7').toString('base64') },
    });
    expect(save.statusCode).toBe(404);
    expect(await cachedFile(id)).toBeNull();
  });
});

describe('editing and deleting tailored resumes', () => {
  it('refuses a PATCH that would empty the resume or carries malformed changes, and keeps the data', async () => {
    const session = await signUp(t.app);
    const id = await seedTailored(session.user.id);
    const patch = (jsonData: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/tailored-resumes/${id}`,
        headers: { cookie: session.cookie },
        payload: { jsonData },
      });
    for (const bad of [
      {},
      [],
      { resume: 'x' },
      { resume: { foo: 1 } },
      { resume: RESUME, changes: { bullets: 'x' } },
    ]) {
      const response = await patch(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toMatch(/^jsonData: /);
    }
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tailored-resumes/${id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(stored.jsonData.resume.name).toBe('Jane Doe');
    const changesOnly = await patch({ changes: { summary: 'Noted by hand' } });
    expect(changesOnly.statusCode).toBe(200);
    expect(changesOnly.json().jsonData).toMatchObject({
      resume: { name: 'Jane Doe' },
      changes: { summary: 'Noted by hand' },
    });
  });

  it('refuses to delete a tailoring that is still running, whose credit rides on it', async () => {
    const session = await signUp(t.app);
    const [row] = await t.database.db
      .insert(tailoredResumes)
      .values({
        userId: session.user.id,
        companyName: 'Globex',
        positionName: 'Engineer',
        jobDescription: 'Build',
        filename: 'x.pdf',
        status: 'processing',
      })
      .returning({ id: tailoredResumes.id });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/tailored-resumes/${row!.id}`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TAILORING_IN_PROGRESS');
  });
});
