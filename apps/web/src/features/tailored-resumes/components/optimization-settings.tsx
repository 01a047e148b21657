import type { OptimizationSettings } from '@tailor/core/changes';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

const OPTIONS: { key: keyof OptimizationSettings; label: string; description: string }[] = [
  {
    key: 'highlightTechnical',
    label: 'Highlight technical skills',
    description: 'Put the tools and technologies the job asks for first.',
  },
  {
    key: 'matchKeywords',
    label: 'Match job keywords',
    description: "Use the posting's wording where your resume already shows the skill.",
  },
  {
    key: 'optimizeAts',
    label: 'Optimize for ATS',
    description: 'Keep a plain structure that applicant tracking systems read well.',
  },
];

function Toggle({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

export function OptimizationSettingsFields({
  value,
  onChange,
  disabled,
}: {
  value: OptimizationSettings;
  onChange: (next: OptimizationSettings) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">Optimization settings</legend>
      {OPTIONS.map((option) => (
        <Toggle
          key={option.key}
          label={option.label}
          description={option.description}
          checked={value[option.key]}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, [option.key]: checked })}
        />
      ))}
    </fieldset>
  );
}
