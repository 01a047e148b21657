import { RECENT_ACTIVITY_COUNT, RECENT_ACTIVITY_POSITION_CHARS } from '@tailor/core/constants';
import { ArrowRightIcon, DownloadIcon, HistoryIcon, Loader2Icon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, truncate } from '@/lib/format';
import { useDownloadTailoredResume } from '../api/download-tailored-resume';
import { type TailoredResumeListItem, useTailoredResumes } from '../api/get-tailored-resumes';
import { DeleteTailoredResumeDialog } from './delete-tailored-resume-dialog';
import { TailoredStatusBadge } from './tailored-status-badge';

function ActivityRow({ item, baseResumeName }: { item: TailoredResumeListItem; baseResumeName: string }) {
  const download = useDownloadTailoredResume();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const label = `${item.companyName} – ${item.positionName}`;

  return (
    <TableRow>
      <TableCell className="font-medium">
        <span className="inline-flex items-center gap-2">
          {item.companyName}
          <TailoredStatusBadge status={item.status} />
        </span>
      </TableCell>
      <TableCell title={item.positionName}>
        {truncate(item.positionName, RECENT_ACTIVITY_POSITION_CHARS)}
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(item.createdAt)}</TableCell>
      <TableCell className="text-muted-foreground">{baseResumeName}</TableCell>
      <TableCell>
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
        </div>
        <DeleteTailoredResumeDialog item={item} open={confirmOpen} onOpenChange={setConfirmOpen} />
      </TableCell>
    </TableRow>
  );
}

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
          <Table>
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
                <ActivityRow
                  key={item.id}
                  item={item}
                  baseResumeName={
                    item.resumeName ||
                    (item.resumeId != null ? resumeNames.get(item.resumeId) : undefined) ||
                    'Unknown Resume'
                  }
                />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
