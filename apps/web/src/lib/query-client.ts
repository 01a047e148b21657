import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Data never goes stale on its own, is not refetched on focus, not polled, and nothing is retried (doc 1 §4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
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
