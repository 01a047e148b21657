import { SUPPORT_EMAIL } from '@tailor/core/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBigIcon, ClockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { userQueryOptions } from '@/lib/auth';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const credits = params.get('credits');
  const shownCredits = credits && /^\d+$/.test(credits) ? credits : null;
  const pending = params.get('pending') === '1';

  // The balance in the navigation changed on the server: fetch it again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  }, [queryClient]);

  const actions = (
    <Button asChild size="lg">
      <Link to="/">Go to Dashboard</Link>
    </Button>
  );

  if (pending) {
    return (
      <CenteredMessage icon={ClockIcon} title="Payment Processing" actions={actions}>
        <p>Your payment is being processed. Your credits will be added as soon as it clears.</p>
      </CenteredMessage>
    );
  }

  return (
    <CenteredMessage icon={CircleCheckBigIcon} tone="success" title="Payment Successful!" actions={actions}>
      <p>Thank you for your purchase.</p>
      {shownCredits ? (
        <p className="mt-1 font-medium text-foreground">
          {shownCredits} credits have been added to your account
        </p>
      ) : (
        <p className="mt-1">
          Your credits will appear in your account shortly. If they don't, email {SUPPORT_EMAIL} and we will
          sort it out.
        </p>
      )}
    </CenteredMessage>
  );
}
