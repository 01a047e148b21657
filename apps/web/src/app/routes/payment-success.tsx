import { CircleCheckBigIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const credits = params.get('credits');
  return (
    <CenteredMessage
      icon={CircleCheckBigIcon}
      tone="success"
      title="Payment Successful!"
      actions={
        <Button asChild size="lg">
          <Link to="/">Go to Dashboard</Link>
        </Button>
      }
    >
      <p>Thank you for your purchase.</p>
      {credits && (
        <p className="mt-1 font-medium text-foreground">{credits} credits have been added to your account</p>
      )}
    </CenteredMessage>
  );
}
