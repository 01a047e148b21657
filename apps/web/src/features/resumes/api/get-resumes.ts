import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** The user's resumes, sorted by id ascending. */
export async function fetchResumes(signal?: AbortSignal): Promise<ResumeSummary[]> {
  const resumes = await apiJson<ResumeSummary[]>('GET', '/api/resumes', undefined, {
    redirectOnAuthError: true,
    errorMessage: 'Failed to fetch resumes',
    signal,
  });
  return [...resumes].sort((a, b) => a.id - b.id);
}

/** The list itself; every other resume query's key starts with `queryRoots.resumes` too. */
export function resumesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.resumes, 'list'],
    queryFn: ({ signal }) => fetchResumes(signal),
  });
}

export function useResumes() {
  return useQuery(resumesQueryOptions());
}
