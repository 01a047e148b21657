import { useEffect, useState } from 'react';

/** Stripe's embeddable pricing table (a custom element). The CSP must allow this origin for scripts and frames. */
export const PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

type ScriptState = 'idle' | 'loading' | 'ready' | 'error';

/** Loads Stripe's pricing-table script once per page when `enabled`. */
export function usePricingTableScript(enabled: boolean): ScriptState {
  const [state, setState] = useState<ScriptState>(() =>
    typeof customElements !== 'undefined' && customElements.get('stripe-pricing-table') ? 'ready' : 'idle',
  );

  useEffect(() => {
    if (!enabled || state === 'ready') return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${PRICING_TABLE_SCRIPT}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = PRICING_TABLE_SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    setState('loading');
    const onLoad = () => setState('ready');
    const onError = () => setState('error');
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    // Already loaded by an earlier visit to the page.
    if (customElements.get('stripe-pricing-table')) setState('ready');
    return () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    };
  }, [enabled, state]);

  return state;
}
