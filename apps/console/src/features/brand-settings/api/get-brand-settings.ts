import { brandSettingsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const brandSettingsKey = (code: string) => ['bo', 'brands', code, 'settings'] as const;

export async function getBrandSettings(code: string, signal?: AbortSignal) {
  return apiRequest(`/bo/brands/${encodeURIComponent(code)}/settings`, brandSettingsSchema, { signal });
}

export function useBrandSettings(code: string) {
  return useQuery({
    queryKey: brandSettingsKey(code),
    queryFn: ({ signal }) => getBrandSettings(code, signal),
    enabled: code !== '',
  });
}
