import { CircleCheckBigIcon } from 'lucide-react';
import { CenteredMessage } from '@/components/centered-message';

export function ExtensionLoginPage() {
  return (
    <CenteredMessage icon={CircleCheckBigIcon} tone="success" title="Login Complete!" fullScreen>
      <p>You are signed in to the Tailor extension. You can close this tab and return to your job search.</p>
    </CenteredMessage>
  );
}
