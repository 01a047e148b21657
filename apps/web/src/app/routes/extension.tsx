import type { OptimizationSettings } from '@tailor/core/changes';
import { ExternalLinkIcon, PuzzleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useResumes } from '@/features/resumes/api/get-resumes';
import { useCreateTailoredResume } from '@/features/tailored-resumes/api/create-tailored-resume';
import { OptimizationSettingsFields } from '@/features/tailored-resumes/components/optimization-settings';
import { SAMPLE_JOB } from '@/features/tailored-resumes/sample-job';
import { useUser } from '@/lib/auth';

/** The steps, with this app's own address: the extension is built for it and opens it on install. */
const installSteps = (origin: string) => [
  <>
    Build it for this app: <code className="wrap-anywhere">APP_URL={origin} npm run build:extension</code>{' '}
    writes <code>apps/extension/dist</code> (and a zip for the Chrome Web Store).
  </>,
  <>
    Open <code>chrome://extensions</code>, switch on <strong>Developer mode</strong>, press{' '}
    <strong>Load unpacked</strong> and choose the <code>apps/extension/dist</code> folder. Tailor opens this
    app to show you how to pin it.
  </>,
  <>
    To point an installed extension elsewhere, open its <strong>Options</strong> and enter the address (for
    example <code>https://tailor.example.com</code>).
  </>,
  <>
    Pin Tailor, open a job posting (LinkedIn, Indeed, Greenhouse, Lever, Workday, Ashby and more), click the
    Tailor icon and press <strong>Sign In</strong> once, then <strong>Tailor Resume</strong>.
  </>,
];

/**
 * The extension screen: a working demo of the popup (360 px wide, at least 480 tall, as tall as its controls)
 * and how to install the extension.
 */
export function ExtensionPage() {
  const { user } = useUser();
  const resumes = useResumes();
  const tailor = useCreateTailoredResume();
  const navigate = useNavigate();
  const list = resumes.data ?? [];
  const primary = list.find((r) => r.isPrimary) ?? list[0];
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [description, setDescription] = useState(SAMPLE_JOB.description);
  const [settings, setSettings] = useState<OptimizationSettings>({
    highlightTechnical: true,
    matchKeywords: true,
    optimizeAts: true,
  });
  const selected = resumeId ?? primary?.id ?? null;
  const hasJob = description.trim().length > 0;
  const outOfCredits = (user?.credits ?? 0) <= 0;

  const start = () => {
    if (!selected || !hasJob) return;
    tailor.mutate(
      {
        resumeId: selected,
        companyName: SAMPLE_JOB.companyName,
        positionName: SAMPLE_JOB.positionName,
        jobDescription: description.trim(),
        optimizationSettings: settings,
      },
      {
        onSuccess: () => {
          toast({ title: 'Resume tailored successfully' });
          navigate('/');
        },
      },
    );
  };

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Tailor for Chrome</h1>
        <p className="mt-1 text-muted-foreground">
          Capture a job posting from any major job board and tailor your resume to it in one click.
        </p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[360px_1fr]">
        <section
          aria-label="Extension popup demo"
          className="flex min-h-[480px] w-[360px] max-w-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-lg"
        >
          <div className="flex items-center justify-between">
            <span className="font-bold text-primary">Tailor</span>
            <Badge variant={hasJob ? 'default' : 'secondary'}>
              {hasJob ? 'Job Detected' : 'No Job Detected'}
            </Badge>
          </div>
          <div>
            <p className="font-semibold">{SAMPLE_JOB.positionName}</p>
            <p className="text-sm text-muted-foreground">{SAMPLE_JOB.companyName}</p>
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor="demo-resume" className="text-sm font-semibold">
              Select Resume
            </label>
            {list.length ? (
              <select
                id="demo-resume"
                // A select is as wide as its longest option unless told otherwise: long resume names stay inside the demo.
                className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm"
                value={selected ?? ''}
                onChange={(event) => setResumeId(Number(event.target.value))}
              >
                {list.map((resume) => (
                  <option key={resume.id} value={resume.id}>
                    {resume.isPrimary ? `${resume.name} (Primary)` : resume.name}
                  </option>
                ))}
              </select>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Link to="/" className="text-primary underline-offset-4 hover:underline">
                  Upload a resume
                </Link>{' '}
                first.
              </p>
            )}
          </div>
          <div className="grid gap-1">
            <label htmlFor="demo-description" className="text-sm font-semibold">
              Job Description
            </label>
            <Textarea
              id="demo-description"
              className="h-32 resize-none text-sm"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <OptimizationSettingsFields value={settings} onChange={setSettings} disabled={tailor.isPending} />
          {outOfCredits && (
            <p className="rounded-md bg-primary-soft p-2 text-sm">
              You're out of credits.{' '}
              <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
                Buy more credits
              </Link>{' '}
              to keep tailoring.
            </p>
          )}
          <Button onClick={start} disabled={!selected || !hasJob || outOfCredits || tailor.isPending}>
            {tailor.isPending ? 'Tailoring Resume...' : 'Tailor Resume'}
          </Button>
        </section>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <PuzzleIcon className="size-5 text-primary" aria-hidden="true" />
              Install the extension
            </CardTitle>
            <CardDescription>Load the unpacked build into Chrome (or any Chromium browser).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ol className="grid list-decimal gap-3 pl-5 text-sm leading-relaxed">
              {installSteps(window.location.origin).map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            <Button asChild variant="outline" className="w-fit">
              <Link to="/start-extension">
                Installed? Pin it in three steps
                <ExternalLinkIcon aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
