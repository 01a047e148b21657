import type { CreateJobDescriptionRequest, JobDescription } from '@tailor/core/contracts/job-descriptions';
import { AppError } from '@tailor/core/errors';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobDescriptions } from '../../db/schema.ts';

const columns = {
  id: jobDescriptions.id,
  companyName: jobDescriptions.companyName,
  positionName: jobDescriptions.positionName,
  description: jobDescriptions.description,
  url: jobDescriptions.url,
};

export async function createJobDescription(
  db: DbOrTx,
  input: CreateJobDescriptionRequest & { userId: number },
): Promise<JobDescription> {
  const [row] = await db.insert(jobDescriptions).values(input).returning(columns);
  return row!;
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
