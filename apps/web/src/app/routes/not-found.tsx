import { FileQuestionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <CenteredMessage
      icon={FileQuestionIcon}
      tone="muted"
      title="404 Page Not Found"
      fullScreen
      actions={
        <Button asChild>
          <Link to="/">Go to Dashboard</Link>
        </Button>
      }
    >
      <p>The page you are looking for does not exist or has moved.</p>
    </CenteredMessage>
  );
}
