import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Copies with the Clipboard API, falling back to a hidden textarea where it is unavailable (plain HTTP). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function CopyButton({ text, label, toastTitle }: { text: string; label: string; toastTitle: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      onClick={() =>
        copyText(text).then(
          () => toast({ title: toastTitle }),
          () =>
            toast({
              title: 'Copy failed',
              description: 'Select the text and copy it by hand.',
              variant: 'destructive',
            }),
        )
      }
    >
      <CopyIcon className="size-3.5" aria-hidden="true" />
    </Button>
  );
}
