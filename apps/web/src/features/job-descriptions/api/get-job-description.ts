import type { JobDescription } from '@tailor/core/contracts/job-descriptions';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export function jobDescriptionQueryKey(id: number) {
  return [`/api/job-descriptions/${id}`] as const;
}

export async function fetchJobDescription(id: number): Promise<JobDescription> {
  return apiJson<JobDescription>('GET', `/api/job-descriptions/${id}`, undefined, {
    redirectOnAuthError: true,
  });
}

/** A saved job posting; disabled until a valid id is given. */
export function useJobDescription(id: number | null) {
  return useQuery({
    queryKey: jobDescriptionQueryKey(id ?? 0),
    queryFn: () => fetchJobDescription(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}
