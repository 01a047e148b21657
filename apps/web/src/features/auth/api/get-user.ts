import type { User } from '@tailor/core/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in user; `null` when signed out (a 401 from the user endpoint means no user). */
export function useUser() {
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  return { ...query, user: query.data ?? null };
}
