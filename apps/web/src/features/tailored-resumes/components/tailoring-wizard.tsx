import { type OptimizationSettings, OptimizationSettingsSchema } from '@tailor/core/changes';
import { CreateJobDescriptionRequestSchema } from '@tailor/core/contracts/job-descriptions';
import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WrappingText } from '@/components/wrapping-text';
import { truncate } from '@/lib/format';
import { useTailoredStatus } from '../api/watch-tailored-status';
import { type JobDetails, type JobDetailsErrors, JobDetailsForm } from './job-details-form';
import { OptimizationSettingsFields } from './optimization-settings';
import { ProgressBar, STAGES, type TailoringStage, TailoringSteps } from './tailoring-steps';

const PANEL_PREVIEW_CHARS = 500;
const REDIRECT_AFTER_MS = 1_000;

/**
 * The stages while the tailoring runs (doc 2 §4): stage, percentage, and the least time it is shown. The
 * wizard moves on no sooner than these timers allow and never shows "Resume Tailored!" before the job has
 * really finished: the last step holds until then (decision 027).
 */
const STEPS: { stage: TailoringStage; progress: number; ms: number }[] = [
  { stage: 'analyzing', progress: 15, ms: 2_000 },
  { stage: 'optimizing', progress: 40, ms: 3_000 },
  { stage: 'preview', progress: 75, ms: 3_000 },
  { stage: 'preview', progress: 90, ms: 2_000 },
];

type Phase =
  | { name: 'setup' }
  /** `step` advances on the timers; `tailoredId` is known once the tailor call has answered. */
  | { name: 'running'; step: number; timersDone: boolean; tailoredId: number | null }
  | { name: 'complete'; tailoredId: number };

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
 * resume's id; on success the user moves on to the progress screen after a second.
 */
export function TailoringWizard({
  resume,
  initialJob,
  isJobEditable,
  onStart,
}: {
  resume: { name: string; content: string };
  initialJob: JobDetails;
  isJobEditable: boolean;
  onStart: (job: JobDetails, settings: OptimizationSettings) => Promise<number>;
}) {
  const navigate = useNavigate();
  const [job, setJob] = useState(initialJob);
  const [errors, setErrors] = useState<JobDetailsErrors>({});
  const [settings, setSettings] = useState<OptimizationSettings>(() => OptimizationSettingsSchema.parse({}));
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });

  const runningStep = phase.name === 'running' ? phase.step : null;
  useEffect(() => {
    if (runningStep === null) return;
    const timer = setTimeout(
      () =>
        setPhase((p) => {
          if (p.name !== 'running') return p;
          if (p.step < STEPS.length - 1) return { ...p, step: p.step + 1 };
          return { ...p, timersDone: true };
        }),
      STEPS[runningStep]!.ms,
    );
    return () => clearTimeout(timer);
  }, [runningStep]);

  // The job runs in the background (decision 008): watch it end while the stages play.
  const jobId = phase.name === 'running' ? phase.tailoredId : null;
  const watch = useTailoredStatus(jobId);
  const jobEnded = watch.state !== 'waiting';
  const jobCompleted = watch.state === 'done' && watch.outcome.status === 'completed';
  const timersDone = phase.name === 'running' && phase.timersDone;
  useEffect(() => {
    if (jobId === null || !jobEnded) return;
    // A failed tailoring is explained by the progress screen ("AI Service Overloaded" / "Tailoring Error").
    if (!jobCompleted) navigate(`/tailoring-progress/${jobId}`);
    else if (timersDone) setPhase({ name: 'complete', tailoredId: jobId });
  }, [jobId, jobEnded, jobCompleted, timersDone, navigate]);

  const tailoredId = phase.name === 'complete' ? phase.tailoredId : null;
  useEffect(() => {
    if (tailoredId === null) return;
    const timer = setTimeout(() => navigate(`/tailored-resume/${tailoredId}`), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [tailoredId, navigate]);

  async function start() {
    const checked = validateJob(job);
    setErrors(checked.errors);
    if (!('job' in checked)) return;
    setPhase({ name: 'running', step: 0, timersDone: false, tailoredId: null });
    try {
      const id = await onStart(checked.job, settings);
      setPhase((p) => (p.name === 'running' ? { ...p, tailoredId: id } : p));
    } catch {
      // The caller has shown why; let the user adjust and try again.
      setPhase({ name: 'setup' });
    }
  }

  const stage: TailoringStage | null =
    phase.name === 'complete' ? 'complete' : phase.name === 'running' ? STEPS[phase.step]!.stage : null;
  const progress =
    phase.name === 'complete' ? 100 : phase.name === 'running' ? STEPS[phase.step]!.progress : 0;
  const heading = STAGES.find((s) => s.stage === stage)?.heading;
  const isComplete = phase.name === 'complete';
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
              <div className="flex flex-col items-start gap-2">
                <Button size="lg" onClick={start}>
                  <SparklesIcon aria-hidden="true" />
                  Start Tailoring
                </Button>
                <p className="text-xs text-muted-foreground">Tailoring uses 1 credit.</p>
              </div>
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
