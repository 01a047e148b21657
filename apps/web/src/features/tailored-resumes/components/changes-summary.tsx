import type { ChangesSummary as Changes, MatchScore } from '@tailor/core/changes';
import { ArrowRightIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Keywords({
  title,
  words,
  variant,
}: {
  title: string;
  words: string[];
  variant: 'soft' | 'outline';
}) {
  if (words.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1.5 text-xs font-semibold text-muted-foreground uppercase">{title}</h4>
      <ul className="flex flex-wrap gap-1.5">
        {words.map((word) => (
          <li key={word}>
            <Badge variant={variant}>{word}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const MAX_GAPS = 8;

/** The keyword match before → after, what the resume now shows, and the gaps only the person can fill. */
function MatchScoreBlock({ before, after }: { before: MatchScore; after: MatchScore }) {
  const round = (n: number) => Math.round(n);
  const gaps = after.missing.slice(0, MAX_GAPS);
  return (
    <section aria-labelledby="match-heading" className="grid gap-3">
      <h3 id="match-heading" className="font-semibold">
        Keyword match
      </h3>
      <p className="flex items-center gap-2 text-2xl font-bold">
        <span className="sr-only">Before: </span>
        <span className="text-muted-foreground">{round(before.score)}%</span>
        <ArrowRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">, after: </span>
        <span className="text-primary">{round(after.score)}%</span>
      </p>
      <Keywords title="Matched keywords" words={after.matched} variant="soft" />
      {gaps.length > 0 && (
        <div className="grid gap-1.5">
          <h4 className="text-xs font-semibold text-muted-foreground uppercase">Gaps</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Gaps">
            {gaps.map((term) => (
              <li key={term}>
                The posting asks for {term} — your resume does not show it. Add it only if true.
              </li>
            ))}
          </ul>
        </div>
      )}
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

/** What tailoring changed, how the keyword match moved, and what the truthfulness guard kept out. */
export function ChangesSummary({ changes }: { changes: Changes }) {
  const { summary_of_changes: details } = changes;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Changes Summary</CardTitle>
        {changes.summary && <p className="text-sm text-muted-foreground">{changes.summary}</p>}
      </CardHeader>
      <CardContent className="grid gap-6">
        {changes.match && <MatchScoreBlock before={changes.match.before} after={changes.match.after} />}
        <TextList title="Key modifications" items={details.key_modifications} />

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

        <TextList title="Skill changes" items={changes.skill_changes} />
        <TextList title="Experience highlights" items={changes.experience_highlights} />
        <TextList title="Other adjustments" items={changes.key_adjustments} />

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
