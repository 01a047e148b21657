ALTER TABLE "tailored_resumes" ADD COLUMN "source_data" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "optimization_settings" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tailored_resumes_queue_idx" ON "tailored_resumes" USING btree ("status","locked_until");