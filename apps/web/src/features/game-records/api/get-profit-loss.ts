import { gameRecordPaths, profitLossSchema } from '@croupier/contracts';
import type { Language, ProfitLoss } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import type { DateRange } from '../date-range';

export function getProfitLoss(query: DateRange, language: Language, signal?: AbortSignal): Promise<ProfitLoss> {
  return apiRequest(gameRecordPaths.profitLoss, { schema: profitLossSchema, language, query, signal });
}

/** The player's stake, win and net over the dates, per category and overall. */
export function useProfitLoss(query: DateRange) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: ['member', 'profit-loss', token, query],
    queryFn: ({ signal }) => getProfitLoss(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
