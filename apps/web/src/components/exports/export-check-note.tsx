import { describeExportCheck, type ExportCheck } from '@tailor/core/export/verify';
import { CircleAlertIcon, CircleCheckIcon, Loader2Icon } from 'lucide-react';

/** What reading the last download back found, said plainly (decision 082). */
export function ExportCheckNote({ check, isChecking }: { check: ExportCheck | null; isChecking?: boolean }) {
  if (isChecking) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Checking the download…
      </p>
    );
  }
  if (!check) return null;
  const { ok, lines } = describeExportCheck(check);
  const what = check.format === 'pdf' ? 'PDF' : 'Word file';
  return (
    <div
      role="status"
      data-testid="export-check"
      className={`flex items-start gap-1.5 text-sm ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}`}
    >
      {ok ? (
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <div className="min-w-0 break-words">
        <span className="sr-only">{what}: </span>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
