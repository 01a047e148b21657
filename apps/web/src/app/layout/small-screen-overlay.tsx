import { SMALL_SCREEN_PX } from '@tailor/core/constants';
import { MonitorIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWindowWidth } from '@/hooks/use-window-width';

/** "Continue anyway" holds for the browser tab's session, not only until the next page load. */
const DISMISSED_KEY = 'tailor.small-screen-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the overlay just comes back on reload
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage blocked: dismissed for this page only
  }
}

/** Below 500 px the editor and extension flows are cramped; recommend a larger screen (doc 1 §2). */
export function SmallScreenOverlay() {
  const width = useWindowWidth();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (width >= SMALL_SCREEN_PX || dismissed) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="small-screen-title"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background p-8 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MonitorIcon className="size-7" aria-hidden="true" />
      </div>
      <h2 id="small-screen-title" className="text-xl font-semibold">
        Best on a larger screen
      </h2>
      <p className="max-w-xs text-sm text-muted-foreground">
        For the best experience with the resume editor and the browser extension, please use a tablet, laptop
        or desktop computer.
      </p>
      <Button
        variant="outline"
        onClick={() => {
          rememberDismissed();
          setDismissed(true);
        }}
      >
        Continue anyway
      </Button>
    </div>
  );
}
