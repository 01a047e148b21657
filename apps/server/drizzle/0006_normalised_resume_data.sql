-- Decision 077: resume data is normalised on write. Old rows are normalised once by a start-up data step
-- (core's normaliser is TypeScript, not SQL), which records itself here.
CREATE TABLE "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
