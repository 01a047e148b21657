import type { User } from '@tailor/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api';
import { HttpError } from './errors';
import { queryRoots } from './query-keys';

/**
 * The signed-in user: app-wide (guards, navigation, credit pill, pricing, the out-of-credits notice), so it lives
 * here rather than in a feature (Bulletproof React's `lib/auth`). Sign-in and sign-up forms stay in features/auth.
 */
export async function fetchUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiJson<User>('GET', '/api/auth/user', undefined, { signal });
  } catch (error) {
    // A 401 from the user endpoint means no one is signed in.
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: queryRoots.user,
    queryFn: ({ signal }) => fetchUser(signal),
  });
}

/** The signed-in user; `null` when signed out. */
export function useUser() {
  const query = useQuery(userQueryOptions());
  return { ...query, user: query.data ?? null };
}
