// Calls to the Tailor API with the stored session token as Bearer (the extension holds no cookie).
import type { User } from '@tailor/core/contracts/auth';
import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import type { CreateTailoredResumeRequest } from '@tailor/core/contracts/tailored';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export type Api = ReturnType<typeof createApi>;

export function createApi(appUrl: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, appUrl), {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(
        0,
        undefined,
        `Could not reach Tailor at ${appUrl}. Check the address in the options.`,
      );
    }
    const data = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        data?.code,
        data?.message ?? `${response.status}: ${response.statusText}`,
      );
    }
    return data as T;
  }
  return {
    user: () => call<User>('GET', '/api/auth/user'),
    resumes: () => call<ResumeSummary[]>('GET', '/api/resumes'),
    tailor: (body: CreateTailoredResumeRequest) =>
      call<{ id: number }>('POST', '/api/tailored-resumes', body),
    logout: () => call<{ message: string }>('POST', '/api/auth/logout'),
  };
}
