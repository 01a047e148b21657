import { EXTENSION_STORE_URL, MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import { PuzzleIcon, UploadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useResumes } from '@/features/resumes/api/get-resumes';
import { AddResumeTile } from '@/features/resumes/components/add-resume-tile';
import { GettingStartedGuide } from '@/features/resumes/components/getting-started-guide';
import { ResumeCard } from '@/features/resumes/components/resume-card';
import { UploadResumeDialog } from '@/features/resumes/components/upload-resume-dialog';
import { RecentActivity } from '@/features/tailored-resumes/components/recent-activity';
import { useUser } from '@/lib/auth';

export function DashboardPage() {
  const { user, isLoading: isUserLoading } = useUser();
  const resumes = useResumes();
  const [uploadOpen, setUploadOpen] = useState(false);
  const list = resumes.data ?? [];
  const atLimit = list.length >= MAX_RESUMES_PER_USER;
  const resumeNames = useMemo(() => new Map(list.map((r) => [r.id, r.name])), [list]);

  if (isUserLoading) return <FullPageSpinner />;
  if (!user) return null;

  function openUpload() {
    // The dialog cannot be opened while uploads are disabled (doc 1 §2).
    if (!atLimit) setUploadOpen(true);
  }

  return (
    <>
      <PageHeader
        title="My Resumes"
        description="Upload and manage your resumes"
        actions={
          <>
            <Button
              onClick={openUpload}
              disabled={atLimit}
              className="disabled:bg-muted-foreground/40 disabled:text-white"
              title={atLimit ? `You can keep at most ${MAX_RESUMES_PER_USER} resumes` : undefined}
            >
              <UploadIcon aria-hidden="true" />
              Upload Your Resume
            </Button>
            <Button asChild variant="outline">
              <a href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
                <PuzzleIcon aria-hidden="true" />
                Extension
              </a>
            </Button>
          </>
        }
      />

      {resumes.isLoading ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : resumes.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm">
          <p className="font-medium text-destructive">Failed to fetch resumes</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => resumes.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          {list.length === 0 && <GettingStartedGuide />}
          <section aria-label="Resumes" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((resume) => (
              <ResumeCard key={resume.id} resume={resume} />
            ))}
            {!atLimit && <AddResumeTile onClick={openUpload} />}
          </section>
        </>
      )}

      <RecentActivity resumeNames={resumeNames} />
      <UploadResumeDialog open={uploadOpen} onOpenChange={setUploadOpen} />
    </>
  );
}
