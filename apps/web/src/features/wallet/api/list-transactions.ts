import { pageSchema, transactionEntrySchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import type { TransactionQuery } from '../history-filters';

const transactionPageSchema = pageSchema(transactionEntrySchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export function listTransactions(
  query: TransactionQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return apiRequest('/wps/relay/ODSFE2_MemTransDet', { schema: transactionPageSchema, language, query, signal });
}

/** One page of the player's ledger entries, newest first; the previous page stays on screen while the next loads. */
export function useTransactions(query: TransactionQuery) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: ['member', 'transactions', token, query],
    queryFn: ({ signal }) => listTransactions(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
