import { consoleDrawDetailSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const drawQueryKey = (gameCode: string, numero: string) => ['bo', 'lottery', 'draw', gameCode, numero];

export async function getLotteryDraw(gameCode: string, numero: string, signal?: AbortSignal) {
  const path = `/bo/lottery/draws/${encodeURIComponent(gameCode)}/${encodeURIComponent(numero)}`;
  return apiRequest(path, consoleDrawDetailSchema, { signal });
}

/** A draw's detail; refreshed every few seconds while the settler may still be paying it. */
export function useLotteryDraw(gameCode: string, numero: string) {
  return useQuery({
    queryKey: drawQueryKey(gameCode, numero),
    queryFn: ({ signal }) => getLotteryDraw(gameCode, numero, signal),
    refetchInterval: (query) => (query.state.data?.status === 'RESULTED' ? 2_000 : false),
  });
}
