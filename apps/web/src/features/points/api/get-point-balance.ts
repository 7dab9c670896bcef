import { pointBalanceSchema } from '@croupier/contracts';
import type { Language, PointBalance } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

/** The member's points, the points held by redemptions in process and what expires within 30 days. */
export function getPointBalance(language: Language, signal?: AbortSignal): Promise<PointBalance> {
  return apiRequest('/wps/relay/MCS2_getPointBalance', { schema: pointBalanceSchema, language, signal });
}

export function usePointBalance() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...pointsQueryKey(token), 'balance', language],
    queryFn: ({ signal }) => getPointBalance(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
