import { type OptimizationSettings, OptimizationSettingsSchema } from '@tailor/core/changes';
import { CreateJobDescriptionRequestSchema } from '@tailor/core/contracts/job-descriptions';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, CoinsIcon, SparklesIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WrappingText } from '@/components/wrapping-text';
import { truncate } from '@/lib/format';
import { tailoredResumeQueryOptions } from '../api/get-tailored-resume';
import { type TailoredWatch, useTailoredStatus } from '../api/watch-tailored-status';
import { type JobDetails, type JobDetailsErrors, JobDetailsForm } from './job-details-form';
import { OptimizationSettingsFields } from './optimization-settings';
import { ProgressBar, STAGES, type TailoringStage, TailoringSteps } from './tailoring-steps';

const PANEL_PREVIEW_CHARS = 500;
const REDIRECT_AFTER_MS = 1_000;

/**
 * What the wizard shows while a tailoring runs (doc 2 §4: 15%, 40%, 75%, 90%), each step only once the work it
 * names is happening or done, and for at least `minMs` so it can be read (decision 073). The offline engine is
 * done before the first step has been read: its whole sequence takes about a second. A model that takes 20 s
 * holds "Optimizing Content" for those 20 s.
 */
const STEPS: { stage: TailoringStage; progress: number; minMs: number }[] = [
  { stage: 'analyzing', progress: 15, minMs: 400 }, // queued, reading the posting
  { stage: 'optimizing', progress: 40, minMs: 400 }, // the engine or the model rewrites the resume
  { stage: 'preview', progress: 75, minMs: 200 }, // the answer is checked and stored
  { stage: 'preview', progress: 90, minMs: 200 }, // stored: the result is being loaded
  { stage: 'complete', progress: 100, minMs: 0 }, // loaded: it opens in a second
];
const LAST_STEP = STEPS.length - 1;

/** The furthest step the real state allows. */
function reachedStep(watch: TailoredWatch, isResultLoaded: boolean): number {
  if (watch.state === 'done' && watch.outcome.status === 'completed') return isResultLoaded ? LAST_STEP : 3;
  if (watch.state !== 'waiting' || watch.stage === null) return 0;
  return watch.stage === 'analyzing' ? 0 : watch.stage === 'optimizing' ? 1 : 2;
}

type Phase =
  | { name: 'setup' }
  /** `step` is shown since `since`; `tailoredId` is known once the tailor call has answered. */
  | { name: 'running'; step: number; since: number; tailoredId: number | null };

function validateJob(
  job: JobDetails,
): { job: JobDetails; errors: JobDetailsErrors } | { errors: JobDetailsErrors } {
  const result = CreateJobDescriptionRequestSchema.safeParse(job);
  if (result.success) return { job: result.data, errors: {} };
  const errors: JobDetailsErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof JobDetails;
    errors[key] ??= issue.message;
  }
  return { errors };
}

function TextPanel({ title, subtitle, text }: { title: string; subtitle?: string; text: string }) {
  return (
    <section className="flex min-w-0 flex-col rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="font-semibold">{title}</h2>
      {subtitle && (
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <WrappingText text={subtitle} />
        </p>
      )}
      <p
        className="mt-3 text-sm leading-relaxed whitespace-pre-wrap text-foreground/80 wrap-anywhere"
        title={text.length > PANEL_PREVIEW_CHARS ? text : undefined}
      >
        {text ? truncate(text, PANEL_PREVIEW_CHARS) : 'No text available.'}
      </p>
    </section>
  );
}

/**
 * The step-by-step tailoring screen. `onStart` sends the tailor call and resolves with the new tailored
 * resume's id; the stages then follow the job (decision 073) and, a second after the last, the result opens.
 */
