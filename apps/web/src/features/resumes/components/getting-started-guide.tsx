import {
  ClockIcon,
  FolderOpenIcon,
  GlobeIcon,
  MousePointerClickIcon,
  PuzzleIcon,
  UploadIcon,
} from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  { icon: UploadIcon, title: 'Upload a primary resume', text: 'Start with the PDF resume you use most.' },
  { icon: PuzzleIcon, title: 'Install the browser extension', text: 'It captures job postings for you.' },
  { icon: GlobeIcon, title: 'Go to a job site', text: 'Open any job posting you want to apply for.' },
  {
    icon: MousePointerClickIcon,
    title: 'Click the extension and press Tailor Resume',
    text: 'Your primary resume is tailored to that job.',
  },
  { icon: ClockIcon, title: 'Wait about 60 seconds', text: 'Then edit or download your tailored resume.' },
  {
    icon: FolderOpenIcon,
    title: 'Review saved tailored resumes later',
    text: 'Every tailored version is kept for you.',
  },
];

export function GettingStartedGuide() {
  return (
    <Card className="mb-8 border-primary/20 bg-gradient-to-br from-primary-soft/60 to-card">
      <CardHeader>
        <CardTitle>Getting started</CardTitle>
        <CardDescription>Six steps from your first upload to a resume tailored for the job.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex items-start gap-3 rounded-lg border bg-card p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 font-medium">
                  <step.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {step.title}
                </p>
                <p className="mt-0.5 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
