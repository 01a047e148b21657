import { type TailoredJsonData, TailoredJsonDataSchema } from '@tailor/core/contracts/tailored';
import { normalizeResumeData } from '@tailor/core/normalize';
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dataSteps, resumes, tailoredResumes } from './schema.ts';

const NORMALISED_RESUME_DATA = 'normalised-resume-data';
const BATCH = 100;

/**
 * Stored jsonData before decision 077 came in several shapes (`{resume, changes}`, a bare resume, the legacy flat
 * one): the one reading of them all, used once per row by the data step below.
 */
export function normaliseTailoredJsonData(value: unknown): TailoredJsonData {
  const object = (value ?? {}) as { resume?: unknown; changes?: unknown };
  const parsed = TailoredJsonDataSchema.safeParse({
    resume: normalizeResumeData(object.resume ?? value),
    changes: object.changes ?? {},
  });
  if (parsed.success) return parsed.data;
  return TailoredJsonDataSchema.parse({ resume: normalizeResumeData(value), changes: {} });
}

/**
 * Data steps that SQL cannot do, run once per database at start-up (under the start-up lock on PostgreSQL) and
 * recorded in `data_steps` (migration 0006). Today one: every stored resume goes through core's normaliser, so
 * resume data is normalised on write and read as it is (decision 077). Rows are read in batches by id.
 */
export async function runDataSteps(db: Db): Promise<{ normalisedRows: number }> {
  const [done] = await db.select().from(dataSteps).where(eq(dataSteps.name, NORMALISED_RESUME_DATA));
  if (done) return { normalisedRows: 0 };
  let normalisedRows = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: resumes.id, data: resumes.data })
      .from(resumes)
      .where(gt(resumes.id, after))
      .orderBy(asc(resumes.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .update(resumes)
        .set({ data: normalizeResumeData(row.data) })
        .where(eq(resumes.id, row.id));
      normalisedRows++;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        id: tailoredResumes.id,
        jsonData: tailoredResumes.jsonData,
        sourceData: tailoredResumes.sourceData,
      })
      .from(tailoredResumes)
      .where(gt(tailoredResumes.id, after))
      .orderBy(asc(tailoredResumes.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      // updatedAt stays: the cached PDF was drawn from this same normalised reading.
      await db
        .update(tailoredResumes)
        .set({
          jsonData: row.jsonData === null ? null : normaliseTailoredJsonData(row.jsonData),
          sourceData: row.sourceData === null ? null : normalizeResumeData(row.sourceData),
        })
        .where(eq(tailoredResumes.id, row.id));
      normalisedRows++;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  await db.insert(dataSteps).values({ name: NORMALISED_RESUME_DATA }).onConflictDoNothing();
  return { normalisedRows };
}