export function TailoringWizard({
  resume,
  initialJob,
  isJobEditable,
  onStart,
  onComplete,
  outOfCredits,
}: {
  resume: { name: string; content: string };
  initialJob: JobDetails;
  isJobEditable: boolean;
  onStart: (job: JobDetails, settings: OptimizationSettings) => Promise<number>;
  /** Called once, with the last stage ("Resume Tailored!"). */
  onComplete?: (tailoredId: number) => void;
  /** Given when the user has no credit: shown beside the button, which then leads to /pricing. */
  outOfCredits?: ReactNode;
}) {
  const navigate = useNavigate();
  const [job, setJob] = useState(initialJob);
  const [errors, setErrors] = useState<JobDetailsErrors>({});
  const [settings, setSettings] = useState<OptimizationSettings>(() => OptimizationSettingsSchema.parse({}));
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });

  // The job runs in the background (decision 008): its stream says what it is doing and when it ends.
  const jobId = phase.name === 'running' ? phase.tailoredId : null;
  const watch = useTailoredStatus(jobId);
  const jobFailed =
    watch.state === 'error' || (watch.state === 'done' && watch.outcome.status !== 'completed');
  const jobCompleted = watch.state === 'done' && watch.outcome.status === 'completed';
  useEffect(() => {
    // A failed tailoring is explained by the progress screen ("AI Service Overloaded" / "Tailoring Error").
    if (jobId !== null && jobFailed) navigate(`/tailoring-progress/${jobId}`);
  }, [jobId, jobFailed, navigate]);

  // The result is loaded before "Resume Tailored!", so it opens at once.
  const queryClient = useQueryClient();
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    if (jobId === null || !jobCompleted) return;
    let cancelled = false;
    queryClient
      // Fetched anew: a copy polled while it ran may predate its result.
      .fetchQuery({ ...tailoredResumeQueryOptions(jobId), staleTime: 0 })
      .then(
        () => !cancelled && setLoadedId(jobId),
        // The result screen loads it again and explains a failure.
        () => !cancelled && setLoadedId(jobId),
      );
    return () => {
      cancelled = true;
    };
  }, [jobId, jobCompleted, queryClient]);

  const reached = jobId === null ? 0 : reachedStep(watch, loadedId === jobId);
  const shownStep = phase.name === 'running' ? phase.step : null;
  const shownSince = phase.name === 'running' ? phase.since : 0;
  useEffect(() => {
    if (shownStep === null || shownStep >= reached) return;
    const wait = Math.max(0, STEPS[shownStep]!.minMs - (performance.now() - shownSince));
    const timer = setTimeout(
      () =>
        setPhase((p) =>
          p.name === 'running' && p.step === shownStep
            ? { ...p, step: p.step + 1, since: performance.now() }
            : p,
        ),
      wait,
    );
    return () => clearTimeout(timer);
  }, [shownStep, shownSince, reached]);

  const isComplete = shownStep === LAST_STEP;
  const tailoredId = isComplete ? jobId : null;
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (tailoredId === null) return;
    // The success toast comes with the last stage, never before it.
    onCompleteRef.current?.(tailoredId);
    const timer = setTimeout(() => navigate(`/tailored-resume/${tailoredId}`), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [tailoredId, navigate]);

  async function start() {
    const checked = validateJob(job);
    setErrors(checked.errors);
    if (!('job' in checked)) return;
    setPhase({ name: 'running', step: 0, since: performance.now(), tailoredId: null });
    // The button sits below the form: bring the stages into view, where the work is now shown.
    window.scrollTo({ top: 0 });
    try {
      const id = await onStart(checked.job, settings);
      setPhase((p) => (p.name === 'running' ? { ...p, tailoredId: id } : p));
    } catch {
      // The caller has shown why; let the user adjust and try again.
      setPhase({ name: 'setup' });
    }
  }

  const stage: TailoringStage | null = shownStep === null ? null : STEPS[shownStep]!.stage;
  const progress = shownStep === null ? 0 : STEPS[shownStep]!.progress;
  const heading = STAGES.find((s) => s.stage === stage)?.heading;
  const company = job.companyName.trim();
  const position = job.positionName.trim();

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tailoring Your Resume</h1>
        {company && position && (
          <p className="mt-1 text-muted-foreground wrap-anywhere">
            For {position} at {company}
          </p>
        )}
      </header>

      <Card>
        <CardHeader className="gap-6">
          <TailoringSteps current={stage} />
          {heading && (
            <CardTitle className="text-center" data-testid="tailoring-stage">
              {heading}
            </CardTitle>
          )}
        </CardHeader>
        <CardContent className="grid gap-6">
          {phase.name === 'setup' ? (
            <>
              {isJobEditable && <JobDetailsForm value={job} errors={errors} onChange={setJob} />}
              <OptimizationSettingsFields value={settings} onChange={setSettings} />
              {outOfCredits ? (
                // Where the user is looking when they reach the button, not only at the top of the page.
                <div className="grid gap-3">
                  {outOfCredits}
                  <div>
                    <Button asChild size="lg">
                      <Link to="/pricing">
                        <CoinsIcon aria-hidden="true" />
                        Buy credits to tailor
                      </Link>
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-col items-start gap-2">
                  <Button size="lg" onClick={start}>
                    <SparklesIcon aria-hidden="true" />
                    Start Tailoring
                  </Button>
                  <p className="text-xs text-muted-foreground">Tailoring uses 1 credit.</p>
                </div>
              )}
            </>
          ) : (
            <div className="grid gap-2" aria-live="polite">
              <ProgressBar value={progress} label="Tailoring progress" />
              <p className="text-right text-xs text-muted-foreground">{progress}%</p>
            </div>
          )}
          <div className="flex justify-end">
            <Button
              disabled={!isComplete}
              onClick={() => tailoredId !== null && navigate(`/tailored-resume/${tailoredId}`)}
            >
              Next: Finalize Resume
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <TextPanel title="Your Resume" subtitle={resume.name} text={resume.content} />
        <TextPanel
          title="Job Description"
          subtitle={company && position ? `${position} at ${company}` : undefined}
          text={job.description}
        />
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
        <Button asChild variant="outline">
          <Link to="/">{isComplete ? 'Back to Dashboard' : 'Cancel'}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/tailored-resumes">View All Resumes</Link>
        </Button>
      </footer>
    </div>
  );
}
