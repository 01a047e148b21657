import type { ExportCheck } from '@tailor/core/export/verify';
import {
  DownloadIcon,
  FileTextIcon,
  Loader2Icon,
  PencilIcon,
  ScanTextIcon,
  SparklesIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CopyTextButton } from '@/components/exports/copy-text-button';
import { ExportCheckNote } from '@/components/exports/export-check-note';
import { PdfPreview } from '@/components/pdf-preview';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { WrappingText } from '@/components/wrapping-text';
import { WordDownloadButton } from '@/features/exports/components/word-download-button';
import { useDownloadResume } from '@/features/resumes/api/download-resume';
import { useResume } from '@/features/resumes/api/get-resume';
import { useResumeFile } from '@/features/resumes/api/get-resume-file';
import { useResumeTailoredVersions } from '@/features/resumes/api/get-resume-tailored';
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found';
import { useTailoredPdf } from '@/features/tailored-resumes/api/get-tailored-pdf';
import { TailoredVersionsList } from '@/features/tailored-resumes/components/tailored-versions-list';
import { useObjectUrl } from '@/hooks/use-object-url';
import { formatDate } from '@/lib/format';

export function ResumeDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const isValidId = Number.isInteger(id) && id > 0;
  const resume = useResume(id);
  const file = useResumeFile(id, { enabled: resume.isSuccess });
  const versions = useResumeTailoredVersions(id);
  const download = useDownloadResume();
  const [wordCheck, setWordCheck] = useState<ExportCheck | null>(null);
  const [checkingWord, setCheckingWord] = useState(false);
  const [previewedId, setPreviewedId] = useState<number | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const tailoredPdf = useTailoredPdf(previewedId);

  const viewingTailored = previewedId !== null && !showOriginal;
  const originalUrl = useObjectUrl(file.data?.blob);
  const tailoredUrl = useObjectUrl(viewingTailored ? tailoredPdf.data : null);

  if (!isValidId) return <ResumeNotFound />;
  if (resume.isLoading) {
    return (
      <div className="grid gap-4">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-[600px] w-full max-w-[794px]" />
      </div>
    );
  }
  // A 404 (or any failure to load) reads as "not found"; 401/403 already redirected.
  if (!resume.data) return <ResumeNotFound />;
  const data = resume.data;

  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
            <span className="min-w-0 wrap-anywhere">
              <WrappingText text={data.name} />
            </span>
            {data.isPrimary && <Badge variant="soft">Primary</Badge>}
          </h1>
          <p className="mt-1 text-muted-foreground">Uploaded on {formatDate(data.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <Button asChild variant="outline">
            <Link to={`/editor/${data.id}`}>
              <PencilIcon aria-hidden="true" />
              Edit Resume
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/tailoring/${data.id}`}>
              <SparklesIcon aria-hidden="true" />
              Tailor Resume
            </Link>
          </Button>
          <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(data)}>
            {download.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Download Original
          </Button>
          <WordDownloadButton
            resume={data.data}
            filename={data.name || 'resume'}
            onStart={() => {
              setWordCheck(null);
              setCheckingWord(true);
            }}
            onChecked={(check) => {
              setWordCheck(check);
              setCheckingWord(false);
            }}
          />
          <CopyTextButton resume={data.data} />
        </div>
      </div>
      <ExportCheckNote check={wordCheck} isChecking={checkingWord} />

      {data.readBy === 'ocr' && (
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <ScanTextIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            We read this resume from a scanned PDF, so some words may be wrong. Please check it with Edit
            Resume before you tailor it.
            {data.lowConfidencePages.length > 0 &&
              ` Hard to read: ${data.lowConfidencePages.length === 1 ? 'page' : 'pages'} ${data.lowConfidencePages.join(', ')}.`}
          </p>
        </div>
      )}

      <div className="grid gap-8 xl:grid-cols-[minmax(0,794px)_minmax(280px,1fr)] [&>*]:min-w-0">
        <section aria-label="PDF preview" className="grid min-w-0 content-start gap-3">
          {previewedId !== null && (
            <div className="flex items-center gap-2">
              <Switch id="show-original" checked={showOriginal} onCheckedChange={setShowOriginal} />
              <Label htmlFor="show-original">Show Original</Label>
            </div>
          )}
          {data.readBy === 'docx' && !viewingTailored ? (
            // A browser shows PDFs, not Word files: the original is one click away.
            <div className="flex min-h-60 flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-muted/40 p-6 text-center text-sm text-muted-foreground">
              <FileTextIcon className="size-8 text-primary" aria-hidden="true" />
              <p>This resume is a Word file, which cannot be shown here. Use Download Original to open it.</p>
            </div>
          ) : (
            <PdfPreview
              src={viewingTailored ? tailoredUrl : originalUrl}
              title={data.name}
              isLoading={viewingTailored ? tailoredPdf.isLoading : file.isLoading}
            />
          )}
        </section>

        <div className="grid content-start gap-6">
          <TailoredVersionsList
            versions={versions.data ?? []}
            isLoading={versions.isLoading}
            previewedId={previewedId}
            onPreview={(versionId) => {
              setPreviewedId(versionId);
              setShowOriginal(false);
            }}
          />

          <section
            aria-labelledby="resume-content-heading"
            className="rounded-xl border bg-card p-5 shadow-sm"
          >
            <h2 id="resume-content-heading" className="mb-3 text-lg font-semibold">
              Resume Content
            </h2>
            <pre className="max-h-96 overflow-auto rounded-lg bg-muted p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-foreground/80">
              {data.content || 'No text could be extracted from this PDF.'}
            </pre>
          </section>

          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="outline"
                className="w-fit border-destructive/40 text-destructive hover:bg-destructive/5"
              >
                <Trash2Icon aria-hidden="true" />
                Delete Resume
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete Resume</AlertDialogTitle>
                <AlertDialogDescription>
                  Are you sure you want to delete "{data.name}"? This action cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                {/* Doc 1 §2: on this page the confirm button has no action attached. */}
                <AlertDialogAction variant="destructive">Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    </div>
  );
}
