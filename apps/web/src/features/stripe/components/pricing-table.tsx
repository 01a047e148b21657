import { SUPPORT_EMAIL } from '@tailor/core/constants';
import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { useUser } from '@/lib/auth';
import { useConfig } from '@/lib/config';
import { usePaymentsEnabled } from '../use-payments-enabled';
import { usePricingTableScript } from '../use-pricing-table-script';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'pricing-table-id': string;
        'publishable-key': string;
        'client-reference-id'?: string;
        'customer-email'?: string;
      };
    }
  }
}

function Notice({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
      {busy && <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />}
      {children}
    </div>
  );
}

/**
 * Stripe's hosted pricing table. Its checkout carries the user's id as `client-reference-id`, which is
 * how the purchase finds its way back to this account (webhook or success redirect).
 */
export function PricingTable() {
  const { user, isLoading: userLoading } = useUser();
  const config = useConfig();
  const stripe = config.data?.stripe;
  const configured = usePaymentsEnabled();
  const script = usePricingTableScript(Boolean(user) && configured === true);

  if (userLoading || configured === undefined) return <Notice busy>Loading payment options...</Notice>;
  if (!user) return <Notice>Please log in to purchase credits</Notice>;
  if (!configured) {
    return (
      // Said once on the page: nothing else there mentions paying online (decision 074).
      <Notice>Online payment is not set up on this server yet. Email {SUPPORT_EMAIL} to buy credits.</Notice>
    );
  }
  if (script === 'error') {
    return <Notice>Payment options could not be loaded. Please refresh the page to try again.</Notice>;
  }
  if (script !== 'ready') return <Notice busy>Loading payment options...</Notice>;
  return (
    <stripe-pricing-table
      pricing-table-id={stripe!.pricingTableId!}
      publishable-key={stripe!.publishableKey!}
      client-reference-id={String(user.id)}
      customer-email={user.email}
    />
  );
}
