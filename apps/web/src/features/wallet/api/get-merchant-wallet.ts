import { merchantWalletSchema } from '@croupier/contracts';
import type { Language, MerchantWallet } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function merchantWalletQueryKey(token: string | null) {
  return ['member', 'merchantWallet', token] as const;
}

export function getMerchantWallet(language: Language, signal?: AbortSignal): Promise<MerchantWallet> {
  return apiRequest('/wps/relay/GCS_merchantWallet', { schema: merchantWalletSchema, language, signal });
}

/** The main wallet and every game-vendor wallet. Spec §7 caches it: it is asked again on demand and after a transfer. */
export function useMerchantWallet() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: merchantWalletQueryKey(token),
    queryFn: ({ signal }) => getMerchantWallet(language, signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
}
