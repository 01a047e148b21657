import type { ChangesSummary as Changes } from '@tailor/core/changes';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { GapReportLists, gapReportOf, MatchScoreChange, WeakMatchNote } from './gap-report';

/** The keyword match before → after, then the gap report: what is now listed, and what only the person can add. */
function MatchBlock({ changes }: { changes: Changes }) {
  const headingId = useId();
  const report = gapReportOf(changes);
  if (!report) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Keyword match
      </h3>
      {report.weak_match && <WeakMatchNote changes={changes} />}
      {changes.match && (
        <MatchScoreChange before={changes.match.before} after={changes.match.after} className="text-2xl" />
      )}
      <GapReportLists report={report} heading="h4" />
    </section>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1.5">
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

const sayKey = (line: string) =>
  line
    .trim()
    .replace(/[.\s]+$/, '')
    .toLowerCase();

/**
 * Each line once: the engines write the summary from the same lines they list, so a list leaves out what the
 * card has already said.
 */
function newLines(items: string[], said: Set<string>, summary: string): string[] {
  const inSummary = summary.toLowerCase();
  return items.filter((item) => {
    const key = sayKey(item);
    if (!key || said.has(key) || inSummary.includes(key)) return false;
    said.add(key);
    return true;
  });
}

/** What tailoring changed, how the keyword match moved, and what the truthfulness guard kept out. */
export function ChangesSummary({ changes }: { changes: Changes }) {
  const { summary_of_changes: details } = changes;
  const said = new Set<string>();
  const summary = changes.summary ?? '';
  const keyModifications = newLines(details.key_modifications, said, summary);
  const skillChanges = newLines(changes.skill_changes, said, summary);
  const highlights = newLines(changes.experience_highlights, said, summary);
  const adjustments = newLines(changes.key_adjustments, said, summary);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Changes Summary</CardTitle>
        {changes.summary && <p className="text-sm text-muted-foreground">{changes.summary}</p>}
      </CardHeader>
      <CardContent className="grid gap-6">
        <MatchBlock changes={changes} />
        <TextList title="Key modifications" items={keyModifications} />

        {details.changes.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-semibold">Changes by section</h3>
            <ul className="grid gap-3">
              {details.changes.map((change, index) => (
                <li key={index} className="rounded-lg border p-3 text-sm">
                  <p className="text-xs font-semibold text-muted-foreground uppercase">{change.section}</p>
                  {change.original && (
                    <p className="mt-1.5 text-muted-foreground line-through decoration-destructive/60">
                      <span className="sr-only">Before: </span>
                      {change.original}
                    </p>
                  )}
                  {change.modified && (
                    <p className="mt-1.5">
                      <span className="sr-only">After: </span>
                      {change.modified}
                    </p>
                  )}
                  {change.explanation && (
                    <p className="mt-1.5 text-xs text-muted-foreground italic">{change.explanation}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <TextList title="Skill changes" items={skillChanges} />
        <TextList title="Experience highlights" items={highlights} />
        <TextList title="Other adjustments" items={adjustments} />

        <section className="grid gap-1.5">
          <h3 className="font-semibold">What we did not change</h3>
          {changes.guard_notes.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {changes.guard_notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              Nothing was held back: every change is supported by your original resume.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
