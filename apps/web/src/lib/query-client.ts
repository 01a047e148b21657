import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ToastInput, toast } from '@/components/ui/use-toast';
import { wasRedirected } from './errors';

/**
 * What a mutation tells the user, declared in its hook's `meta` and shown by the one handler below (doc 1 §8/§9).
 * Methods, so a hook's typed toasts fit the untyped meta slot.
 */
export interface MutationToasts<TData = unknown, TVariables = unknown> {
  /** Shown as the mutation starts, before its work runs. */
  pending?(variables: TVariables): ToastInput;
  success?(data: TData, variables: TVariables): ToastInput;
  /** Shown as destructive; the description defaults to the error's message (the call's spec text). */
  error?(error: Error, variables: TVariables): ToastInput;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { toasts?: MutationToasts };
    /** `errorToast`: a failed fetch of this query is told by a destructive toast (doc 2 §8 "Preview failed"). */
    queryMeta: { errorToast?: ToastInput };
  }
}

/** A hook's toasts, typed by its data and variables. */
export function withToasts<TData, TVariables>(
  toasts: MutationToasts<TData, TVariables>,
): {
  toasts: MutationToasts;
} {
  return { toasts };
}

/** The one place that raises a query's or a mutation's toasts; an auth failure has already said so with its own. */
const queryCache = new QueryCache({
  onError: (error, query) => {
    const shown = query.meta?.errorToast;
    if (shown && !wasRedirected(error)) toast({ variant: 'destructive', ...shown });
  },
});

const mutationCache = new MutationCache({
  onMutate: (variables, mutation) => {
    const pending = mutation.meta?.toasts?.pending?.(variables);
    if (pending) toast(pending);
  },
  onSuccess: (data, variables, _context, mutation) => {
    const success = mutation.meta?.toasts?.success?.(data, variables);
    if (success) toast(success);
  },
  onError: (error, variables, _context, mutation) => {
    if (wasRedirected(error)) return;
    const shown = mutation.meta?.toasts?.error?.(error, variables);
    if (shown) toast({ description: error.message, variant: 'destructive', ...shown });
  },
});

/** Data never goes stale on its own, is not refetched on focus, not polled, and nothing is retried (doc 1 §4). */
export const queryClient = new QueryClient({
  queryCache,
  mutationCache,
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
