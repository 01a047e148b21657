import type { CreateJobDescriptionRequest, JobDescription } from '@tailor/core/contracts/job-descriptions';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export async function createJobDescription(input: CreateJobDescriptionRequest): Promise<JobDescription> {
  return apiJson<JobDescription>('POST', '/api/job-descriptions', input, { redirectOnAuthError: true });
}

export function useCreateJobDescription() {
  return useMutation({ mutationFn: createJobDescription });
}
