import { FileXIcon, Maximize2Icon } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { WrappingText } from '@/components/wrapping-text';
import { cn } from '@/lib/utils';

function withToolbar(src: string, visible: boolean): string {
  const base = src.split('#')[0];
  return visible ? base! : `${base}#toolbar=0`;
}

/**
 * Keys pressed inside the PDF viewer stay in its frame, so the dialog's own Escape handler never hears them.
 * The frame shows a blob URL of this origin, so its window can be listened to directly.
 */
function closeOnEscapeInside(frame: HTMLIFrameElement, close: () => void) {
  try {
    frame.contentWindow?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
  } catch {
    // A frame of another origin cannot be listened to; Escape then works once focus is back on the page.
  }
}

/** A large modal showing the PDF with the viewer toolbar visible. */
export function PdfDialog({
  open,
  onOpenChange,
  src,
  title,
  isLoading = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string | null;
  title: string;
  isLoading?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[92vh] w-[95vw] max-w-5xl flex-col gap-3 p-4 sm:p-5">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">
            <WrappingText text={title} />
          </DialogTitle>
          <DialogDescription className="sr-only">PDF preview</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-hidden rounded-lg border bg-muted">
          {src ? (
            <iframe
              title={`${title} PDF`}
              src={withToolbar(src, true)}
              className="size-full"
              onLoad={(event) => closeOnEscapeInside(event.currentTarget, () => onOpenChange(false))}
            />
          ) : isLoading ? (
            <Skeleton className="size-full rounded-none" />
          ) : (
            <NoPdf />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function NoPdf({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 text-muted-foreground',
        className,
      )}
    >
      <FileXIcon className="size-8" aria-hidden="true" />
      <p>No PDF to display</p>
    </div>
  );
}

/**
 * An A4-shaped embedded PDF, 794 × 1123 px when there is room and scaled down to its column when there is not
 * (never wider than the window), with the viewer toolbar hidden. Clicking it opens a large modal with the
 * toolbar visible.
 */
export function PdfPreview({
  src,
  title,
  isLoading = false,
  className,
}: {
  src: string | null;
  title: string;
  isLoading?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const frame = 'aspect-[794/1123] w-full max-w-[794px]';

  if (!src) {
    return (
      <div className={cn('w-full max-w-[794px] overflow-hidden rounded-lg border bg-muted', className)}>
        {isLoading ? <Skeleton className={cn(frame, 'rounded-none')} /> : <NoPdf className="h-64" />}
      </div>
    );
  }

  return (
    <div
      className={cn(
        'w-full max-w-[794px] overflow-hidden rounded-lg border bg-muted shadow-inner',
        className,
      )}
    >
      <div className={cn('group relative', frame)}>
        <iframe title={`${title} PDF preview`} src={withToolbar(src, false)} className="size-full bg-white" />
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open large preview of ${title}`}
          className="absolute inset-0 flex items-start justify-end p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex items-center gap-1.5 rounded-md bg-foreground/80 px-2.5 py-1.5 text-xs font-medium text-background opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <Maximize2Icon className="size-3.5" aria-hidden="true" />
            Click to enlarge
          </span>
        </button>
      </div>
      <PdfDialog open={open} onOpenChange={setOpen} src={src} title={title} />
    </div>
  );
}
