import { balanceSchema } from '@croupier/contracts';
import type { Balance, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

/** Keyed by token, so a new sign-in never shows the previous player's money; the live stream writes here too. */
export function balanceQueryKey(token: string | null) {
  return ['member', 'balance', token] as const;
}

export function getBalance(language: Language, signal?: AbortSignal): Promise<Balance> {
  return apiRequest('/wps/v2/wallets/balance', { schema: balanceSchema, language, signal });
}

/** The main wallet's balance (play money for a trial account); idle while nobody is signed in. */
export function useBalance() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: balanceQueryKey(token),
    queryFn: ({ signal }) => getBalance(language, signal),
    enabled: token !== null,
    // The live stream keeps it current; asking again is for the refresh button and a stream that is down.
    staleTime: 60_000,
  });
}
