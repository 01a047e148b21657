import type { OptimizationSettings } from '@tailor/core/changes';
import { AlertTriangleIcon, FileQuestionIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { OutOfCreditsNotice } from '@/features/credits/components/out-of-credits-notice';
import { useCreateJobDescription } from '@/features/job-descriptions/api/create-job-description';
import { useJobDescription } from '@/features/job-descriptions/api/get-job-description';
import { useResume } from '@/features/resumes/api/get-resume';
import { useCreateTailoredResume } from '@/features/tailored-resumes/api/create-tailored-resume';
import type { JobDetails } from '@/features/tailored-resumes/components/job-details-form';
import { TailoringWizard } from '@/features/tailored-resumes/components/tailoring-wizard';
import { SAMPLE_JOB } from '@/features/tailored-resumes/sample-job';
import { useUser } from '@/lib/auth';

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Shows a toast once per mount, even under StrictMode's double effects. */
function useToastOnce(when: boolean, show: () => void) {
  const shown = useRef(false);
  useEffect(() => {
    if (when && !shown.current) {
      shown.current = true;
      show();
    }
  }, [when, show]);
}

function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Back to Dashboard</Link>
    </Button>
  );
}

const showMissingResumeToast = () =>
  toast({
    title: 'Missing required parameter',
    description: 'Resume ID is required to tailor a resume',
    variant: 'destructive',
  });

const showJobErrorToast = () =>
  toast({
    title: 'Error loading job data',
    description: 'Could not load job description data. You may need to go back and try again.',
    variant: 'destructive',
  });

/** /tailoring/{resumeId} and /tailoring-process?resumeId=..&jobId=.. (or direct job fields). */
export function TailoringPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  const resumeIdParam = params.id ?? search.get('resumeId');
  const resumeId = positiveInt(resumeIdParam);
  const jobIdParam = search.get('jobId');
  const jobId = positiveInt(jobIdParam);
  const directJob: JobDetails = {
    companyName: search.get('companyName') ?? '',
    positionName: search.get('positionName') ?? '',
    description: search.get('description') ?? '',
    url: search.get('url') ?? '',
  };
  const hasDirectJob = Boolean(directJob.companyName || directJob.positionName || directJob.description);
  const wantsSavedJob = jobIdParam !== null && jobIdParam !== '';

  const resume = useResume(resumeId ?? 0);
  const savedJob = useJobDescription(jobId);
  const createJob = useCreateJobDescription();
  const tailor = useCreateTailoredResume({ onBuyCredits: () => navigate('/pricing') });
  const { user } = useUser();
  const startedJob = useRef<JobDetails | null>(null);

  const jobNotFound = wantsSavedJob && (jobId === null || savedJob.isError);
  useToastOnce(resumeId === null, showMissingResumeToast);
  useToastOnce(resumeId !== null && jobNotFound, showJobErrorToast);

  if (resumeId === null) {
    return (
      <CenteredMessage
        icon={AlertTriangleIcon}
        tone="muted"
        title="Missing required parameter"
        actions={<BackToDashboard />}
      >
        <p>Resume ID is required to tailor a resume</p>
      </CenteredMessage>
    );
  }

  if (jobNotFound) {
    return (
      <CenteredMessage
        icon={FileQuestionIcon}
        tone="muted"
        title="Job description not found"
        actions={<BackToDashboard />}
      >
        <p>Could not load job description data. You may need to go back and try again.</p>
      </CenteredMessage>
    );
  }

  if (resume.isLoading || (wantsSavedJob && savedJob.isLoading)) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
        <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
        Loading your resume and the job details...
      </div>
    );
  }

  if (!resume.data) {
    return (
      <CenteredMessage
        icon={FileQuestionIcon}
        tone="muted"
        title="Resume Not Found"
        actions={<BackToDashboard />}
      >
        <p>The resume you're looking for doesn't exist or has been deleted.</p>
      </CenteredMessage>
    );
  }

  const initialJob: JobDetails = savedJob.data
    ? {
        companyName: savedJob.data.companyName,
        positionName: savedJob.data.positionName,
        description: savedJob.data.description,
        url: savedJob.data.url,
      }
    : hasDirectJob
      ? directJob
      : SAMPLE_JOB;

  // A refused or failed start is told by the tailor call's own toast.
  async function start(job: JobDetails, settings: OptimizationSettings): Promise<number> {
    let savedJobId = jobId ?? undefined;
    if (savedJobId === undefined) {
      // Keeping the posting (with its URL) is a convenience: the tailor call carries the text itself.
      savedJobId = await createJob.mutateAsync(job).then(
        (created) => created.id,
        () => undefined,
      );
    }
    const tailored = await tailor.mutateAsync({
      resumeId: resumeId!,
      companyName: job.companyName,
      positionName: job.positionName,
      jobDescription: job.description,
      jobId: savedJobId,
      optimizationSettings: settings,
    });
    startedJob.current = job;
    return tailored.id;
  }

  // With the last stage, never before it (decision 073).
  const onComplete = () => {
    const job = startedJob.current;
    toast({
      title: 'Resume tailored successfully',
      description: job ? `Your resume for ${job.positionName} at ${job.companyName} is ready.` : undefined,
    });
  };

  return (
    <TailoringWizard
      // A different job in the query starts a fresh wizard.
      key={`${resumeId}-${jobId ?? ''}-${search.toString()}`}
      resume={{ name: resume.data.name, content: resume.data.content }}
      initialJob={initialJob}
      isJobEditable={!savedJob.data && !hasDirectJob}
      onStart={start}
      onComplete={onComplete}
      outOfCredits={
        user && user.credits <= 0 ? <OutOfCreditsNotice context="wizard" showAction={false} /> : undefined
      }
    />
  );
}
