import { RECENT_ACTIVITY_COUNT, RECENT_ACTIVITY_POSITION_CHARS } from '@tailor/core/constants';
import { ArrowRightIcon, DownloadIcon, HistoryIcon, Loader2Icon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { WrappingText } from '@/components/wrapping-text';
import { formatDate, truncate } from '@/lib/format';
import { useDownloadTailoredResume } from '../api/download-tailored-resume';
import { type TailoredResumeListItem, useTailoredResumes } from '../api/get-tailored-resumes';
import { DeleteTailoredResumeDialog } from './delete-tailored-resume-dialog';
import { TailoredStatusBadge } from './tailored-status-badge';

function useRowActions(item: TailoredResumeListItem) {
  const download = useDownloadTailoredResume();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const label = `${item.companyName} – ${item.positionName}`;
  const actions = (
    <div className="flex items-center justify-end gap-0.5">
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={`/tailored-editor/${item.id}`} aria-label={`Edit ${label}`}>
          <PencilIcon />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Download ${label}`}
        disabled={download.isPending}
        onClick={() => download.mutate(item.id)}
      >
        {download.isPending ? <Loader2Icon className="animate-spin" /> : <DownloadIcon />}
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${label}`}
        onClick={() => setConfirmOpen(true)}
      >
        <Trash2Icon className="text-destructive" />
      </Button>
      <DeleteTailoredResumeDialog item={item} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </div>
  );
  return actions;
}

const shortPosition = (position: string) => truncate(position, RECENT_ACTIVITY_POSITION_CHARS);

function ActivityRow({ item, baseResumeName }: { item: TailoredResumeListItem; baseResumeName: string }) {
  const actions = useRowActions(item);
  return (
    <TableRow>
      <TableCell className="font-medium wrap-anywhere">
        <span className="inline-flex flex-wrap items-center gap-2">
          <WrappingText text={item.companyName} />
          <TailoredStatusBadge status={item.status} />
        </span>
      </TableCell>
      <TableCell title={item.positionName}>{shortPosition(item.positionName)}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(item.createdAt)}</TableCell>
      <TableCell className="text-muted-foreground wrap-anywhere">
        <WrappingText text={baseResumeName} />
      </TableCell>
      <TableCell>{actions}</TableCell>
    </TableRow>
  );
}

/** The same row as a small card, for windows too narrow for five columns. */
function ActivityCard({ item, baseResumeName }: { item: TailoredResumeListItem; baseResumeName: string }) {
  const actions = useRowActions(item);
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium wrap-anywhere">
          <WrappingText text={item.companyName} /> <TailoredStatusBadge status={item.status} />
        </p>
        {actions}
      </div>
      <p title={item.positionName}>{shortPosition(item.positionName)}</p>
      <p className="text-muted-foreground wrap-anywhere">
        {formatDate(item.createdAt)} · <WrappingText text={baseResumeName} />
      </p>
    </li>
  );
}

const baseName = (item: TailoredResumeListItem, resumeNames: Map<number, string>) =>
  item.resumeName || (item.resumeId != null ? resumeNames.get(item.resumeId) : undefined) || 'Unknown Resume';

/** The 5 newest tailored resumes. `resumeNames` resolves a base resume name when the list omits it. */
export function RecentActivity({ resumeNames }: { resumeNames: Map<number, string> }) {
  const tailored = useTailoredResumes();
  // The list endpoint may be unavailable; an error reads as "no activity yet".
  const items = (tailored.data ?? []).slice(0, RECENT_ACTIVITY_COUNT);

  return (
    <Card className="mt-10">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle>Recent Activity</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/history">
            View All Activity
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {tailored.isLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-10 text-center">
            <HistoryIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No activity yet</p>
            <p className="text-sm text-muted-foreground">Your tailored resumes will appear here</p>
          </div>
        ) : (
          <>
            <ul aria-label="Recent tailored resumes" className="grid gap-2 md:hidden">
              {items.map((item) => (
                <ActivityCard key={item.id} item={item} baseResumeName={baseName(item, resumeNames)} />
              ))}
            </ul>
            <Table containerClassName="hidden md:block">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Company</TableHead>
                  <TableHead>Position</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Base Resume</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <ActivityRow key={item.id} item={item} baseResumeName={baseName(item, resumeNames)} />
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
