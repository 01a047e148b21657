import { type ChangesSummary, ChangesSummarySchema, type OptimizationSettings } from '@tailor/core/changes';
import type {
  CreateTailoredResumeRequest,
  TailoredJsonData,
  TailoredPatch,
  TailoredResume,
  TailoredResumeSummary,
} from '@tailor/core/contracts/tailored';
import { AppError } from '@tailor/core/errors';
import { normalizeResumeData } from '@tailor/core/normalize';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resumes, tailoredResumes } from '../../db/schema.ts';
import { applyCreditChange } from '../credits/service.ts';
import { getJobDescription } from '../job-descriptions/service.ts';

export const UNKNOWN_RESUME = 'Unknown Resume';

const summaryColumns = {
  id: tailoredResumes.id,
  resumeId: tailoredResumes.resumeId,
  resumeName: resumes.name,
  companyName: tailoredResumes.companyName,
  positionName: tailoredResumes.positionName,
  createdAt: tailoredResumes.createdAt,
  status: tailoredResumes.status,
  errorCode: tailoredResumes.errorCode,
  filename: tailoredResumes.filename,
};

type SummaryRow = Omit<TailoredResumeSummary, 'resumeName' | 'createdAt'> & {
  resumeName: string | null;
  createdAt: Date;
};

function toSummary(row: SummaryRow): TailoredResumeSummary {
  return { ...row, resumeName: row.resumeName ?? UNKNOWN_RESUME, createdAt: row.createdAt.toISOString() };
}

const notFound = () => new AppError('NOT_FOUND', 'Tailored resume not found');

/** "Jane Doe - Acme - Senior Engineer.pdf", safe for any file system. */
function tailoredFilename(parts: { name: string; company: string; position: string }): string {
  const clean = (value: string) =>
    value
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  return `${[parts.name, parts.company, parts.position].map(clean).filter(Boolean).join(' - ') || 'Tailored Resume'}.pdf`;
}

/**
 * Takes one credit and queues the tailoring in one transaction: either both happen or neither. The row keeps a
 * snapshot of the source resume and the job, so the background work never depends on later edits.
 */
export async function createTailoredResume(
  db: Db,
  input: CreateTailoredResumeRequest & { userId: number; optimizationSettings: OptimizationSettings },
): Promise<TailoredResume> {
  const created = await db.transaction(async (tx) => {
    const [resume] = await tx
      .select({ id: resumes.id, name: resumes.name, data: resumes.data })
      .from(resumes)
      .where(and(eq(resumes.id, input.resumeId), eq(resumes.userId, input.userId)));
    if (!resume) throw new AppError('NOT_FOUND', 'Resume not found');
    if (input.jobId) await getJobDescription(tx, { userId: input.userId, id: input.jobId });

    // Resume data is normalised on write (decision 077): the snapshot is the stored data as it is.
    const source = resume.data;
    const [row] = await tx
      .insert(tailoredResumes)
      .values({
        userId: input.userId,
        resumeId: resume.id,
        jobDescriptionId: input.jobId ?? null,
        companyName: input.companyName,
        positionName: input.positionName,
        jobDescription: input.jobDescription,
        filename: tailoredFilename({
          name: source.name || resume.name,
          company: input.companyName,
          position: input.positionName,
        }),
        sourceData: source,
        optimizationSettings: input.optimizationSettings,
      })
      .returning({ id: tailoredResumes.id });
    await applyCreditChange(tx, {
      userId: input.userId,
      delta: -1,
      reason: 'tailoring',
      reference: `tailoring:${row!.id}`,
    });
    return row!;
  });
  return getTailoredResume(db, { userId: input.userId, id: created.id });
}

export async function listTailoredResumes(db: Db, userId: number): Promise<TailoredResumeSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(tailoredResumes)
    .leftJoin(resumes, eq(resumes.id, tailoredResumes.resumeId))
    .where(eq(tailoredResumes.userId, userId))
    .orderBy(desc(tailoredResumes.createdAt), desc(tailoredResumes.id));
  return rows.map(toSummary);
}

export async function getTailoredResume(
  db: Db,
  options: { userId: number; id: number },
): Promise<TailoredResume> {
  const [row] = await db
    .select({
      ...summaryColumns,
      jsonData: tailoredResumes.jsonData,
      file: tailoredResumes.file,
      engine: tailoredResumes.engine,
    })
    .from(tailoredResumes)
    .leftJoin(resumes, eq(resumes.id, tailoredResumes.resumeId))
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)));
  if (!row) throw notFound();
  const { jsonData, file, engine, ...summary } = row;
  return {
    ...toSummary(summary),
    jsonData,
    file: file ? Buffer.from(file).toString('base64') : null,
    engine,
  };
}

/** Saves the user's edits. The cached PDF no longer matches, so it is dropped in the same statement. */
export async function updateTailoredResume(
  db: Db,
  options: { userId: number; id: number; jsonData: TailoredPatch },
): Promise<TailoredResume> {
  const current = await getTailoredResume(db, options);
  if (current.status === 'processing') {
    throw new AppError('VALIDATION_FAILED', 'jsonData: this tailored resume is still being prepared');
  }
  const jsonData = patchedJsonData(options.jsonData, current.jsonData);
  await db
    .update(tailoredResumes)
    .set({ jsonData, file: null, updatedAt: new Date() })
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)));
  return getTailoredResume(db, options);
}

export async function deleteTailoredResume(db: Db, options: { userId: number; id: number }): Promise<void> {
  const owned = and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId));
  const deleted = await db
    .delete(tailoredResumes)
    .where(and(owned, ne(tailoredResumes.status, 'processing')))
    .returning({ id: tailoredResumes.id });
  if (deleted.length > 0) return;
  // Either it is not this user's, or its credit is still riding on the running job.
  const [row] = await db.select({ id: tailoredResumes.id }).from(tailoredResumes).where(owned);
  if (!row) throw notFound();
  throw new AppError(
    'TAILORING_IN_PROGRESS',
    'This resume is still being tailored; delete it once it is ready',
  );
}

/**
 * The stored jsonData after a PATCH (the contract has checked its shape): a sent resume is normalised here, on
 * write, so nothing reads it through the normaliser again (decision 077); changes alone keep the resume.
 */
function patchedJsonData(patch: TailoredPatch, current: TailoredJsonData | null): TailoredJsonData {
  const changes =
    ('changes' in patch ? (patch.changes as ChangesSummary | undefined) : undefined) ??
    current?.changes ??
    ChangesSummarySchema.parse({});
  const sent = 'resume' in patch ? patch.resume : 'changes' in patch ? undefined : patch;
  const resume = sent !== undefined ? normalizeResumeData(sent) : current?.resume;
  if (!resume) throw new AppError('VALIDATION_FAILED', 'jsonData: a resume is required');
  return { resume, changes };
}

export async function getTailoringStatus(db: Db, options: { userId: number; id: number }) {
  const [row] = await db
    .select({ id: tailoredResumes.id, status: tailoredResumes.status, errorCode: tailoredResumes.errorCode })
    .from(tailoredResumes)
    .where(and(eq(tailoredResumes.id, options.id), eq(tailoredResumes.userId, options.userId)));
  if (!row) throw notFound();
  return row;
}

/** Of these tailorings, the ones that have ended: one query for every open event stream of this instance. */
export async function findSettledTailorings(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tailoredResumes.id, status: tailoredResumes.status, errorCode: tailoredResumes.errorCode })
    .from(tailoredResumes)
    .where(and(inArray(tailoredResumes.id, ids), ne(tailoredResumes.status, 'processing')));
}
