import { depositSchema, pageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

const depositPageSchema = pageSchema(depositSchema);
export type DepositPage = z.infer<typeof depositPageSchema>;

export const depositPageSize = 10;

export function depositsQueryKey(token: string | null) {
  return ['member', 'deposits', token] as const;
}

export function listDeposits(pageNo: number, language: Language, signal?: AbortSignal): Promise<DepositPage> {
  return apiRequest('/wps/deposits', {
    schema: depositPageSchema,
    language,
    query: { pageNo, pageSize: depositPageSize },
    signal,
  });
}

/** Asking again on a timer for as long as `while` holds for the latest answer. */
export type DepositPolling = { everyMs: number; while: (page: DepositPage | undefined) => boolean };

/**
 * The player's deposits, newest first. Polling asks again while a deposit's outcome is awaited (the player just came
 * back from the provider's page).
 */
export function useDeposits(pageNo: number, polling?: DepositPolling) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...depositsQueryKey(token), pageNo],
    queryFn: ({ signal }) => listDeposits(pageNo, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (polling?.while(query.state.data) ? polling.everyMs : false),
  });
}
