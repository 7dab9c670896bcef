import { rebateClaimPageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { rebateQueryKey } from './rebate-query-keys';

/** The member's rebate claims, newest first. */
export function listRebateClaims(page: { pageNo: number; pageSize: number }, language: Language, signal?: AbortSignal) {
  return apiRequest(`/wps/member/rebate/claims?pageNo=${page.pageNo}&pageSize=${page.pageSize}`, {
    schema: rebateClaimPageSchema,
    language,
    signal,
  });
}

export function useRebateClaims(page: { pageNo: number; pageSize: number }) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...rebateQueryKey(token), 'claims', page.pageNo, page.pageSize, language],
    queryFn: ({ signal }) => listRebateClaims(page, language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
