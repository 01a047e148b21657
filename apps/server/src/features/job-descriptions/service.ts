import { MAX_JOB_DESCRIPTIONS_PER_USER } from '@tailor/core/constants';
import type { CreateJobDescriptionRequest, JobDescription } from '@tailor/core/contracts/job-descriptions';
import { AppError } from '@tailor/core/errors';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobDescriptions, users } from '../../db/schema.ts';

const columns = {
  id: jobDescriptions.id,
  companyName: jobDescriptions.companyName,
  positionName: jobDescriptions.positionName,
  description: jobDescriptions.description,
  url: jobDescriptions.url,
};

/** Creates a job description, refusing past MAX_JOB_DESCRIPTIONS_PER_USER (counted under a lock on the user). */
export async function createJobDescription(
  db: Db,
  input: CreateJobDescriptionRequest & { userId: number },
): Promise<JobDescription> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(jobDescriptions)
      .where(eq(jobDescriptions.userId, input.userId));
    if ((held?.n ?? 0) >= MAX_JOB_DESCRIPTIONS_PER_USER) {
      throw new AppError(
        'JOB_LIMIT_REACHED',
        `You have reached the limit of ${MAX_JOB_DESCRIPTIONS_PER_USER.toLocaleString('en-US')} saved job descriptions.`,
      );
    }
    const [row] = await tx.insert(jobDescriptions).values(input).returning(columns);
    return row!;
  });
}

export async function getJobDescription(
  db: DbOrTx,
  options: { userId: number; id: number },
): Promise<JobDescription> {
  const [row] = await db
    .select(columns)
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.id, options.id), eq(jobDescriptions.userId, options.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Job description not found');
  return row;
}
