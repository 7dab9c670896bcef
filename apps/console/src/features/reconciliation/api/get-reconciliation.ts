import { reconciliationSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getReconciliation(signal?: AbortSignal) {
  return apiRequest('/bo/reconciliation', reconciliationSchema, { signal });
}

/** The ledger check and the vendor wallets beside their vendors. An audited read that asks the vendors: run on demand. */
export function useReconciliation() {
  return useQuery({
    queryKey: ['bo', 'reconciliation'],
    queryFn: ({ signal }) => getReconciliation(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
