import { ExternalLinkIcon, PinIcon, PuzzleIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const JOBS_PAGE_URL = 'https://www.linkedin.com/jobs/';

const STEPS = [
  {
    icon: PuzzleIcon,
    title: 'Open your extensions',
    text: 'Click the puzzle-piece icon in your browser toolbar, next to the address bar.',
  },
  {
    icon: PinIcon,
    title: 'Pin Tailor',
    text: 'Find Tailor in the list and click the pin icon so it stays visible in your toolbar.',
  },
  {
    icon: SparklesIcon,
    title: 'Open a job and tailor',
    text: 'Go to a job posting, click the Tailor icon and press Tailor Resume.',
  },
];

export function StartExtensionPage() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-primary-soft to-background px-4 py-12">
      <div className="w-full max-w-2xl">
        <div className="mb-8 text-center">
          <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
            <SparklesIcon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">Extension Installed!</h1>
          <p className="mt-2 text-muted-foreground">
            Pin the extension in three quick steps to start tailoring.
          </p>
        </div>
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card>
                <CardContent className="flex items-start gap-4 pt-6">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <h2 className="flex items-center gap-2 font-semibold">
                      <step.icon className="size-4 text-primary" aria-hidden="true" />
                      {step.title}
                    </h2>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <Button asChild size="lg">
            <a href={JOBS_PAGE_URL} target="_blank" rel="noopener noreferrer">
              Browse jobs on LinkedIn
              <ExternalLinkIcon aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
