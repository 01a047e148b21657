import { AlertTriangleIcon, ClockIcon, FileQuestionIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { ResumeEditorSkeleton } from '@/components/resume-editor/resume-editor';
import { Button } from '@/components/ui/button';
import { OutOfCreditsNotice } from '@/features/credits/components/out-of-credits-notice';
import { WordDownloadButton } from '@/features/exports/components/word-download-button';
import { useTailoredResume } from '@/features/tailored-resumes/api/get-tailored-resume';
import { TailoredEditor } from '@/features/tailored-resumes/editor/tailored-editor';

const FINALIZE_POLL_MS = 3_000;
const FINALIZE_MAX_ATTEMPTS = 10;

function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Back to Dashboard</Link>
    </Button>
  );
}

/** /tailored-resume/{id} and /tailored-editor/{id}: waits for the tailored resume, then opens the editor. */
export function TailoredResumePage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const tailored = useTailoredResume(id, { pollMs: FINALIZE_POLL_MS, maxFetches: FINALIZE_MAX_ATTEMPTS });
  const data = tailored.data;
  const isFinalizing = Boolean(data && !data.jsonData && data.status !== 'failed');

  // Each answer without jsonData is one attempt (doc 2 §4).
  const [attempts, setAttempts] = useState(0);
  const { dataUpdatedAt } = tailored;
  const countedAt = useRef(0);
  useEffect(() => {
    if (!isFinalizing || !dataUpdatedAt || countedAt.current === dataUpdatedAt) return;
    countedAt.current = dataUpdatedAt;
    setAttempts((n) => n + 1);
  }, [isFinalizing, dataUpdatedAt]);
  useEffect(() => {
    if (attempts >= FINALIZE_MAX_ATTEMPTS) navigate('/', { replace: true });
  }, [attempts, navigate]);

  const view = useMemo(() => {
    // Stored normalised (decision 077): the server's answer is the resume data as the editor takes it.
    if (!data?.jsonData) return null;
    return { resume: data.jsonData.resume, changes: data.jsonData.changes };
  }, [data]);

  if (!Number.isInteger(id) || id <= 0 || (tailored.isError && !data)) {
    return (
      <CenteredMessage
        icon={FileQuestionIcon}
        tone="muted"
        title="Tailored resume not found"
        actions={<BackToDashboard />}
      >
        <p>This tailored resume doesn't exist or has been deleted.</p>
      </CenteredMessage>
    );
  }
  if (tailored.isLoading || !data) return <ResumeEditorSkeleton label="Loading tailored resume" />;

  if (data.status === 'failed') {
    const overloaded = data.errorCode === 'AI_OVERLOADED';
    return (
      <CenteredMessage
        icon={overloaded ? ClockIcon : AlertTriangleIcon}
        tone="muted"
        title={overloaded ? 'AI Service Overloaded' : 'Tailoring Error'}
        actions={<BackToDashboard />}
      >
        <p>
          {overloaded
            ? 'Our AI is currently overloaded due to high demand. Please try again in 5 minutes — things should be back to normal soon.'
            : 'Something went wrong while tailoring your resume. Please try again.'}
        </p>
        {overloaded && (
          <p className="mt-3 font-medium text-foreground">
            Don't worry - no credits have been deducted from your account.
          </p>
        )}
      </CenteredMessage>
    );
  }

  if (!view) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
        <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
        Finalizing your tailored resume... ({Math.max(1, Math.min(attempts, FINALIZE_MAX_ATTEMPTS))}/
        {FINALIZE_MAX_ATTEMPTS})
      </div>
    );
  }

  // Keyed by id: a refetch of the same resume must not throw away the user's unsaved edits.
  return (
    <>
      <OutOfCreditsNotice context="editor" className="mb-6" />
      <TailoredEditor
        key={data.id}
        tailored={data}
        resume={view.resume}
        changes={view.changes}
        wordDownload={(slot) => <WordDownloadButton {...slot} />}
      />
    </>
  );
}
