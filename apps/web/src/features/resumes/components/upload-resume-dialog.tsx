import {
  ACCEPTED_FILES_LABEL,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  UPLOAD_REFUSALS,
} from '@tailor/core/constants';
import { FileTextIcon, Loader2Icon, UploadCloudIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { WrappingText } from '@/components/wrapping-text';
import { formatKilobytes } from '@/lib/format';
import { cn } from '@/lib/utils';
import { readingMessage, useReadingProgress } from '../api/get-reading-progress';
import { useUploadResume } from '../api/upload-resume';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A PDF or a Word (.docx) file by its type or name; the server reads the bytes and decides (decision 067). */
function isAccepted(file: File): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return type.includes('pdf') || name.endsWith('.pdf') || type === DOCX_MIME || name.endsWith('.docx');
}

/** Returns the validation message for a chosen file, or null when it is acceptable (doc 1 §5, issue 21). */
function validateFile(file: File): string | null {
  const lower = file.name.toLowerCase();
  if (lower.endsWith('.doc') || file.type === 'application/msword') return UPLOAD_REFUSALS.doc;
  if (lower.endsWith('.docm')) return UPLOAD_REFUSALS.docm;
  if (!isAccepted(file)) return UPLOAD_REFUSALS.other;
  if (file.size > MAX_UPLOAD_BYTES) return `File size exceeds ${MAX_UPLOAD_LABEL} limit`;
  return null;
}

function nameFromFile(file: File): string {
  return file.name.replace(/\.(pdf|docx)$/i, '');
}

export function UploadResumeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Upload Resume</DialogTitle>
          <DialogDescription>
            Add a PDF or Word resume to tailor for your next applications.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the form and the chosen file reset on close. */}
        <UploadResumeForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadResumeForm({ onDone }: { onDone: () => void }) {
  const upload = useUploadResume();
  const progress = useReadingProgress(upload.isPending);
  const readingNow = upload.isPending ? readingMessage(progress.data) : null;
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [isPrimary, setIsPrimary] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), file: useId(), primary: useId(), nameError: useId(), fileError: useId() };

  function chooseFile(next: File | undefined) {
    if (!next) return;
    const problem = validateFile(next);
    if (problem) {
      setFileError(problem);
      setFile(null);
      return;
    }
    setFileError(null);
    setFile(next);
    if (!name.trim()) {
      setName(nameFromFile(next));
      setNameError(null);
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    chooseFile(event.target.files?.[0]);
    // Allow choosing the same file again after clearing it.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (upload.isPending) return;
    chooseFile(event.dataTransfer.files[0]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      toast({
        title: 'No file selected',
        description: `Please select a ${ACCEPTED_FILES_LABEL} file to upload`,
        variant: 'destructive',
      });
      return;
    }
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Resume name is required');
      return;
    }
    upload.mutate({ file, name: trimmed, isPrimary }, { onSuccess: onDone });
  }

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Resume Name</Label>
        <Input
          id={ids.name}
          placeholder="Technical Resume"
          value={name}
          disabled={upload.isPending}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim()) setNameError(null);
          }}
        />
        {nameError && (
          <p id={ids.nameError} role="alert" className="text-sm font-medium text-destructive">
            {nameError}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <span className="text-sm font-medium">Resume File</span>
        <label
          htmlFor={ids.file}
          onDragOver={(e) => {
            e.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            isDragging && 'border-primary bg-primary-soft/60',
            fileError && 'border-destructive/60',
          )}
        >
          <UploadCloudIcon className="size-9 text-primary" aria-hidden="true" />
          <span className="text-sm font-medium">Drag and drop your resume here, or click to browse</span>
          <span className="text-xs text-muted-foreground">
            {ACCEPTED_FILES_LABEL}, up to {MAX_UPLOAD_LABEL.replace('MB', ' MB')}
          </span>
          <input
            ref={inputRef}
            id={ids.file}
            type="file"
            accept={`application/pdf,.pdf,${DOCX_MIME},.docx`}
            aria-label="Resume file (PDF or Word)"
            aria-describedby={fileError ? ids.fileError : undefined}
            className="sr-only"
            disabled={upload.isPending}
            onChange={onInputChange}
          />
        </label>
        {fileError && (
          <p id={ids.fileError} role="alert" className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        )}
        {file && (
          <div className="flex items-center gap-3 rounded-lg border bg-muted/50 px-3 py-2">
            <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium wrap-anywhere" data-testid="selected-file-name">
                <WrappingText text={file.name} />
              </p>
              <p className="text-xs text-muted-foreground">{formatKilobytes(file.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Remove selected file"
              disabled={upload.isPending}
              onClick={() => setFile(null)}
            >
              <XIcon />
            </Button>
          </div>
        )}
      </div>

      <div className="flex items-center gap-2">
        <Checkbox
          id={ids.primary}
          checked={isPrimary}
          disabled={upload.isPending}
          onCheckedChange={(checked) => setIsPrimary(checked === true)}
        />
        <Label htmlFor={ids.primary} className="font-normal">
          Set as primary resume
        </Label>
      </div>

      {readingNow && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          {readingNow}
        </p>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? (
            <>
              <Loader2Icon className="animate-spin" aria-hidden="true" />
              Uploading...
            </>
          ) : (
            <>
              <UploadCloudIcon aria-hidden="true" />
              Upload Your Resume
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
