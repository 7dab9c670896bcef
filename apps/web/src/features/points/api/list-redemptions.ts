import { redemptionPageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

/** The member's redemptions, newest first, with their states (in process, approved, rejected). */
export function listRedemptions(page: { pageNo: number; pageSize: number }, language: Language, signal?: AbortSignal) {
  return apiRequest(`/wps/relay/MCS2_getRedeemPointList?pageNo=${page.pageNo}&pageSize=${page.pageSize}`, {
    schema: redemptionPageSchema,
    language,
    signal,
  });
}

export function useRedemptions(page: { pageNo: number; pageSize: number }) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...pointsQueryKey(token), 'redemptions', page.pageNo, page.pageSize, language],
    queryFn: ({ signal }) => listRedemptions(page, language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
