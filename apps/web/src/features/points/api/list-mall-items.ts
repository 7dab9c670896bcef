import { mallItemPageSchema } from '@croupier/contracts';
import type { Language, MallItemType } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

/** The mall's active items, by type when one is chosen. */
export function listMallItems(
  query: { type: MallItemType | null; pageNo: number; pageSize: number },
  language: Language,
  signal?: AbortSignal,
) {
  const type = query.type ? `&type=${query.type}` : '';
  return apiRequest(`/wps/relay/MCS2_getPointReward?pageNo=${query.pageNo}&pageSize=${query.pageSize}${type}`, {
    schema: mallItemPageSchema,
    language,
    signal,
  });
}

export function useMallItems(query: { type: MallItemType | null; pageNo: number; pageSize: number }) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...pointsQueryKey(token), 'items', query.type, query.pageNo, query.pageSize, language],
    queryFn: ({ signal }) => listMallItems(query, language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
