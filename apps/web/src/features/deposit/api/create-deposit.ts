import { depositSchema } from '@croupier/contracts';
import type { Deposit, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { depositsQueryKey } from './list-deposits';

/** A slip is the transfer receipt's image as a data URL (PromptPay only). */
export type DepositRequest = { channelCode: string; amount: string; slip?: string };

/** Opens a deposit: PromptPay waits for an operator; the sandbox provider answers the page to pay on. */
export function createDeposit(request: DepositRequest, language: Language): Promise<Deposit> {
  return apiRequest('/wps/deposits', { schema: depositSchema, language, method: 'POST', body: request });
}

export function useCreateDeposit() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositRequest) => createDeposit(request, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryKey(token) }),
  });
}
