import { withdrawalPageSchema } from '@croupier/contracts';
import type { Language, WithdrawalPage } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export const withdrawalPageSize = 10;

export function withdrawalsQueryKey(token: string | null) {
  return ['member', 'withdrawals', token] as const;
}

export function listWithdrawals(pageNo: number, language: Language, signal?: AbortSignal): Promise<WithdrawalPage> {
  return apiRequest('/wps/withdrawals', {
    schema: withdrawalPageSchema,
    language,
    query: { pageNo, pageSize: withdrawalPageSize },
    signal,
  });
}

/** The player's withdrawals, newest first, with the operator's decision and the player's confirmation. */
export function useWithdrawals(pageNo: number) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...withdrawalsQueryKey(token), pageNo],
    queryFn: ({ signal }) => listWithdrawals(pageNo, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
