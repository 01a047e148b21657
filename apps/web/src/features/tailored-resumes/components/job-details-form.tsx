import type { CreateJobDescriptionRequest } from '@tailor/core/contracts/job-descriptions';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_JOB } from '../sample-job';

export type JobDetails = CreateJobDescriptionRequest;
export type JobDetailsErrors = Partial<Record<keyof JobDetails, string>>;

const EMPTY_JOB: JobDetails = { companyName: '', positionName: '', description: '', url: '' };

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => React.ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy: error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The job to tailor for, typed or pasted by the user (prefilled with the sample job). */
export function JobDetailsForm({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: JobDetails;
  errors: JobDetailsErrors;
  onChange: (next: JobDetails) => void;
  disabled?: boolean;
}) {
  const set = (key: keyof JobDetails) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...value, [key]: event.target.value });

  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <legend className="sr-only">Job details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" error={errors.companyName}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              value={value.companyName}
              onChange={set('companyName')}
              placeholder="e.g. Acme Corp"
              autoComplete="organization"
              aria-invalid={errors.companyName ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field label="Position" error={errors.positionName}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              value={value.positionName}
              onChange={set('positionName')}
              placeholder="e.g. Product Designer"
              autoComplete="organization-title"
              aria-invalid={errors.positionName ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      <Field label="Job Description" error={errors.description}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            value={value.description}
            onChange={set('description')}
            placeholder="Paste the full job posting here"
            className="min-h-48"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field label="Job URL" error={errors.url} hint="Optional: where you found the posting">
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="url"
            value={value.url}
            onChange={set('url')}
            placeholder="https://"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange(EMPTY_JOB)}>
          Clear job details
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(SAMPLE_JOB)}>
          Use sample job
        </Button>
      </div>
    </fieldset>
  );
}
