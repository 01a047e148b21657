import { AppError } from '@tailor/core/errors';
import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import {
  creditTransactions,
  externalIdentities,
  jobDescriptions,
  resumes,
  tailoredResumes,
  users,
} from '../../db/schema.ts';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A name safe inside a zip on every system: no folders, no control characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, '_').trim();
  return cleaned.slice(0, 120) || 'resume.pdf';
}

/**
 * "Download my data" (decision 066): the account, every resume's data and original file, the jobs, the
 * tailorings and the credit history, as JSON files and PDFs in one zip. Passwords and token hashes stay out.
 */
export async function exportAccountData(db: Db, userId: number): Promise<Uint8Array> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const identities = await db
    .select({
      issuer: externalIdentities.issuer,
      email: externalIdentities.email,
      linkedAt: externalIdentities.createdAt,
    })
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId));
  const resumeRows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(asc(resumes.id));
  const jobs = await db
    .select()
    .from(jobDescriptions)
    .where(eq(jobDescriptions.userId, userId))
    .orderBy(asc(jobDescriptions.id));
  const tailored = await db
    .select({
      id: tailoredResumes.id,
      resumeId: tailoredResumes.resumeId,
      jobDescriptionId: tailoredResumes.jobDescriptionId,
      companyName: tailoredResumes.companyName,
      positionName: tailoredResumes.positionName,
      jobDescription: tailoredResumes.jobDescription,
      status: tailoredResumes.status,
      data: tailoredResumes.jsonData,
      filename: tailoredResumes.filename,
      engine: tailoredResumes.engine,
      optimizationSettings: tailoredResumes.optimizationSettings,
      createdAt: tailoredResumes.createdAt,
      completedAt: tailoredResumes.completedAt,
    })
    .from(tailoredResumes)
    .where(eq(tailoredResumes.userId, userId))
    .orderBy(asc(tailoredResumes.id));
  const credits = await db
    .select({
      delta: creditTransactions.delta,
      reason: creditTransactions.reason,
      reference: creditTransactions.reference,
      createdAt: creditTransactions.createdAt,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(asc(creditTransactions.id));

  const files: Record<string, Uint8Array> = {
    'account.json': json({
      id: user.id,
      email: user.email,
      username: user.username,
      role: user.role,
      credits: user.credits,
      emailVerified: user.emailVerifiedAt !== null,
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt,
      linkedSignIns: identities,
    }),
    'resumes.json': json(
      resumeRows.map((row) => ({
        id: row.id,
        name: row.name,
        originalFilename: row.originalFilename,
        file: `resumes/${row.id}-${safeName(row.originalFilename)}`,
        isPrimary: row.isPrimary,
        createdAt: row.createdAt,
        text: row.content,
        data: row.data,
      })),
    ),
    'jobs.json': json(
      jobs.map((job) => ({
        id: job.id,
        companyName: job.companyName,
        positionName: job.positionName,
        url: job.url,
        description: job.description,
        createdAt: job.createdAt,
      })),
    ),
    'tailored-resumes.json': json(tailored),
    'credit-history.json': json(credits),
  };
  for (const row of resumeRows) files[`resumes/${row.id}-${safeName(row.originalFilename)}`] = row.file;
  return zipSync(files, { level: 6 });
}

/**
 * "Delete my account" (decision 066): the user row goes and with it (by the foreign keys) resumes, jobs,
 * tailorings, sessions, mailed links and linked sign-ins. Ledger rows stay for accounting with the user cut off
 * (`user_id` set to null), as do Stripe payment records. An admin account is not deleted here.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  if (user.role === 'admin') {
    throw new AppError('FORBIDDEN', 'An admin account cannot be deleted from Settings.');
  }
  await db.delete(users).where(eq(users.id, userId));
}
