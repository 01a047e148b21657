import { SettingsIcon } from 'lucide-react';
import { CenteredMessage } from '@/components/centered-message';

export function SettingsPage() {
  return (
    <CenteredMessage icon={SettingsIcon} tone="muted" title="Settings">
      <p>Account settings will be available here soon.</p>
    </CenteredMessage>
  );
}
