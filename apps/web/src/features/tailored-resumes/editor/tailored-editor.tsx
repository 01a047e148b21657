import type { ChangesSummary as Changes } from '@tailor/core/changes';
import type { TailoredResume } from '@tailor/core/contracts/tailored';
import type { ExportCheck } from '@tailor/core/export/verify';
import { fitLayout } from '@tailor/core/layout/fit';
import { DisplaySettingsSchema, type ResumeData } from '@tailor/core/resume';
import { CpuIcon, DownloadIcon, Loader2Icon, SparklesIcon } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { CopyTextButton } from '@/components/exports/copy-text-button';
import { ExportCheckNote } from '@/components/exports/export-check-note';
import {
  ResumeEditorWorkspace,
  SaveEditsButton,
  useResumeEditor,
} from '@/components/resume-editor/resume-editor';
import { Button } from '@/components/ui/button';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card';
import { toast } from '@/components/ui/use-toast';
import { formatDate, formatDateTime } from '@/lib/format';
import { useTailoredPdfDownload } from '../api/download-tailored-pdf';
import { useUpdateTailoredResume } from '../api/update-tailored-resume';
import { ChangesSummary } from '../components/changes-summary';
import { MatchPanel } from '../components/gap-report';
import { PageTargetSelect } from '../components/page-target-select';

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
      changes.evidence ||
      d.key_modifications.length ||
      d.changes.length ||
      changes.bullets.length ||
      changes.skill_changes.length ||
      changes.experience_highlights.length ||
      changes.key_adjustments.length ||
      changes.guard_notes.length,
  );
}

const CARD_MAX_PX = 512;
const TWO_COLUMNS = '(min-width: 1024px)';

/**
 * The changes card's width: beside the preview (two columns) it is no wider than the form column it opens over;
 * stacked, no wider than the window.
 */
function useChangesCardWidth() {
  const [form, setForm] = useState<HTMLDivElement | null>(null);
  const [cardWidth, setCardWidth] = useState<string>(`min(${CARD_MAX_PX}px, calc(100vw - 2rem))`);
  useEffect(() => {
    if (!form) return;
    const measure = () => {
      const fromForm = window.matchMedia(TWO_COLUMNS).matches;
      const formWidth = Math.floor(form.getBoundingClientRect().width);
      setCardWidth(
        fromForm ? `${Math.min(CARD_MAX_PX, formWidth)}px` : `min(${CARD_MAX_PX}px, calc(100vw - 2rem))`,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(form);
    return () => observer.disconnect();
  }, [form]);
  return { formRef: setForm, cardWidth };
}

/** What the editor hands a download it does not own (the Word file, composed in src/app: decision 080). */
export type EditorExportSlot = {
  resume: ResumeData;
  filename: string;
  onStart(): void;
  onChecked(check: ExportCheck | null): void;
};

/**
 * The tailored resume editor: a form on the left editing a local copy, the live preview of that copy on the
 * right. Nothing reaches the server until Save Edits.
 */
export function TailoredEditor({
  tailored,
  resume,
  changes,
  wordDownload,
}: {
  tailored: TailoredResume;
  resume: ResumeData;
  changes: Changes;
  /** "Download Word (.docx)" beside "Download PDF"; its check shows in the same note (decisions 082, 084). */
  wordDownload?: (slot: EditorExportSlot) => ReactNode;
}) {
  const { local, isDirty, update, remove, prepareSave } = useResumeEditor(resume);

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
    const { payload, markSaved } = prepareSave();
    save.mutate({ id: tailored.id, resume: payload, changes }, { onSuccess: markSaved });
  };

  const [check, setCheck] = useState<ExportCheck | null>(null);
  const [checkingWord, setCheckingWord] = useState(false);
  const pdf = useTailoredPdfDownload();
  const onDownload = () => {
    setCheck(null);
    pdf.mutate(
      { id: tailored.id, resume: local, saveOnServer: !isDirty },
      { onSuccess: (result) => setCheck(result.check) },
    );
  };
  const wordSlot: EditorExportSlot = {
    resume: local,
    filename: tailored.filename,
    onStart: () => {
      setCheck(null);
      setCheckingWord(true);
    },
    onChecked: (result) => {
      setCheck(result);
      setCheckingWord(false);
    },
  };

  const settings = DisplaySettingsSchema.parse(local._metadata.displaySettings ?? {});
  const fit = useMemo(() => fitLayout(local).report, [local]);
  const setPageTarget = (pageTarget: typeof settings.pageTarget) =>
    update((r) => ({
      ...r,
      _metadata: {
        ...r._metadata,
        displaySettings: { ...DisplaySettingsSchema.parse(r._metadata.displaySettings ?? {}), pageTarget },
      },
    }));

  const engine = engineText(tailored);
  const { formRef, cardWidth } = useChangesCardWidth();
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
          {hasChanges(changes) && (
            <div className="mt-3">
              <HoverCard openDelay={100}>
                <HoverCardTrigger asChild>
                  <Button variant="outline">
                    <SparklesIcon aria-hidden="true" />
                    AI Changes Summary
                  </Button>
                </HoverCardTrigger>
                {/* Opens over the form column, never over the preview, and scrolls inside the window. */}
                <HoverCardContent
                  align="start"
                  collisionPadding={16}
                  data-testid="changes-card"
                  className="max-h-(--radix-hover-card-content-available-height) overflow-y-auto overscroll-contain p-0"
                  style={{ width: cardWidth }}
                >
                  <ChangesSummary changes={changes} />
                </HoverCardContent>
              </HoverCard>
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
          {isDirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
          <Button variant="outline" disabled={pdf.isPending} onClick={onDownload}>
            {pdf.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Download PDF
          </Button>
          {wordDownload?.(wordSlot)}
          <CopyTextButton resume={local} />
          <SaveEditsButton isPending={save.isPending} onClick={onSave} />
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageTargetSelect value={settings.pageTarget} report={fit} onChange={setPageTarget} />
        <ExportCheckNote check={check} isChecking={pdf.isPending || checkingWord} />
      </div>

      <MatchPanel changes={changes} />

      <ResumeEditorWorkspace resume={local} update={update} remove={remove} formRef={formRef} />
    </div>
  );
}
