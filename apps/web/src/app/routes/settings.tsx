import { InfoIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmailCard, PasswordCard } from '@/features/account/components/account-security';
import { YourDataCard } from '@/features/account/components/your-data';

/** What a redirect to Settings came to tell (apps/server linkedin-routes.ts). */
const NOTICES: Record<string, string> = {
  'linkedin-claimed':
    'LinkedIn confirmed that this email is yours. The password someone had set on this account was removed and every other session was signed out. To sign in with a password too, use "Forgot password?" on the sign-in page.',
};

export function SettingsPage() {
  const [params] = useSearchParams();
  const notice = NOTICES[params.get('notice') ?? ''];
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title="Settings" description="Your sign-in and your data." />
      {notice && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p>{notice}</p>
        </div>
      )}
      <EmailCard />
      <PasswordCard />
      <YourDataCard />
    </div>
  );
}
