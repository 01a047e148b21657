import type { CreateJobDescriptionRequest, JobDescription } from '@tailor/core/contracts/job-descriptions';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export function createJobDescription(input: CreateJobDescriptionRequest): Promise<JobDescription> {
  return apiJson<JobDescription>('POST', '/api/job-descriptions', input, { redirectOnAuthError: true });
}

/** Keeping the posting is a convenience: a failure is not shown (the tailor call carries the text itself). */
export function useCreateJobDescription() {
  return useMutation({ mutationFn: createJobDescription });
}
