import type { ExportCheck } from '@tailor/core/export/verify';
import type { ResumeData } from '@tailor/core/resume';
import { FileTextIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDocxDownload } from '../api/export-docx';

export type WordDownloadProps = {
  resume: ResumeData;
  filename: string;
  /** The download started: the page clears the last check and says it is checking. */
  onStart?(): void;
  /** What reading the Word file back found; null when the download failed. */
  onChecked?(check: ExportCheck | null): void;
};

/** "Download Word (.docx)" (decision 084), on the tailored editor and the resume page. */
export function WordDownloadButton({ resume, filename, onStart, onChecked }: WordDownloadProps) {
  const docx = useDocxDownload();
  const onClick = () => {
    onStart?.();
    docx.mutate(
      { resume, filename },
      { onSuccess: (check) => onChecked?.(check), onError: () => onChecked?.(null) },
    );
  };
  return (
    <Button variant="outline" disabled={docx.isPending} onClick={onClick}>
      {docx.isPending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <FileTextIcon aria-hidden="true" />
      )}
      Download Word (.docx)
    </Button>
  );
}
