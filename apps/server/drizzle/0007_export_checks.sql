-- What reading each cached tailored PDF back found: recall, order, garbled characters, pages (decision 082).
ALTER TABLE "tailored_resumes" ADD COLUMN "file_check" jsonb;
