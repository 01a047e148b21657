import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

/** Placeholder for screens that later work fills in. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <CenteredMessage
      icon={ConstructionIcon}
      title={title}
      actions={
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      <p>Coming soon. We are putting the finishing touches on this screen.</p>
    </CenteredMessage>
  );
}
