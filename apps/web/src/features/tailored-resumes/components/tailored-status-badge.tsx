import type { TailoredStatus } from '@tailor/core/contracts/tailored';
import { Loader2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A badge for a tailored resume that is not simply done; nothing for a completed one. */
export function TailoredStatusBadge({ status }: { status: TailoredStatus | undefined }) {
  if (status === 'processing') {
    return (
      <Badge variant="secondary">
        <Loader2Icon className="animate-spin" aria-hidden="true" />
        Processing
      </Badge>
    );
  }
  if (status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return null;
}
