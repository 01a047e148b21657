import { EXTENSION_STORE_URL, MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import { PuzzleIcon, UploadIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useResumes } from '@/features/resumes/api/get-resumes';
import { GettingStartedGuide } from '@/features/resumes/components/getting-started-guide';

export function DashboardPage() {
  const resumes = useResumes();
  const list = resumes.data ?? [];
  const atLimit = list.length >= MAX_RESUMES_PER_USER;

  return (
    <>
      <PageHeader
        title="My Resumes"
        description="Upload and manage your resumes"
        actions={
          <>
            <Button disabled={atLimit}>
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
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : (
        list.length === 0 && <GettingStartedGuide />
      )}
    </>
  );
}
