import { eq, isNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, resumes, users } from '../../db/schema.ts';
import { resumePdf } from '../../test/pdf-fixtures.ts';
import { createTestApp, postResume, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorker: false });
});
afterAll(() => t?.close());

async function personWithData(tag: string) {
  const person = await signUp(t.app, uniqueEmail(tag));
  const pdf = resumePdf({ name: `${tag} Person` });
  const upload = await postResume(
    t.app,
    person.cookie,
    { name: `${tag} resume`, isPrimary: 'true' },
    { name: `${tag}.pdf`, type: 'application/pdf', bytes: pdf },
  );
  expect(upload.statusCode).toBe(201);
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/job-descriptions',
    headers: { cookie: person.cookie },
    payload: { companyName: `${tag} Corp`, positionName: 'Engineer', description: `Work at ${tag}.` },
  });
  expect(job.statusCode).toBe(201);
  return { ...person, pdf, resumeId: upload.json().id as number };
}

describe('Download my data', () => {
  it('is a zip of the account, resumes with their original files, jobs, tailorings and credits — only mine', async () => {
    const me = await personWithData('mine');
    await personWithData('theirs');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tailor-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        'credit-history.json',
        'jobs.json',
        'resumes.json',
        'tailored-resumes.json',
        `resumes/${me.resumeId}-mine.pdf`,
      ].sort(),
    );
    expect(read('account.json')).toMatchObject({
      id: me.user.id,
      email: me.email,
      credits: 5,
      hasPassword: true,
    });
    expect(JSON.stringify(read('account.json'))).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(read('resumes.json')).toMatchObject([
      { id: me.resumeId, name: 'mine resume', originalFilename: 'mine.pdf' },
    ]);
    expect(read('resumes.json')[0].data.name).toBe('mine Person');
    expect(Buffer.from(files[`resumes/${me.resumeId}-mine.pdf`]!).equals(Buffer.from(me.pdf))).toBe(true);
    expect(read('jobs.json')).toMatchObject([{ companyName: 'mine Corp', description: 'Work at mine.' }]);
    expect(read('tailored-resumes.json')).toEqual([]);
    expect(read('credit-history.json')).toMatchObject([{ delta: 5, reason: 'signup' }]);
    expect(JSON.stringify(files)).not.toContain('theirs');
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('needs the typed confirmation, then deletes everything, ends the sessions and keeps anonymous ledger rows', async () => {
    const me = await personWithData('leaving');
    const other = await personWithData('staying');
    const remove = (payload: object, cookie = me.cookie) =>
      t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload });

    const unconfirmed = await remove({ confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toContain('Type DELETE to confirm');
    expect(await t.database.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);

    const deleted = await remove({ confirmation: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/tailor_session=;/);

    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } });
    expect(user.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
    });
    expect(login.statusCode).toBe(401);
    expect(await t.database.db.select().from(resumes).where(eq(resumes.userId, me.user.id))).toEqual([]);
    const ledger = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `signup:${me.user.id}`));
    expect(ledger).toMatchObject([{ userId: null, delta: 5, reason: 'signup' }]);
    expect(
      (await t.database.db.select().from(creditTransactions).where(isNull(creditTransactions.userId))).length,
    ).toBeGreaterThan(0);

    // Nobody else lost anything.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${other.resumeId}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(200);
    // The same email can sign up again, as a new account.
    const again = await signUp(t.app, me.email);
    expect(again.user.id).not.toBe(me.user.id);
    expect(again.user.credits).toBe(5);
  });
});
