import { playerLedgerPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function listPlayerLedger(key: PlayerKey, query: QueryValues, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/ledger'), playerLedgerPageSchema, { query, signal });
}

export function usePlayerLedger(key: PlayerKey, query: QueryValues) {
  return useQuery({
    queryKey: [...playerQueryKey(key), 'ledger', query],
    queryFn: ({ signal }) => listPlayerLedger(key, query, signal),
    placeholderData: keepPreviousData,
  });
}
