import { promotionListSchema } from '@croupier/contracts';
import type { Language, PromotionCategory, PromotionList } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** The offers on `/promotions`, each with the caller's state (none for a visitor). */
export function listPromotions(
  language: Language,
  category: PromotionCategory | undefined,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return apiRequest('/wps/promotions', { schema: promotionListSchema, language, query: { category }, signal });
}

export function usePromotions(category: PromotionCategory | undefined) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...promotionsQueryKey(token), 'list', language, category ?? 'all'],
    queryFn: ({ signal }) => listPromotions(language, category, signal),
  });
}
