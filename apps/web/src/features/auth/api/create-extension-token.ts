import type { ExtensionTokenResponse } from '@tailor/core/contracts/linkedin';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { HttpError } from '@/lib/errors';

/**
 * A session of the extension's own for the signed-in user: `POST /api/auth/token` → `{token}` (decision 037), so
 * signing the extension out never signs the browser out. Null when no one is signed in.
 */
export async function createExtensionToken(): Promise<string | null> {
  try {
    const { token } = await apiJson<ExtensionTokenResponse>('POST', '/api/auth/token');
    return token || null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function useCreateExtensionToken() {
  return useMutation({ mutationFn: createExtensionToken });
}
