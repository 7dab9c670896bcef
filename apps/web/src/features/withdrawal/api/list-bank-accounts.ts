import { bankAccountSchema } from '@croupier/contracts';
import type { BankAccount, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

const bankAccountListSchema = z.array(bankAccountSchema);

export function bankAccountsQueryKey(token: string | null) {
  return ['member', 'bankAccounts', token] as const;
}

export function listBankAccounts(language: Language, signal?: AbortSignal): Promise<BankAccount[]> {
  return apiRequest('/wps/member/bank-accounts', { schema: bankAccountListSchema, language, signal });
}

/** The bank accounts the player has bound, numbers masked to their last digits. */
export function useBankAccounts() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: bankAccountsQueryKey(token),
    queryFn: ({ signal }) => listBankAccounts(language, signal),
    enabled: token !== null,
  });
}
