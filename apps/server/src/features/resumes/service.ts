import { MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import type { ReadBy, ResumeDetail, ResumeSummary } from '@tailor/core/contracts/resumes';
import { AppError } from '@tailor/core/errors';
import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { resumes, tailoredResumes, users } from '../../db/schema.ts';

const {
  file: _file,
  content: _content,
  data: _data,
  readBy: _readBy,
  lowConfidencePages: _low,
  ...summaryColumns
} = getTableColumns(resumes);

// Written out in full: drizzle drops table names from columns inside a select list.
const tailoredCount = sql<number>`(select count(*)::int from "tailored_resumes" where "tailored_resumes"."resume_id" = "resumes"."id")`;

type SummaryRow = Omit<
  typeof resumes.$inferSelect,
  'file' | 'content' | 'data' | 'readBy' | 'lowConfidencePages'
> & { tailoredCount: number };

function toSummary(row: SummaryRow): ResumeSummary {
  return {
    id: row.id,
    name: row.name,
    originalFilename: row.originalFilename,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    tailoredCount: Number(row.tailoredCount),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Resume not found');

export async function countResumes(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.n ?? 0;
}

export function resumeLimitError() {
  return new AppError(
    'RESUME_LIMIT_REACHED',
    `You can keep at most ${MAX_RESUMES_PER_USER} resumes. Delete one to upload another.`,
  );
}

/**
 * Stores the file, its text and its parsed data in one transaction. The user's row is locked first, so
 * concurrent uploads cannot pass the limit together and exactly one resume stays primary.
 */
export async function createResume(
  db: Db,
  input: {
    userId: number;
    name: string;
    originalFilename: string;
    isPrimary: boolean;
    file: Uint8Array;
    content: string;
    data: ResumeData;
    readBy: ReadBy;
    lowConfidencePages: number[];
  },
): Promise<ResumeSummary> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(resumes)
      .where(eq(resumes.userId, input.userId));
    if (n >= MAX_RESUMES_PER_USER) throw resumeLimitError();
    const isPrimary = input.isPrimary || n === 0;
    if (isPrimary) {
      await tx.update(resumes).set({ isPrimary: false }).where(eq(resumes.userId, input.userId));
    }
    const [row] = await tx
      .insert(resumes)
      .values({ ...input, isPrimary })
      .returning(summaryColumns);
    return toSummary({ ...row!, tailoredCount: 0 });
  });
}

const listResumesQuery = preparedStatement((db) =>
  db
    .select({ ...summaryColumns, tailoredCount })
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder('userId')))
    .orderBy(asc(resumes.id))
    .prepare('list_resumes'),
);

export async function listResumes(db: Db, userId: number): Promise<ResumeSummary[]> {
  const rows = await listResumesQuery(db).execute({ userId });
  return rows.map(toSummary);
}

export async function getResume(db: Db, options: { userId: number; id: number }): Promise<ResumeDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      tailoredCount,
      content: resumes.content,
      data: resumes.data,
      readBy: resumes.readBy,
      lowConfidencePages: resumes.lowConfidencePages,
    })
    .from(resumes)
    .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)));
  if (!row) throw notFound();
  return {
    ...toSummary(row),
    content: row.content,
    // Normalised on write (decision 077).
    data: row.data,
    readBy: row.readBy === 'ocr' || row.readBy === 'docx' ? row.readBy : 'text',
    lowConfidencePages: row.lowConfidencePages,
  };
}

export async function getResumeFile(
  db: Db,
  options: { userId: number; id: number },
): Promise<{ file: Uint8Array; originalFilename: string }> {
  const [row] = await db
    .select({ file: resumes.file, originalFilename: resumes.originalFilename })
    .from(resumes)
    .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)));
  if (!row) throw notFound();
  return row;
}

/** Deletes a resume. Its tailored resumes stay (their source shows as "Unknown Resume"). */
export async function deleteResume(db: Db, options: { userId: number; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(resumes)
      .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)))
      .returning({ isPrimary: resumes.isPrimary });
    if (!deleted) throw notFound();
    if (deleted.isPrimary) {
      // Keep one primary while any resume is left: the oldest takes over.
      const [oldest] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(eq(resumes.userId, options.userId))
        .orderBy(asc(resumes.id))
        .limit(1);
      if (oldest) await tx.update(resumes).set({ isPrimary: true }).where(eq(resumes.id, oldest.id));
    }
  });
}

export async function setPrimaryResume(
  db: Db,
  options: { userId: number; id: number },
): Promise<ResumeSummary> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: resumes.id, isPrimary: resumes.isPrimary })
      .from(resumes)
      .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)))
      .for('update');
    if (!target) throw notFound();
    if (target.isPrimary) return;
    await tx
      .update(resumes)
      .set({ isPrimary: sql`${resumes.id} = ${options.id}` })
      .where(eq(resumes.userId, options.userId));
  });
  const detail = await getResume(db, options);
  const { content: _c, data: _d, readBy: _r, lowConfidencePages: _l, ...summary } = detail;
  return summary;
}

export async function listTailoredForResume(db: Db, options: { userId: number; id: number }) {
  const [owned] = await db
    .select({ id: resumes.id, name: resumes.name })
    .from(resumes)
    .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)));
  if (!owned) throw notFound();
  const rows = await db
    .select({
      id: tailoredResumes.id,
      resumeId: tailoredResumes.resumeId,
      companyName: tailoredResumes.companyName,
      positionName: tailoredResumes.positionName,
      createdAt: tailoredResumes.createdAt,
      status: tailoredResumes.status,
      errorCode: tailoredResumes.errorCode,
      filename: tailoredResumes.filename,
    })
    .from(tailoredResumes)
    .where(and(eq(tailoredResumes.resumeId, options.id), eq(tailoredResumes.userId, options.userId)))
    .orderBy(sql`${tailoredResumes.createdAt} desc, ${tailoredResumes.id} desc`);
  return rows.map((row) => ({ ...row, resumeName: owned.name, createdAt: row.createdAt.toISOString() }));
}

/**
 * Replaces the parsed data with the user's corrections (normalised like every stored resume). The file and
 * the extracted text stay as uploaded.
 */
export async function updateResumeData(
  db: Db,
  options: { userId: number; id: number; data: ResumeData },
): Promise<ResumeDetail> {
  const [row] = await db
    .update(resumes)
    .set({ data: normalizeResumeData(options.data) })
    .where(and(eq(resumes.id, options.id), eq(resumes.userId, options.userId)))
    .returning({ id: resumes.id });
  if (!row) throw notFound();
  return getResume(db, options);
}
