import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const roleEnum = pgEnum('role', ['admin', 'regular']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('regular'),
    credits: integer('credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_credits_non_negative', sql`${table.credits} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Every change to a balance is a row here, written in the same transaction as the balance itself. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    /** Who made the change when it was not the user's own doing (an admin's id for reason `admin`). */
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_transactions_reference_unique').on(table.reference),
    index('credit_transactions_user_idx').on(table.userId),
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    originalFilename: text('original_filename').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    file: bytea('file').notNull(),
    content: text('content').notNull().default(''),
    data: jsonb('data').notNull(),
    /** How the text was read: 'text' (a PDF's text layer), 'ocr' (a scan), 'docx' (a Word file); decision 068. */
    readBy: text('read_by').notNull().default('text'),
    /** Pages (1-based) that OCR read with low confidence: the user is asked to check them. */
    lowConfidencePages: jsonb('low_confidence_pages').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_idx').on(table.userId)],
);

export const jobDescriptions = pgTable(
  'job_descriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    positionName: text('position_name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_descriptions_user_idx').on(table.userId)],
);

export const tailoredStatusEnum = pgEnum('tailored_status', ['processing', 'completed', 'failed']);

export const tailoredResumes = pgTable(
  'tailored_resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the source resume is deleted: the tailored resume stays and shows "Unknown Resume". */
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobDescriptionId: integer('job_description_id').references(() => jobDescriptions.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name').notNull(),
    positionName: text('position_name').notNull(),
    jobDescription: text('job_description').notNull(),
    status: tailoredStatusEnum('status').notNull().default('processing'),
    errorCode: text('error_code'),
    jsonData: jsonb('json_data'),
    /** Cached PDF; cleared whenever jsonData changes. */
    file: bytea('file'),
    filename: text('filename').notNull(),
    engine: text('engine'),
    /** The source resume's data and the job at the time of the request: a job never depends on later edits. */
    sourceData: jsonb('source_data'),
    optimizationSettings: jsonb('optimization_settings'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** Work queue: a worker leases a processing row; an expired lease is claimed again (crash recovery). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('tailored_resumes_user_idx').on(table.userId),
    index('tailored_resumes_resume_idx').on(table.resumeId),
    index('tailored_resumes_queue_idx').on(table.status, table.lockedUntil),
  ],
);
