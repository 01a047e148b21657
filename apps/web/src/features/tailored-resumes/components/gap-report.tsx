import type { ChangesSummary as Changes, GapReport, MatchScore } from '@tailor/core/changes';
import { ArrowRightIcon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * The gap report of a tailoring. Tailorings stored before the engine wrote one fall back to the keyword match's
 * lists: what the tailored resume shows, and what it does not.
 */
export function gapReportOf(changes: Changes): GapReport | null {
  const report = changes.evidence ?? fallbackReport(changes);
  if (!report) return null;
  return {
    ...report,
    listed: distinct(report.listed),
    added: report.added && distinct(report.added),
    gaps: distinct(report.gaps),
  };
}

function fallbackReport(changes: Changes): GapReport | null {
  if (!changes.match) return null;
  const { matched, missing } = changes.match.after;
  return { listed: matched, gaps: missing, weak_match: false };
}

/** Each skill once, first spelling kept: a posting that names a skill twice is still one thing to add. */
function distinct(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The keyword match before → after, e.g. "40% → 80%". */
export function MatchScoreChange({
  before,
  after,
  className,
}: {
  before: MatchScore;
  after: MatchScore;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-2 font-bold', className)}>
      <span className="sr-only">Before: </span>
      <span className="text-muted-foreground">{Math.round(before.score)}%</span>
      <ArrowRightIcon className="size-[1em] text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">, after: </span>
      <span className="text-primary">{Math.round(after.score)}%</span>
    </p>
  );
}

type HeadingTag = 'h3' | 'h4';

function SkillList({
  title,
  skills,
  added,
  empty,
  variant,
  heading: Heading,
}: {
  title: string;
  skills: string[];
  /** The items this tailoring put in the list, when known: highlighted, and counted under the chips. */
  added?: string[];
  empty: string;
  variant: 'soft' | 'outline';
  heading: HeadingTag;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Heading id={id} className="text-sm font-medium">
        {title}
      </Heading>
      {skills.length > 0 ? (
        <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
          {skills.map((skill) => {
            const isNew = added?.includes(skill) ?? false;
            return (
              <li key={skill} className="min-w-0 max-w-full">
                {/* Chips wrap, and so does a long skill inside its chip: nothing scrolls sideways on a phone. */}
                <Badge
                  variant={isNew ? 'default' : variant}
                  className="max-w-full whitespace-normal wrap-anywhere"
                >
                  {skill}
                  {isNew && <span className="sr-only"> (added)</span>}
                </Badge>
              </li>
            );
          })}
        </ul>
      ) : (
        // Both halves always show, so an empty one says so rather than disappearing.
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
      {added && skills.length > 0 && (
        <p className="text-xs text-muted-foreground">{addedNote(added.length, skills.length)}</p>
      )}
    </div>
  );
}

/** Says which chips are new, so skills the resume already listed are not read as added. */
export function addedNote(added: number, listed: number): string {
  if (added === 0) return 'All were already in your skills list; this tailoring added none.';
  const rest = added < listed ? '; the others were already in your skills list.' : '.';
  return `${added === 1 ? '1 skill' : `${added} skills`} added by this tailoring, highlighted${rest}`;
}

/** The two halves of the gap report: what is now listed because the resume shows it, and what it does not show. */
export function GapReportLists({
  report,
  heading,
  className,
}: {
  report: GapReport;
  heading: HeadingTag;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3', className)}>
      <SkillList
        heading={heading}
        title="Your resume shows these; now listed"
        skills={report.listed}
        added={report.added?.filter((skill) => report.listed.includes(skill))}
        empty="None: your resume does not show any of the skills this job asks for."
        variant="soft"
      />
      <SkillList
        heading={heading}
        title="This job asks for these; your resume does not show them — add them yourself only if they are true"
        skills={report.gaps}
        empty="None: your resume shows every skill this job asks for."
        variant="outline"
      />
      {report.notes && report.notes.length > 0 && (
        // The gaps the resume does name say why they are gaps: a lapsed credential, someone else's work.
        <ul
          aria-label="Why your resume does not show these"
          className="grid gap-1 text-xs text-muted-foreground md:col-span-2"
        >
          {report.notes.map((note) => (
            <li key={note.skill}>
              {note.skill}: {note.why}.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The engine's own first sentence on a weak match ("…; we wrote no summary for it." when there was none). */
const WEAK_SENTENCE = /^This job is far from your experience;[^.]*\./;

export function WeakMatchNote({ changes }: { changes: Changes }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {WEAK_SENTENCE.exec(changes.summary)?.[0] ??
        'This job is far from your experience; we kept your summary.'}
    </p>
  );
}

/**
 * The always-visible "Match" panel of the tailored resume screen: the score and the gap report, small enough to sit
 * above the form and preview.
 */
export function MatchPanel({ changes }: { changes: Changes }) {
  const titleId = useId();
  const report = gapReportOf(changes);
  if (!report) return null;
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="font-semibold">
          Match
        </h2>
        {changes.match && (
          <MatchScoreChange before={changes.match.before} after={changes.match.after} className="text-lg" />
        )}
      </div>
      {report.weak_match && <WeakMatchNote changes={changes} />}
      <GapReportLists report={report} heading="h3" className="md:grid-cols-2 md:gap-6" />
    </section>
  );
}
