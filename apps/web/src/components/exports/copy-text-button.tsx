import { resumePlainText } from '@tailor/core/export/plain-text';
import type { ResumeData } from '@tailor/core/resume';
import { ClipboardCopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** "Copy as text": the resume as clean text in the same order, for application forms with only a text box. */
export function CopyTextButton({ resume }: { resume: ResumeData }) {
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(resumePlainText(resume));
      toast({ title: 'Copied as text', description: 'Paste it into the application form.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={onCopy}>
      <ClipboardCopyIcon aria-hidden="true" />
      Copy as text
    </Button>
  );
}
