import { LogOutIcon, ShieldIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

export function AdminPage() {
  return (
    <div className="min-h-screen">
      <header className="flex h-16 items-center justify-between border-b bg-card px-6">
        <span className="flex items-center gap-2 text-lg font-bold">
          <ShieldIcon className="size-5 text-primary" aria-hidden="true" />
          Tailor Admin
        </span>
        <Button asChild variant="outline" size="sm">
          <Link to="/logout">
            <LogOutIcon aria-hidden="true" />
            Log Out
          </Link>
        </Button>
      </header>
      <CenteredMessage icon={ShieldIcon} title="Admin Dashboard">
        <p>Coming soon. User management will be available here.</p>
      </CenteredMessage>
    </div>
  );
}
