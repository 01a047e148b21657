import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type TailoringStage = 'analyzing' | 'optimizing' | 'preview' | 'complete';

export const STAGES: { stage: TailoringStage; label: string; heading: string }[] = [
  { stage: 'analyzing', label: 'Analyzing', heading: 'Analyzing Resume' },
  { stage: 'optimizing', label: 'Optimizing', heading: 'Optimizing Content' },
  { stage: 'preview', label: 'Preview', heading: 'Finalizing Resume' },
  { stage: 'complete', label: 'Complete', heading: 'Resume Tailored!' },
];

/** The four-step indicator; `current` is null before tailoring starts. */
export function TailoringSteps({ current }: { current: TailoringStage | null }) {
  const currentIndex = current ? STAGES.findIndex((s) => s.stage === current) : -1;
  return (
    <ol aria-label="Tailoring steps" className="grid grid-cols-4 gap-2">
      {STAGES.map((step, index) => {
        const isDone = index < currentIndex || current === 'complete';
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step.stage}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span
              className={cn(
                'flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                isDone && 'border-primary bg-primary text-primary-foreground',
                isCurrent && !isDone && 'border-primary text-primary',
                !isDone && !isCurrent && 'border-border text-muted-foreground',
              )}
            >
              {isDone ? <CheckIcon className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs font-medium',
                isCurrent || isDone ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-700"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
