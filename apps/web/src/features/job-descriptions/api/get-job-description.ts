import type { JobDescription } from '@tailor/core/contracts/job-descriptions';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export function fetchJobDescription(id: number, signal?: AbortSignal): Promise<JobDescription> {
  return apiJson<JobDescription>('GET', `/api/job-descriptions/${id}`, undefined, {
    redirectOnAuthError: true,
    signal,
  });
}

/** A saved job posting; nothing is fetched until a valid id is given. */
export function jobDescriptionQueryOptions(id: number | null) {
  const isValid = id !== null && Number.isInteger(id) && id > 0;
  return queryOptions({
    queryKey: [...queryRoots.jobDescriptions, id],
    queryFn: isValid ? ({ signal }) => fetchJobDescription(id, signal) : skipToken,
  });
}

export function useJobDescription(id: number | null) {
  return useQuery(jobDescriptionQueryOptions(id));
}
