import { describeFit, type FitReport } from '@tailor/core/layout/fit';
import type { DisplaySettings } from '@tailor/core/resume';

type PageTarget = DisplaySettings['pageTarget'];

const OPTIONS: Array<{ value: PageTarget; label: string }> = [
  { value: 'none', label: 'No limit' },
  { value: '1', label: 'Fit to 1 page' },
  { value: '2', label: 'Fit to 2 pages' },
];

/** The page target of the tailored editor (decision 083) and what fitting to it did. */
export function PageTargetSelect({
  value,
  report,
  onChange,
}: {
  value: PageTarget;
  report: FitReport;
  onChange(value: PageTarget): void;
}) {
  const note = describeFit(report);
  return (
    <div className="grid gap-1">
      <label className="flex flex-wrap items-center gap-2 text-sm font-medium">
        Page target
        <select
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={value}
          onChange={(event) => onChange(event.target.value as PageTarget)}
        >
          {OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {note && (
        <p
          data-testid="fit-note"
          className={`text-sm ${report.met ? 'text-muted-foreground' : 'text-destructive'}`}
          role="status"
        >
          {note}
        </p>
      )}
      {report.hidden.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-muted-foreground" aria-label="Bullets hidden to fit">
          {report.hidden.map((h) => (
            <li key={`${h.entry}-${h.bullet}`} className="break-words">
              {h.company ? `${h.company}: ` : ''}
              {h.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
