import type { OptimizationSettings } from '@tailor/core/changes';
import type { TailoredJsonData, TailoringErrorCode } from '@tailor/core/contracts/tailored';
import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
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
    /** When the person proved they own `email` (a link we mailed, or a provider's verified email). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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

/**
 * A sign-in at an outside provider (LinkedIn), keyed on the provider's issuer and its stable subject id — never on
 * the email, which can change hands (decision 064).
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The verified email the provider gave at the last sign-in. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('external_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('external_identities_user_idx').on(table.userId),
  ],
);

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ['verify_email', 'reset_password']);

/** Single-use tokens mailed to a person (email verification, password reset). Only the token's hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: a verification counts only while the account still has it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId),
  ],
);

/** Every change to a balance is a row here, written in the same transaction as the balance itself. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the account is deleted: the row stays for accounting, without the person (decision 066). */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
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
    /** Normalised on write (decision 077): readers take it as it is. */
    data: jsonb('data').$type<ResumeData>().notNull(),
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
    errorCode: text('error_code').$type<TailoringErrorCode>(),
    /** Normalised on write (decision 077). */
    jsonData: jsonb('json_data').$type<TailoredJsonData>(),
    /** Cached PDF; cleared whenever jsonData changes. */
    file: bytea('file'),
    /** What reading the cached PDF back found (core's ExportCheck, decision 082); written with every file. */
    fileCheck: jsonb('file_check').$type<ExportCheck>(),
    filename: text('filename').notNull(),
    engine: text('engine'),
    /** The source resume's data and the job at the time of the request: a job never depends on later edits. */
    sourceData: jsonb('source_data').$type<ResumeData>(),
    optimizationSettings: jsonb('optimization_settings').$type<OptimizationSettings>(),
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

/**
 * One Stripe payment (keyed by its PaymentIntent), as the purchase and the refund/dispute events tell it, in
 * whatever order they arrive. `reversedCredits` were taken back through the ledger; `shortfallCredits` could not
 * be (already spent) and are shown to admins (decision 065).
 */
export const stripePayments = pgTable('stripe_payments', {
  paymentIntent: text('payment_intent').primaryKey(),
  checkoutSessionId: text('checkout_session_id'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Credits the purchase added; null until the purchase is known. */
  credits: integer('credits'),
  amount: integer('amount'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  disputed: boolean('disputed').notNull().default(false),
  reversedCredits: integer('reversed_credits').notNull().default(0),
  shortfallCredits: integer('shortfall_credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Data steps done once per database at start-up, by name: changes to stored rows that SQL cannot make (decision
 * 077: resume data normalised by core's normaliser).
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
