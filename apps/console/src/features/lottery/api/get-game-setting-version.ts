import { gameSettingVersionSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getGameSettingVersion(merchant: string, gameCode: string, version: number, signal?: AbortSignal) {
  return apiRequest(`/bo/lottery/settings/versions/${version}`, gameSettingVersionSchema, {
    query: { merchant, gameCode },
    signal,
  });
}

export function useGameSettingVersion(merchant: string, gameCode: string, version: number | undefined) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'settings', merchant, gameCode, 'version', version],
    queryFn: ({ signal }) => getGameSettingVersion(merchant, gameCode, version ?? 0, signal),
    enabled: merchant !== '' && gameCode !== '' && version !== undefined,
  });
}
