import { EXTENSION_LOGIN_CLOSE_MS } from '@tailor/core/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckBigIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { USER_QUERY_KEY } from '@/features/auth/api/get-user';
import { logout } from '@/features/auth/api/logout';
import { createExtensionToken, postToExtension } from '@/features/extension/handoff';

type State = 'sending' | 'done' | 'no-token';

/** Hands the session token to the extension and the opener window, then closes the tab (doc 2 §4). */
export function ExtensionLoginPage() {
  const [state, setState] = useState<State>('sending');
  const started = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // No one is signed in here (the session ended): sign in again, for the extension.
  const signInAgain = async () => {
    await logout().catch(() => undefined);
    queryClient.setQueryData(USER_QUERY_KEY, null);
    navigate('/auth?source=extension', { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void createExtensionToken()
      .catch(() => null)
      .then((token) => {
        if (!token) return setState('no-token');
        postToExtension({ type: 'tailor:token', token });
        setState('done');
        setTimeout(() => window.close(), EXTENSION_LOGIN_CLOSE_MS);
      });
  }, []);

  if (state === 'sending') return <FullPageSpinner />;
  if (state === 'no-token') {
    return (
      <CenteredMessage
        icon={CircleAlertIcon}
        tone="muted"
        title="Sign in to connect the extension"
        fullScreen
        actions={<Button onClick={() => void signInAgain()}>Sign in again</Button>}
      >
        <p>Sign in once more in this tab and the extension will pick up your session.</p>
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage icon={CircleCheckBigIcon} tone="success" title="Login Complete!" fullScreen>
      <p>You are signed in to the Tailor extension. You can close this tab and return to your job search.</p>
    </CenteredMessage>
  );
}
