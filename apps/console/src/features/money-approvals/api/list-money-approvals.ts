import { moneyApprovalPageSchema } from '@croupier/contracts';
import type { MoneyApprovalQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listMoneyApprovals(query: MoneyApprovalQuery, signal?: AbortSignal) {
  return apiRequest('/bo/approvals', moneyApprovalPageSchema, { query, signal });
}

export function useMoneyApprovals(query: MoneyApprovalQuery) {
  return useQuery({
    queryKey: ['bo', 'approvals', query],
    queryFn: ({ signal }) => listMoneyApprovals(query, signal),
    placeholderData: keepPreviousData,
  });
}
