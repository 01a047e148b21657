import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { filenameFromDisposition, saveBlob } from '@/lib/download';
import { withToasts } from '@/lib/query-client';

/** Saves the zip of everything the account holds ("Download my data"). */
export async function downloadMyData(): Promise<void> {
  const options = { fallbackMessage: 'Failed to download your data' };
  const response = await apiRequest('GET', '/api/account/export', undefined, options);
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? 'tailor-data.zip';
  saveBlob(await response.blob(), name);
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    meta: withToasts({
      success: () => ({ title: 'Download started' }),
      error: () => ({ title: 'Download failed' }),
    }),
  });
}
