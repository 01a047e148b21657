import type { TailoredJsonData, TailoringErrorCode } from '@tailor/core/contracts/tailored';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tailoredResumes } from '../../db/schema.ts';
import { applyCreditChange } from '../credits/service.ts';

export type ClaimedJob = {
  id: number;
  userId: number;
  attempts: number;
  companyName: string;
  positionName: string;
  jobDescription: string;
  /** Normalised when the row was made (decision 077). */
  sourceData: ResumeData;
  optimizationSettings: unknown;
};

/**
 * Claims the oldest processing row whose lease is free or expired. `FOR UPDATE SKIP LOCKED` lets several
 * instances claim side by side without ever taking the same row.
 */
export async function claimNextJob(
  db: Db,
  options: { workerId: string; leaseSeconds: number },
): Promise<ClaimedJob | null> {
  const result = await db.execute<ClaimedJob>(sql`
    update ${tailoredResumes}
    set locked_by = ${options.workerId},
        locked_until = now() + make_interval(secs => ${options.leaseSeconds}),
        attempts = attempts + 1
    where id = (
      select id from ${tailoredResumes}
      where status = 'processing' and (locked_until is null or locked_until < now())
      order by id
      for update skip locked
      limit 1
    )
    returning id, user_id as "userId", attempts, company_name as "companyName", position_name as "positionName",
      job_description as "jobDescription", source_data as "sourceData",
      optimization_settings as "optimizationSettings"`);
  return result.rows[0] ?? null;
}

/** Stores the result, if this worker still holds the lease: a job is never completed twice. */
export async function completeJob(
  db: Db,
  options: {
    id: number;
    workerId: string;
    jsonData: TailoredJsonData;
    engine: string;
    inputTokens?: number | undefined;
    outputTokens?: number | undefined;
  },
): Promise<boolean> {
  const updated = await db
    .update(tailoredResumes)
    .set({
      status: 'completed',
      // Normalised on write, once (decision 077): every reader takes the stored resume as it is.
      jsonData: { resume: normalizeResumeData(options.jsonData.resume), changes: options.jsonData.changes },
      engine: options.engine,
      inputTokens: options.inputTokens ?? null,
      outputTokens: options.outputTokens ?? null,
      lockedBy: null,
      lockedUntil: null,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(tailoredResumes.id, options.id),
        eq(tailoredResumes.status, 'processing'),
        eq(tailoredResumes.lockedBy, options.workerId),
      ),
    )
    .returning({ id: tailoredResumes.id });
  return updated.length > 0;
}

/**
 * Marks the job failed and gives the credit back in one transaction. The refund's ledger reference is unique
 * per tailoring, so it happens exactly once whoever gets here.
 */
export async function failJob(
  db: Db,
  options: { id: number; errorCode: TailoringErrorCode; workerId?: string; engine?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const conditions = [eq(tailoredResumes.id, options.id), eq(tailoredResumes.status, 'processing')];
    if (options.workerId) conditions.push(eq(tailoredResumes.lockedBy, options.workerId));
    const [failed] = await tx
      .update(tailoredResumes)
      .set({
        status: 'failed',
        errorCode: options.errorCode,
        engine: options.engine ?? null,
        lockedBy: null,
        lockedUntil: null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(...conditions))
      .returning({ id: tailoredResumes.id, userId: tailoredResumes.userId });
    if (!failed) return false;
    await applyCreditChange(tx, {
      userId: failed.userId,
      delta: 1,
      reason: 'tailoring-refund',
      reference: `tailoring-refund:${failed.id}`,
    });
    return true;
  });
}

/**
 * With the embedded database exactly one process exists (the data-folder lock proves it), so leases held by an
 * earlier run of this process are dead: free them at start-up instead of waiting for them to expire.
 */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db
    .update(tailoredResumes)
    .set({ lockedBy: null, lockedUntil: null })
    .where(eq(tailoredResumes.status, 'processing'));
}

/**
 * A graceful shutdown hands this worker's unfinished jobs back at once instead of letting their leases run out;
 * the interrupted attempt does not count. Its late outcome, if any, is then refused (the lease is gone).
 */
export async function releaseWorkerLeases(db: Db, workerId: string): Promise<number> {
  const result = await db.execute(sql`
    update ${tailoredResumes}
    set locked_by = null, locked_until = null, attempts = greatest(attempts - 1, 0)
    where locked_by = ${workerId} and status = 'processing'`);
  return result.rowCount ?? 0;
}
