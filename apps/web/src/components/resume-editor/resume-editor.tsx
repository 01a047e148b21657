import type { ResumeData } from '@tailor/core/resume';
import { InfoIcon, Loader2Icon, SaveIcon } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { PREVIEW_WIDTH_PX, ResumePreview } from '@/components/resume-preview';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { type EditorResume, toEditorResume, toSavedResume } from './editor-state';
import { type RemoveFromResume, ResumeEditorForm, type UpdateResume } from './resume-editor-form';

const UNDO_TOAST_MS = 5_000;

/**
 * The editor's local copy of a resume: edits, removals with an Undo toast, and what was last saved. Used by
 * the tailored resume editor and the resume editor alike.
 */
export function useResumeEditor(resume: ResumeData) {
  const [local, setLocal] = useState<EditorResume>(() => toEditorResume(resume));
  const [saved, setSaved] = useState<EditorResume>(local);
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

  /** What Save sends, and a callback marking it saved (unless the user kept typing meanwhile). */
  const prepareSave = useCallback(() => {
    const sentFrom = localRef.current;
    const payload = toSavedResume(sentFrom);
    const markSaved = () => {
      // The blank items the server drops are dropped here too, unless the user kept typing meanwhile.
      setLocal((current) => (current === sentFrom ? payload : current));
      setSaved((current) => (localRef.current === sentFrom ? payload : current));
    };
    return { payload, markSaved };
  }, []);

  return { local, isDirty: local !== saved, update, remove, prepareSave };
}

/**
 * Form on the left, live preview of the same copy on the right (stacked below laptop widths). The preview column
 * takes the frame's full 794 px (plus its padding) when the window allows it and the form keeps at least 340 px;
 * only a narrower window scales the frame down. The page is the one scroller: the preview has no scrollbar of
 * its own.
 */
export function ResumeEditorWorkspace({
  resume,
  update,
  remove,
  formRef,
}: {
  resume: EditorResume;
  update: UpdateResume;
  remove: RemoveFromResume;
  /** The form column, for what must fit beside the preview (the changes card). */
  formRef?: Ref<HTMLDivElement>;
}) {
  // Layout runs on every keystroke, at a lower priority than the typing itself.
  const preview = useDeferredValue(resume);
  return (
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(340px,1fr)_minmax(0,826px)]">
      <div ref={formRef} className="min-w-0">
        <ResumeEditorForm resume={resume} update={update} remove={remove} />
      </div>
      <section aria-label="Resume preview" className="grid min-w-0 gap-3">
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
    <div className="min-w-0 rounded-xl bg-muted/50 p-2 sm:p-4" data-testid="preview-frame">
      <div ref={ref} className="w-full max-w-[794px]">
        {children(width)}
      </div>
    </div>
  );
}

/** The editor's loading skeleton: header, form blocks, the preview page. Drawn in the text colour at low opacity, so it shows on the page background. */
export function ResumeEditorSkeleton({ label }: { label: string }) {
  return (
    <div
      className="grid gap-6"
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="editor-skeleton"
    >
      <div className="grid gap-2">
        <Skeleton className="h-9 w-96 max-w-full" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(340px,1fr)_minmax(0,826px)]">
        <div className="grid content-start gap-4">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
        <Skeleton className="aspect-[794/1123] w-full max-w-[794px] rounded-xl" />
      </div>
    </div>
  );
}

export function SaveEditsButton({ isPending, onClick }: { isPending: boolean; onClick: () => void }) {
  return (
    <Button disabled={isPending} onClick={onClick}>
      {isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <SaveIcon aria-hidden="true" />
      )}
      Save Edits
    </Button>
  );
}
