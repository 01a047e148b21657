import { AlertTriangleIcon, CheckCircle2Icon, DownloadIcon, Loader2Icon, SmartphoneIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { ExportCheckNote } from '@/components/exports/export-check-note';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useTailoredPdfDownload } from '@/features/tailored-resumes/api/download-tailored-pdf';

/** A positive whole number, written as digits only ("12", not "1e1" or "12abc"). */
function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ReturnToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Return to Dashboard</Link>
    </Button>
  );
}

/** /download-pdf/{id}: draws the saved tailored resume as a PDF in the browser and downloads it at once. */
export function DownloadPdfPage() {
  const { id: idParam } = useParams();
  const id = parseId(idParam);
  const download = useTailoredPdfDownload({
    failure: {
      title: 'Download Failed',
      description: 'There was an error downloading your PDF. Please try again.',
    },
  });
  const { mutate } = download;

  // Once per id, also under StrictMode's double effects.
  const startedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (startedFor.current === idParam) return;
    startedFor.current = idParam;
    if (id === null) {
      toast({
        title: 'Invalid Resume ID',
        description: 'The resume ID is invalid. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    mutate({ id });
  }, [id, idParam, mutate]);

  if (id === null) {
    return (
      <CenteredMessage
        icon={AlertTriangleIcon}
        tone="muted"
        title="Invalid Resume ID"
        actions={<ReturnToDashboard />}
      >
        <p>The resume ID is invalid. Please try again.</p>
      </CenteredMessage>
    );
  }

  if (download.isError) {
    return (
      <CenteredMessage
        icon={AlertTriangleIcon}
        tone="muted"
        title="Download Failed"
        actions={
          <>
            <Button onClick={() => download.mutate({ id })}>
              <DownloadIcon aria-hidden="true" />
              Try Again
            </Button>
            <ReturnToDashboard />
          </>
        }
      >
        <p>There was an error downloading your PDF. Please try again.</p>
        {download.error.message && <p className="mt-2 text-xs">{download.error.message}</p>}
      </CenteredMessage>
    );
  }

  return (
    <CenteredMessage
      icon={download.isSuccess ? CheckCircle2Icon : DownloadIcon}
      tone={download.isSuccess ? 'success' : 'primary'}
      title="Downloading Your PDF"
      actions={<ReturnToDashboard />}
    >
      <p role="status" className="inline-flex items-center gap-2">
        {download.isSuccess ? (
          <>Your PDF has been downloaded.</>
        ) : (
          <>
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Preparing your PDF...
          </>
        )}
      </p>
      {download.data?.check && (
        <div className="mt-3 flex justify-center">
          <ExportCheckNote check={download.data.check} />
        </div>
      )}
      <p className="mt-4 inline-flex items-center gap-2 text-sm">
        <SmartphoneIcon className="size-4 shrink-0" aria-hidden="true" />
        On a mobile device? Check your downloads folder for the file.
      </p>
    </CenteredMessage>
  );
}
