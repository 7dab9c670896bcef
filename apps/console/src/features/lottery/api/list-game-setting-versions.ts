import { configVersionSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function listGameSettingVersions(merchant: string, gameCode: string, signal?: AbortSignal) {
  return apiRequest('/bo/lottery/settings/versions', z.array(configVersionSchema), {
    query: { merchant, gameCode },
    signal,
  });
}

export function useGameSettingVersions(merchant: string, gameCode: string) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'settings', merchant, gameCode, 'versions'],
    queryFn: ({ signal }) => listGameSettingVersions(merchant, gameCode, signal),
    enabled: merchant !== '' && gameCode !== '',
  });
}
