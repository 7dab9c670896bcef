import { memberRebateSchema } from '@croupier/contracts';
import type { Language, MemberRebate } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { rebateQueryKey } from './rebate-query-keys';

/** The unclaimed rebate per category (4 decimals), the rates, the minimum and what a claim now would pay. */
export function getRebate(language: Language, signal?: AbortSignal): Promise<MemberRebate> {
  return apiRequest('/wps/member/rebate', { schema: memberRebateSchema, language, signal });
}

export function useRebate() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...rebateQueryKey(token), 'summary', language],
    queryFn: ({ signal }) => getRebate(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
