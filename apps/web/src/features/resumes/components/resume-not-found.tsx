import { FileSearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

export function ResumeNotFound() {
  return (
    <CenteredMessage
      icon={FileSearchIcon}
      tone="muted"
      title="Resume Not Found"
      actions={
        <Button asChild>
          <Link to="/">Go Back to Dashboard</Link>
        </Button>
      }
    >
      <p>The resume you're looking for doesn't exist or has been deleted.</p>
    </CenteredMessage>
  );
}
