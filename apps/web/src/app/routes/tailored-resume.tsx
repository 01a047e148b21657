import { ChangesSummarySchema } from '@tailor/core/changes';
import type { TailoredResume } from '@tailor/core/contracts/tailored';
import { normalizeResumeData } from '@tailor/core/normalize';
import {
  AlertTriangleIcon,
  ClockIcon,
  CpuIcon,
  DownloadIcon,
  FileQuestionIcon,
  Loader2Icon,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDownloadTailoredResume } from '@/features/tailored-resumes/api/download-tailored-resume';
import { useTailoredResume } from '@/features/tailored-resumes/api/get-tailored-resume';
import { ChangesSummary } from '@/features/tailored-resumes/components/changes-summary';
import { TailoredResumeDocument } from '@/features/tailored-resumes/components/tailored-resume-document';
import { formatDate } from '@/lib/format';

const FINALIZE_POLL_MS = 3_000;
const FINALIZE_MAX_ATTEMPTS = 10;

/** Which engine made the result, said plainly: the offline rules engine is never presented as AI. */
function engineText(tailored: TailoredResume): string | null {
  const engine = tailored.engine ?? tailored.jsonData?.changes.engine?.model ?? null;
  const kind = tailored.jsonData?.changes.engine?.kind;
  if (engine === 'rules' || (!engine && kind === 'rules')) return 'Tailored by the offline rules engine';
  if (engine) return `Tailored by ${engine}`;
  return null;
}

function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Back to Dashboard</Link>
    </Button>
  );
}

function LoadingSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading tailored resume">
      <div className="grid gap-2">
        <Skeleton className="h-9 w-96 max-w-full" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,794px)_minmax(300px,1fr)]">
        <Skeleton className="h-[700px] w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** /tailored-resume/{id} and /tailored-editor/{id}: the tailored resume and what changed (read-only for now). */
export function TailoredResumePage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const download = useDownloadTailoredResume();
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
    if (!data?.jsonData) return null;
    const changes = ChangesSummarySchema.safeParse(data.jsonData.changes ?? {});
    return {
      resume: normalizeResumeData(data.jsonData),
      changes: changes.success ? changes.data : ChangesSummarySchema.parse({}),
    };
  }, [data]);

  if (!Number.isInteger(id) || id <= 0 || tailored.isError) {
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
  if (tailored.isLoading || !data) return <LoadingSkeleton />;

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
        <p className="mt-3 font-medium text-foreground">
          Don't worry - no credits have been deducted from your account.
        </p>
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

  const engine = engineText(data);
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Edit Tailored Resume: {data.filename}
          </h1>
          <p className="mt-1 text-muted-foreground">
            Created for {data.positionName} at {data.companyName} on {formatDate(data.createdAt)}
          </p>
          {engine && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CpuIcon className="size-4" aria-hidden="true" />
              {engine}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={download.isPending} onClick={() => download.mutate(data.id)}>
            {download.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Download PDF
          </Button>
          <Button asChild variant="outline">
            <Link to="/tailored-resumes">View All Resumes</Link>
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,794px)_minmax(300px,1fr)]">
        <TailoredResumeDocument resume={view.resume} />
        <ChangesSummary changes={view.changes} />
      </div>
    </div>
  );
}
