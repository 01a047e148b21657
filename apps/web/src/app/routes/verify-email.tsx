import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '@/features/account/api/verify-email';
import { PublicCardPage } from '@/features/account/components/public-card-page';
import { useUser } from '@/lib/auth';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { user } = useUser();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <PublicCardPage title="Verify your email">
      {verify.isPending || verify.isIdle ? (
        <div className="flex items-center gap-3 text-sm">
          <Spinner /> Checking your link…
        </div>
      ) : verify.isSuccess ? (
        <p role="status" className="text-sm">
          {verify.data.message}
        </p>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {verify.error?.message}
        </p>
      )}
      <Button asChild>
        <Link to={user ? '/settings' : '/auth'}>{user ? 'Go to Settings' : 'Go to sign in'}</Link>
      </Button>
    </PublicCardPage>
  );
}
