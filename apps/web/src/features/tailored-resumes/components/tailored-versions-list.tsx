import type { TailoredResumeSummary } from '@tailor/core/contracts/tailored';
import { DownloadIcon, EyeIcon, Loader2Icon, PencilIcon, RefreshCwIcon, WrenchIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WrappingText } from '@/components/wrapping-text';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDownloadTailoredResume } from '../api/download-tailored-resume';
import { useFixTailoredPdf, useRegenerateTailoredPdf } from '../api/regenerate-tailored-pdf';
import { TailoredStatusBadge } from './tailored-status-badge';

export type TailoredVersion = Pick<
  TailoredResumeSummary,
  'id' | 'companyName' | 'positionName' | 'createdAt'
> &
  Partial<Pick<TailoredResumeSummary, 'status'>>;

function VersionRow({
  version,
  isPreviewed,
  onPreview,
}: {
  version: TailoredVersion;
  isPreviewed: boolean;
  onPreview: () => void;
}) {
  const download = useDownloadTailoredResume();
  const regenerate = useRegenerateTailoredPdf();
  const navigate = useNavigate();
  const fixPdf = useFixTailoredPdf((id) => navigate(`/download-pdf/${id}`));
  const label = `${version.companyName} – ${version.positionName}`;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 wrap-anywhere">
            <WrappingText text={version.positionName} />
          </span>
          {isPreviewed && <Badge variant="soft">Previewing</Badge>}
          <TailoredStatusBadge status={version.status} />
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere" title={formatDateTime(version.createdAt)}>
          <WrappingText text={version.companyName} /> · {formatDate(version.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Download ${label}`}
          disabled={download.isPending}
          onClick={() => download.mutate(version.id)}
        >
          {download.isPending ? <Loader2Icon className="animate-spin" /> : <DownloadIcon />}
          Download
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Regenerate ${label}`}
          disabled={regenerate.isPending}
          onClick={() => regenerate.mutate(version.id)}
        >
          <RefreshCwIcon className={regenerate.isPending ? 'animate-spin' : undefined} />
          Regenerate
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/tailored-editor/${version.id}`} aria-label={`Edit ${label}`}>
            <PencilIcon />
            Edit
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Fix PDF of ${label}`}
          disabled={fixPdf.isPending}
          onClick={() => fixPdf.mutate(version.id)}
        >
          {fixPdf.isPending ? <Loader2Icon className="animate-spin" /> : <WrenchIcon />}
          Fix PDF
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Preview ${label}`} onClick={onPreview}>
          <EyeIcon />
          Preview
        </Button>
      </div>
    </li>
  );
}

export function TailoredVersionsList({
  versions,
  isLoading,
  previewedId,
  onPreview,
}: {
  versions: TailoredVersion[];
  isLoading: boolean;
  previewedId: number | null;
  onPreview: (id: number) => void;
}) {
  return (
    <section
      aria-labelledby="tailored-versions-heading"
      className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="tailored-versions-heading" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        Tailored Versions
        <Badge variant="secondary">{versions.length}</Badge>
      </h2>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading tailored versions...</p>
      ) : versions.length === 0 ? (
        <p className="rounded-lg border border-dashed py-8 text-center text-sm text-muted-foreground">
          No tailored versions yet. Tailor this resume to a job to create one.
        </p>
      ) : (
        <ul className="grid gap-2">
          {versions.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              isPreviewed={previewedId === version.id}
              onPreview={() => onPreview(version.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
