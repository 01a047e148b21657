import { useConfig } from '@/lib/config';

/**
 * Whether this server sells credits online (its configuration carries Stripe's pricing table), or undefined while
 * the configuration loads. One answer for every screen that mentions paying.
 */
export function usePaymentsEnabled(): boolean | undefined {
  const config = useConfig();
  if (!config.data) return config.isLoading ? undefined : false;
  const stripe = config.data.stripe;
  return Boolean(stripe?.pricingTableId && stripe.publishableKey);
}
