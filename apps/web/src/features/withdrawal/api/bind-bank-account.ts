import { bankAccountSchema } from '@croupier/contracts';
import type { BankAccount, BankAccountBody, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { withdrawalSettingsQueryKey } from './get-withdrawal-settings';
import { bankAccountsQueryKey } from './list-bank-accounts';

export function bindBankAccount(body: BankAccountBody, language: Language): Promise<BankAccount> {
  return apiRequest('/wps/member/bank-accounts', { schema: bankAccountSchema, language, method: 'POST', body });
}

/** Binds a bank account; the first one may also record the player's real name, so the settings are asked again. */
export function useBindBankAccount() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => bindBankAccount(body, language),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: withdrawalSettingsQueryKey(token) }),
      ]),
  });
}
