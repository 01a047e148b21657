import { ADMIN_USERS_PAGE_SIZE } from '@tailor/core/constants';
import type { ListUsersResponse } from '@tailor/core/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export type UsersPage = { page: number; search: string };

/** Every admin users query (all pages, all searches): what a change to a user refreshes. */
export const adminUsersQueryKey = [...queryRoots.admin, 'users'] as const;

export function fetchUsers(options: UsersPage, signal?: AbortSignal): Promise<ListUsersResponse> {
  const query = new URLSearchParams({
    page: String(options.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
    search: options.search,
  });
  return apiJson<ListUsersResponse>('GET', `/api/admin/users?${query}`, undefined, {
    errorMessage: 'Failed to fetch users',
    signal,
  });
}

export function adminUsersQueryOptions(options: UsersPage) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, options.page, options.search],
    queryFn: ({ signal }) => fetchUsers(options, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(options: UsersPage) {
  return useQuery(adminUsersQueryOptions(options));
}
