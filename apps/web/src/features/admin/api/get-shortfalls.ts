import type { ShortfallsResponse } from '@tailor/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiJson, withRaisedMessage } from '@/lib/api';

export function useShortfalls() {
  return useQuery({
    queryKey: ['/api/admin/shortfalls'],
    queryFn: () =>
      withRaisedMessage('Failed to fetch unrecovered credits', () =>
        apiJson<ShortfallsResponse>('GET', '/api/admin/shortfalls'),
      ),
  });
}
