import { promotionDetailSchema } from '@croupier/contracts';
import type { Language, PromotionDetail } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** One offer with its terms page, its terms and the hash a join sends back. */
export function getPromotion(language: Language, id: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}`, { schema: promotionDetailSchema, language, signal });
}

export function usePromotion(id: string) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...promotionsQueryKey(token), 'detail', language, id],
    queryFn: ({ signal }) => getPromotion(language, id, signal),
  });
}
