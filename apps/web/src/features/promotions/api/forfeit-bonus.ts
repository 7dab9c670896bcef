import { bonusGrantSchema } from '@croupier/contracts';
import type { BonusGrant, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** The player gives up a bonus (opt-out): its bonus money is gone, their cash stays. */
export function forfeitBonus(id: string, language: Language): Promise<BonusGrant> {
  return apiRequest(`/wps/member/bonuses/${encodeURIComponent(id)}/forfeit`, {
    schema: bonusGrantSchema,
    language,
    method: 'POST',
  });
}

export function useForfeitBonus() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => forfeitBonus(id, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}
