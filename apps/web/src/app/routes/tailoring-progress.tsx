import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangleIcon, ClockIcon, Loader2Icon, SparklesIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { refreshAfterTailoring } from '@/features/tailored-resumes/api/create-tailored-resume';
import { useTailoredSince } from '@/features/tailored-resumes/api/find-tailored-since';
import { useTailoredStatus } from '@/features/tailored-resumes/api/watch-tailored-status';

const TIMESTAMP_ID = /^\d{13}$/;

const HINTS = [
  'Reading the job description for the skills and keywords it asks for',
  'Matching your experience and skills to the role',
  'Rewording your summary and bullet points, without inventing anything',
];

type Outcome = 'waiting' | 'overloaded' | 'error';

function BackToDashboard() {
  return (
    <Button asChild>
      <Link to="/">Back to Dashboard</Link>
    </Button>
  );
}

export function TailoringProgressPage() {
  const { id: idParam = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isTimestamp = TIMESTAMP_ID.test(idParam);
  const id = Number(idParam);
  const isValidId = !isTimestamp && Number.isInteger(id) && id > 0;

  const since = useTailoredSince(isTimestamp ? id : null);
  const status = useTailoredStatus(isValidId ? id : null);

  let outcome: Outcome = 'waiting';
  let readyId: number | null = null;
  if (isTimestamp) {
    if (since.state === 'found') readyId = since.id;
    else if (since.state === 'timeout') outcome = 'overloaded';
    else if (since.state === 'error') outcome = 'error';
  } else if (!isValidId) {
    outcome = 'error';
  } else if (status.state === 'error') {
    outcome = 'error';
  } else if (status.state === 'done') {
    const { status: final, errorCode } = status.outcome;
    if (final === 'completed') readyId = status.outcome.id;
    else outcome = errorCode === 'AI_OVERLOADED' ? 'overloaded' : 'error';
  }

  const finished = readyId !== null || outcome !== 'waiting';
  useEffect(() => {
    // A failed tailoring has been refunded by the server: the credit pill must show it.
    if (finished) void refreshAfterTailoring(queryClient);
  }, [finished, queryClient]);

  useEffect(() => {
    if (readyId !== null) navigate(`/tailored-resume/${readyId}`, { replace: true });
  }, [readyId, navigate]);

  if (outcome === 'overloaded') {
    return (
      <CenteredMessage
        icon={ClockIcon}
        tone="muted"
        title="AI Service Overloaded"
        actions={<BackToDashboard />}
      >
        <p>
          Our AI is currently overloaded due to high demand. Please try again in 5 minutes — things should be
          back to normal soon.
        </p>
        <p className="mt-3 font-medium text-foreground">
          Don't worry - no credits have been deducted from your account.
        </p>
      </CenteredMessage>
    );
  }

  if (outcome === 'error') {
    return (
      <CenteredMessage
        icon={AlertTriangleIcon}
        tone="muted"
        title="Tailoring Error"
        actions={<BackToDashboard />}
      >
        <p>Something went wrong while tailoring your resume. Please try again.</p>
      </CenteredMessage>
    );
  }

  return (
    <CenteredMessage icon={SparklesIcon} title="Tailoring Your Resume">
      <p>Usually takes up to 60 seconds</p>
      <div role="status" aria-live="polite" className="mt-6 flex justify-center">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">Tailoring in progress</span>
      </div>
      <ul className="mt-6 grid gap-2 text-left text-sm">
        {HINTS.map((hint) => (
          <li key={hint} className="flex items-start gap-2">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            {hint}
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg bg-muted px-4 py-3 text-sm">
        Please don't close this page. You will be redirected automatically when your resume is ready.
      </p>
    </CenteredMessage>
  );
}
