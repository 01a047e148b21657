import { CoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/utils';

/**
 * Tells a user with no credits left, before they start, that tailoring needs one, with the way to buy more.
 * Renders nothing while they have credits.
 */
export function OutOfCreditsNotice({
  context,
  showAction = true,
  className,
}: {
  context: 'wizard' | 'editor';
  /** False where the screen's own button already leads to /pricing. */
  showAction?: boolean;
  className?: string;
}) {
  const { user } = useUser();
  if (!user || user.credits > 0) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CoinsIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">You're out of credits</p>
          <p className="text-sm">
            {context === 'wizard'
              ? 'Tailoring a resume takes 1 credit. Buy more credits to tailor this resume.'
              : 'Editing and downloading are free; tailoring a resume for another job takes 1 credit.'}
          </p>
        </div>
      </div>
      {showAction && (
        <Button asChild size="sm">
          <Link to="/pricing">Buy credits</Link>
        </Button>
      )}
    </div>
  );
}
