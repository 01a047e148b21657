import { ADMIN_USERS_PAGE_SIZE } from '@tailor/core/constants';
import type { ListUsersResponse } from '@tailor/core/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson, withRaisedMessage } from '@/lib/api';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

export function getUsers(options: { page: number; search: string }): Promise<ListUsersResponse> {
  const query = new URLSearchParams({
    page: String(options.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
    search: options.search,
  });
  return withRaisedMessage('Failed to fetch users', () =>
    apiJson<ListUsersResponse>('GET', `/api/admin/users?${query}`),
  );
}

export function useAdminUsers(options: { page: number; search: string }) {
  return useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, options.page, options.search],
    queryFn: () => getUsers(options),
    placeholderData: keepPreviousData,
  });
}
