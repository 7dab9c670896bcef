import { configDiffSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function diffGameSettingVersions(
  merchant: string,
  gameCode: string,
  from: number,
  to: number,
  signal?: AbortSignal,
) {
  return apiRequest(`/bo/lottery/settings/diff/${from}/${to}`, configDiffSchema, {
    query: { merchant, gameCode },
    signal,
  });
}

export function useGameSettingDiff(
  merchant: string,
  gameCode: string,
  from: number | undefined,
  to: number | undefined,
) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'settings', merchant, gameCode, 'diff', from, to],
    queryFn: ({ signal }) => diffGameSettingVersions(merchant, gameCode, from ?? 0, to ?? 0, signal),
    enabled: merchant !== '' && gameCode !== '' && from !== undefined && to !== undefined,
  });
}
