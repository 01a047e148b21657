-- How each resume was read: its text layer, OCR of a scan, or a Word file, and which scanned pages were hard to read (decision 068).
ALTER TABLE "resumes" ADD COLUMN "read_by" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "low_confidence_pages" jsonb DEFAULT '[]'::jsonb NOT NULL;