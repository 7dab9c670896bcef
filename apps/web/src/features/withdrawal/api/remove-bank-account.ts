import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { bankAccountsQueryKey } from './list-bank-accounts';

export function removeBankAccount(id: string, language: Language): Promise<unknown> {
  return apiRequest(`/wps/member/bank-accounts/${encodeURIComponent(id)}`, {
    schema: z.unknown(),
    language,
    method: 'DELETE',
  });
}

export function useRemoveBankAccount() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeBankAccount(id, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey(token) }),
  });
}
