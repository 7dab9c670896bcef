import { withdrawalSchema } from '@croupier/contracts';
import type { Language, Withdrawal, WithdrawalConfirmationBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { withdrawalsQueryKey } from './list-withdrawals';

/** The player's answer to a paid withdrawal (spec §4): received, partly received, or not received with proof. */
export function confirmWithdrawal(
  id: string,
  body: WithdrawalConfirmationBody,
  language: Language,
): Promise<Withdrawal> {
  return apiRequest(`/wps/withdrawals/${encodeURIComponent(id)}/confirmation`, {
    schema: withdrawalSchema,
    language,
    method: 'PUT',
    body,
  });
}

export function useConfirmWithdrawal() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WithdrawalConfirmationBody }) =>
      confirmWithdrawal(id, body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey(token) }),
  });
}
