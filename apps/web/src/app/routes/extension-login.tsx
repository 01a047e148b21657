import { EXTENSION_LOGIN_CLOSE_MS } from '@tailor/core/constants';
import { CircleAlertIcon, CircleCheckBigIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCreateExtensionToken } from '@/features/auth/api/create-extension-token';
import { useSignInAgainForExtension } from '@/features/auth/api/logout';
import { postToExtension } from '@/lib/extension-handoff';

type State = 'sending' | 'done' | 'no-token';

/** Hands the session token to the extension and the opener window, then closes the tab (doc 2 §4). */
export function ExtensionLoginPage() {
  const [state, setState] = useState<State>('sending');
  const started = useRef(false);
  const { mutate: createTokenOnce } = useCreateExtensionToken();
  // No one is signed in here (the session ended): sign in again, for the extension.
  const signInAgain = useSignInAgainForExtension();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createTokenOnce(undefined, {
      onSettled: (token) => {
        if (!token) return setState('no-token');
        postToExtension({ type: 'tailor:token', token });
        setState('done');
        setTimeout(() => window.close(), EXTENSION_LOGIN_CLOSE_MS);
      },
    });
  }, [createTokenOnce]);

  if (state === 'sending') return <FullPageSpinner />;
  if (state === 'no-token') {
    return (
      <CenteredMessage
        icon={CircleAlertIcon}
        tone="muted"
        title="Sign in to connect the extension"
        fullScreen
        actions={<Button onClick={() => signInAgain.mutate()}>Sign in again</Button>}
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
