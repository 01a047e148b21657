import { CalendarIcon, DownloadIcon, FileTextIcon, Loader2Icon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { WrappingText } from '@/components/wrapping-text';
import { formatDate } from '@/lib/format';
import { useDownloadTailoredResume } from '../api/download-tailored-resume';
import type { TailoredResumeListItem } from '../api/get-tailored-resumes';
import { DeleteTailoredResumeDialog } from './delete-tailored-resume-dialog';
import { TailoredStatusBadge } from './tailored-status-badge';

export function TailoredResumeRow({ item }: { item: TailoredResumeListItem }) {
  const download = useDownloadTailoredResume();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const label = `${item.companyName} – ${item.positionName}`;
  const isReady = item.status === undefined || item.status === 'completed';

  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 font-semibold wrap-anywhere">
            <WrappingText text={item.companyName} />
          </h2>
          <TailoredStatusBadge status={item.status} />
        </div>
        <p className="text-sm wrap-anywhere">
          <WrappingText text={item.positionName} />
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" aria-hidden="true" />
            {formatDate(item.createdAt)}
          </span>
          <span className="min-w-0 wrap-anywhere">
            Based on <WrappingText text={item.resumeName || 'Unknown Resume'} />
          </span>
          {item.filename && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <FileTextIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                <WrappingText text={item.filename} />
              </span>
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <Button asChild variant="outline" size="sm">
          <Link to={`/tailored-editor/${item.id}`} aria-label={`Edit ${label}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Download ${label}`}
          disabled={download.isPending || !isReady}
          onClick={() => download.mutate(item.id)}
        >
          {download.isPending ? <Loader2Icon className="animate-spin" /> : <DownloadIcon />}
          Download
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${label}`} onClick={() => setConfirmOpen(true)}>
          <Trash2Icon className="text-destructive" />
          Delete
        </Button>
      </div>
      <DeleteTailoredResumeDialog item={item} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </li>
  );
}
