import { memberBonusesSchema } from '@croupier/contracts';
import type { Language, MemberBonuses } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { memberBonusesQueryKey } from './promotion-query-keys';

/** The member's bonus grants, live ones first, with the totals (bonus balance, remaining turnover). */
export function getMemberBonuses(language: Language, signal?: AbortSignal): Promise<MemberBonuses> {
  return apiRequest('/wps/member/bonuses', { schema: memberBonusesSchema, language, signal });
}

export function useMemberBonuses() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...memberBonusesQueryKey(token), language],
    queryFn: ({ signal }) => getMemberBonuses(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
