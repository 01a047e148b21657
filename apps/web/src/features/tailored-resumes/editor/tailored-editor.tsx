import type { ChangesSummary as Changes } from '@tailor/core/changes';
import type { TailoredResume } from '@tailor/core/contracts/tailored';
import type { ResumeData } from '@tailor/core/resume';
import { CpuIcon, DownloadIcon, InfoIcon, Loader2Icon, SaveIcon, SparklesIcon } from 'lucide-react';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { PREVIEW_WIDTH_PX, ResumePreview } from '@/features/resume-preview/resume-preview';
import { HttpError } from '@/lib/api';
import { getErrorStatus } from '@/lib/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { regenerateTailoredPdf } from '../api/regenerate-tailored-pdf';
import { useUpdateTailoredResume } from '../api/update-tailored-resume';
import { ChangesSummary } from '../components/changes-summary';
import { useTailoredPdfDownload } from '../pdf/download-tailored-pdf';
import { type EditorResume, toEditorResume, toSavedResume } from './editor-state';
import { type RemoveFromResume, ResumeEditorForm, type UpdateResume } from './resume-editor-form';

const UNDO_TOAST_MS = 5_000;

/** Which engine made the result, said plainly: the offline rules engine is never presented as AI. */
export function engineText(tailored: TailoredResume): string | null {
  const engine = tailored.engine ?? tailored.jsonData?.changes.engine?.model ?? null;
  const kind = tailored.jsonData?.changes.engine?.kind;
  if (engine === 'rules' || (!engine && kind === 'rules')) return 'Tailored by the offline rules engine';
  if (engine) return `Tailored by ${engine}`;
  return null;
}

function hasChanges(changes: Changes): boolean {
  const d = changes.summary_of_changes;
  return Boolean(
    changes.summary ||
      changes.match ||
      d.key_modifications.length ||
      d.changes.length ||
      changes.bullets.length ||
      changes.skill_changes.length ||
      changes.experience_highlights.length ||
      changes.key_adjustments.length ||
      changes.guard_notes.length,
  );
}

/**
 * The tailored resume editor: a form on the left editing a local copy, the live preview of that copy on the
 * right. Nothing reaches the server until Save Edits.
 */
export function TailoredEditor({
  tailored,
  resume,
  changes,
}: {
  tailored: TailoredResume;
  resume: ResumeData;
  changes: Changes;
}) {
  const [local, setLocal] = useState<EditorResume>(() => toEditorResume(resume));
  const [saved, setSaved] = useState<EditorResume>(local);
  const isDirty = local !== saved;
  const localRef = useRef(local);
  useEffect(() => {
    localRef.current = local;
  }, [local]);

  const update = useCallback<UpdateResume>((fn) => setLocal(fn), []);
  const remove = useCallback<RemoveFromResume>((what, fn) => {
    const [next, undo] = fn(localRef.current);
    localRef.current = next;
    setLocal(next);
    toast({
      title: `${what} deleted - Click Save to apply changes`,
      duration: UNDO_TOAST_MS,
      action: {
        label: 'Undo',
        altText: `Undo: restore the deleted ${what.toLowerCase()}`,
        onClick: () => setLocal(undo),
      },
    });
  }, []);

  // Layout runs on every keystroke, at a lower priority than the typing itself.
  const preview = useDeferredValue(local);

  const save = useUpdateTailoredResume();
  const onSave = () => {
    if (!tailored.id || typeof save.mutate !== 'function') {
      toast({
        title: 'Configuration error',
        description: 'Save function is not properly configured',
        variant: 'destructive',
      });
      return;
    }
    const sentFrom = local;
    const payload = toSavedResume(sentFrom);
    save.mutate(
      { id: tailored.id, resume: payload, changes },
      {
        onSuccess: async () => {
          // The blank items the server drops are dropped here too, unless the user kept typing meanwhile.
          setLocal((current) => (current === sentFrom ? payload : current));
          setSaved((current) => (localRef.current === sentFrom ? payload : current));
          await regenerateTailoredPdf(tailored.id).catch(() => undefined);
          toast({ title: 'Resume saved!' });
        },
        onError: (error) => {
          // A 401 has already redirected to /login with its own toast.
          if (getErrorStatus(error) === 401) return;
          if (error instanceof HttpError) {
            toast({
              title: 'Save failed',
              description: 'Failed to save your tailored resume',
              variant: 'destructive',
            });
          } else {
            // The request never got an answer (network failure or similar).
            toast({
              title: 'Save error',
              description: 'There was an issue saving your changes',
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  const pdf = useTailoredPdfDownload();
  const onDownload = () => pdf.mutate({ id: tailored.id, resume: local, saveOnServer: !isDirty });

  const engine = engineText(tailored);
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Edit Tailored Resume: {tailored.filename}
          </h1>
          <p className="mt-1 text-muted-foreground" title={formatDateTime(tailored.createdAt)}>
            Created for {tailored.positionName} at {tailored.companyName} on {formatDate(tailored.createdAt)}
          </p>
          {engine && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CpuIcon className="size-4" aria-hidden="true" />
              {engine}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isDirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
          {hasChanges(changes) && (
            <HoverCard openDelay={100}>
              <HoverCardTrigger asChild>
                <Button variant="outline">
                  <SparklesIcon aria-hidden="true" />
                  AI Changes Summary
                </Button>
              </HoverCardTrigger>
              <HoverCardContent className="max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto p-0">
                <ChangesSummary changes={changes} />
              </HoverCardContent>
            </HoverCard>
          )}
          <Button variant="outline" disabled={pdf.isPending} onClick={onDownload}>
            {pdf.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Download PDF
          </Button>
          <Button disabled={save.isPending} onClick={onSave}>
            {save.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <SaveIcon aria-hidden="true" />
            )}
            Save Edits
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(340px,1fr)_minmax(0,1.25fr)] 2xl:grid-cols-[minmax(360px,1fr)_auto]">
        <ResumeEditorForm resume={local} update={update} remove={remove} />
        <section
          aria-label="Resume preview"
          className="grid min-w-0 gap-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Preview</h2>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button variant="ghost" size="sm">
                  <InfoIcon aria-hidden="true" />
                  Why this template?
                </Button>
              </TooltipTrigger>
              <TooltipContent className="max-w-72">
                This is the only template for now. It is ATS-optimized: one column, standard section headings
                and real text that applicant tracking systems read reliably.
              </TooltipContent>
            </Tooltip>
          </div>
          <PreviewFrame>{(width) => <ResumePreview data={preview} width={width} />}</PreviewFrame>
        </section>
      </div>
    </div>
  );
}

/**
 * The 794-px preview frame, scaled down (never up) when the column beside the form is narrower, so form and
 * preview sit side by side on a laptop screen. Line and page breaks do not change with the scale.
 */
function PreviewFrame({ children }: { children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(PREVIEW_WIDTH_PX);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(PREVIEW_WIDTH_PX, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="min-w-0 rounded-xl bg-muted/50 p-4">
      <div ref={ref} className="w-full max-w-[794px]">
        {children(width)}
      </div>
    </div>
  );
}
