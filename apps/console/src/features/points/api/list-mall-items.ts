import { consoleMallItemListSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A brand's mall items, active or not. */
export async function listMallItems(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/points/${encodeURIComponent(merchant)}/items`, consoleMallItemListSchema, { signal });
}

export function useMallItems(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'points', 'items', merchant],
    queryFn: ({ signal }) => listMallItems(merchant, signal),
    enabled: merchant !== '',
  });
}
