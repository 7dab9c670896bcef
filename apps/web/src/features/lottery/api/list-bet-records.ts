import { betRecordPageSchema, lotteryPaths } from '@croupier/contracts';
import type { BetRecordPage, Language, TicketStatus } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

/** The records call's query as the web sends it (`open` narrows to the tickets still pending). */
export type LotteryRecordQuery = {
  pageNo: number;
  pageSize: number;
  startDate?: string;
  endDate?: string;
  gameCode?: string;
  status?: TicketStatus;
  orderNo?: string;
  open?: boolean;
};

export function listBetRecords(
  query: LotteryRecordQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<BetRecordPage> {
  return apiRequest(lotteryPaths.betRecords, {
    schema: betRecordPageSchema,
    language,
    query,
    signal,
  });
}

/** Every lottery list of the member's own tickets starts with this key, so an order or a cancel refreshes them all. */
export function betRecordsQueryKey(token: string | null) {
  return ['member', 'lottery-records', token] as const;
}

/** How often a list holding pending tickets asks again: a fast draw settles seconds after its draw time. */
const pendingRefetchMs = 5_000;

/**
 * A page of the member's tickets, newest first, with the totals of the whole filter. While a ticket of the page
 * is pending, the page is asked again every few seconds, so a settlement shows without a reload.
 */
export function useBetRecords(query: LotteryRecordQuery) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...betRecordsQueryKey(token), query],
    queryFn: ({ signal }) => listBetRecords(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.content.some((ticket) => ticket.status === 'PENDING') ? pendingRefetchMs : false,
  });
}
