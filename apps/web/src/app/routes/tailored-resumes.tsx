import { EXTENSION_STORE_URL } from '@tailor/core/constants';
import { PuzzleIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { TailoredResumeList } from '@/features/tailored-resumes/components/tailored-resume-list';

export function TailoredResumesPage() {
  return (
    <>
      <PageHeader
        title="Tailored Resumes"
        description="Every resume you have tailored to a job, newest first"
      />
      <TailoredResumeList
        emptyAction={
          <Button asChild variant="outline">
            <a href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
              <PuzzleIcon aria-hidden="true" />
              Get the Extension
            </a>
          </Button>
        }
      />
    </>
  );
}
