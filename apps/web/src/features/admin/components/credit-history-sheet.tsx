import type { AdminUser } from '@tailor/core/contracts/admin';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCreditHistory } from '../api/get-credit-history';

const REASONS: Record<string, string> = {
  signup: 'Sign-up credits',
  tailoring: 'Tailoring',
  'tailoring-refund': 'Tailoring refund',
  admin: 'Set by an admin',
  purchase: 'Purchase',
  'purchase-reversal': 'Refund or dispute',
};

/** A user's credit ledger, newest first, with the balance after each change. */
export function CreditHistorySheet({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const history = useCreditHistory(user?.id ?? null);
  return (
    <Sheet open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-[26rem] border-r-0 border-l">
        <div>
          <SheetTitle>Credit history</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{user?.email}</SheetDescription>
        </div>
        <div className="-mx-5 flex-1 overflow-y-auto px-5">
          {history.isLoading && <Skeleton className="h-40 w-full" />}
          {history.isError && <p className="text-sm text-destructive">{history.error.message}</p>}
          {history.data && history.data.entries.length === 0 && (
            <p className="text-sm text-muted-foreground">No credit changes yet.</p>
          )}
          <ol className="grid gap-2">
            {history.data?.entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between rounded-lg border p-3 text-sm">
                <div>
                  <p className="font-medium">{REASONS[entry.reason] ?? entry.reason}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</p>
                </div>
                <div className="text-right">
                  <p
                    className={cn(
                      'font-semibold tabular-nums',
                      entry.delta < 0 ? 'text-destructive' : 'text-emerald-600',
                    )}
                  >
                    {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                  </p>
                  <p className="text-xs text-muted-foreground">Balance {entry.balanceAfter}</p>
                </div>
              </li>
            ))}
          </ol>
          {history.data && history.data.total > history.data.entries.length && (
            <p className="mt-3 text-xs text-muted-foreground">
              Showing the latest {history.data.entries.length} of {history.data.total} changes.
            </p>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
