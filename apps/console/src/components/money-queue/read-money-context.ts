import { moneyContextSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A player's wallets, turnover since the last deposit, latest wins and same-bank-account players, in one call. */
export async function readMoneyContext(merchant: string, username: string, signal?: AbortSignal) {
  return apiRequest(
    `/bo/money-context/${encodeURIComponent(merchant)}/${encodeURIComponent(username)}`,
    moneyContextSchema,
    { signal },
  );
}

export function useMoneyContext(merchant: string, username: string) {
  return useQuery({
    queryKey: ['bo', 'money-context', merchant, username],
    queryFn: ({ signal }) => readMoneyContext(merchant, username, signal),
  });
}
