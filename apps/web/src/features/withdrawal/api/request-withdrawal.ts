import { withdrawalSchema } from '@croupier/contracts';
import type { Language, Withdrawal, WithdrawalRequestBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { withdrawalSettingsQueryKey } from './get-withdrawal-settings';
import { withdrawalsQueryKey } from './list-withdrawals';

/** Asks for a payout: the amount is held at once and waits for an operator. A retry with the same key is harmless. */
export function requestWithdrawal(
  body: WithdrawalRequestBody,
  idempotencyKey: string,
  language: Language,
): Promise<Withdrawal> {
  return apiRequest('/wps/withdrawals', {
    schema: withdrawalSchema,
    language,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRequestWithdrawal() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawalRequestBody; idempotencyKey: string }) =>
      requestWithdrawal(body, idempotencyKey, language),
    // Today's count and a password lock change with every try, whatever its outcome.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: withdrawalSettingsQueryKey(token) }),
      ]),
  });
}
