import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import {
  DownloadIcon,
  FileTextIcon,
  Loader2Icon,
  Maximize2Icon,
  SparklesIcon,
  StarIcon,
  Trash2Icon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PdfDialog } from '@/components/pdf-preview';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { WrappingText } from '@/components/wrapping-text';
import { useObjectUrl } from '@/hooks/use-object-url';
import { formatDate } from '@/lib/format';
import { useDeleteResume } from '../api/delete-resume';
import { useDownloadResume } from '../api/download-resume';
import { useResumeFile } from '../api/get-resume-file';
import { useSetPrimaryResume } from '../api/set-primary-resume';

export function tailoredCountLabel(count: number): string {
  return `${count} tailored ${count === 1 ? 'version' : 'versions'}`;
}

function IconAction({
  label,
  tooltip,
  onClick,
  disabled,
  children,
}: {
  label: string;
  tooltip: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}

export function ResumeCard({ resume }: { resume: ResumeSummary }) {
  const titleId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const file = useResumeFile(resume.id, { enabled: previewOpen });
  const fileUrl = useObjectUrl(previewOpen ? file.data?.blob : null);
  const download = useDownloadResume();
  const remove = useDeleteResume();
  const setPrimary = useSetPrimaryResume();

  return (
    <article
      aria-labelledby={titleId}
      className="group flex min-w-0 flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="resume-card"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <FileTextIcon className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold leading-tight wrap-anywhere">
            <Link to={`/resumes/${resume.id}`} className="hover:text-primary hover:underline">
              <WrappingText text={resume.name} />
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">Uploaded on {formatDate(resume.createdAt)}</p>
        </div>
        {resume.isPrimary && (
          <Badge variant="soft">
            <StarIcon className="fill-current" aria-hidden="true" />
            Primary
          </Badge>
        )}
      </div>

      <p className="mt-4 text-sm text-muted-foreground">{tailoredCountLabel(resume.tailoredCount)}</p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <div className="flex items-center gap-0.5">
          <IconAction label={`Expand ${resume.name}`} tooltip="Expand" onClick={() => setPreviewOpen(true)}>
            <Maximize2Icon />
          </IconAction>
          <IconAction
            label={`Download ${resume.name}`}
            tooltip="Download"
            disabled={download.isPending}
            onClick={() => download.mutate(resume)}
          >
            {download.isPending ? <Loader2Icon className="animate-spin" /> : <DownloadIcon />}
          </IconAction>
          <IconAction label={`Delete ${resume.name}`} tooltip="Delete" onClick={() => setConfirmOpen(true)}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Button asChild variant="outline" size="sm">
            <Link to={`/tailoring/${resume.id}`} aria-label={`Tailor ${resume.name}`}>
              <SparklesIcon aria-hidden="true" />
              Tailor
            </Link>
          </Button>
          {!resume.isPrimary && (
            <Button
              variant="outline"
              size="sm"
              disabled={setPrimary.isPending}
              aria-label={setPrimary.isPending ? undefined : `Set ${resume.name} as primary`}
              onClick={() => {
                if (!resume.isPrimary) setPrimary.mutate(resume);
              }}
            >
              {setPrimary.isPending ? 'Setting...' : 'Set as Primary'}
            </Button>
          )}
        </div>
      </div>

      <PdfDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        src={fileUrl}
        title={resume.name}
        isLoading={file.isLoading}
      />

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Resume</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete "{resume.name}"? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(resume.id, { onSettled: () => setConfirmOpen(false) })}
            >
              {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
