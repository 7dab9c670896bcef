import { transferUplineResultSchema } from '@croupier/contracts';
import type { Language, TransferUplineResult } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { transferUplineQueryKey } from './get-transfer-upline';

export type TransferUplineBody = { amount: string; paymentPassword: string };

/** Sends money to the direct upline; a retry with the same key answers the first transfer. */
export function transferToUpline(
  body: TransferUplineBody,
  idempotencyKey: string,
  language: Language,
): Promise<TransferUplineResult> {
  return apiRequest('/wps/relay/transferUpline', {
    schema: transferUplineResultSchema,
    language,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useTransferToUpline() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TransferUplineBody; idempotencyKey: string }) =>
      transferToUpline(body, idempotencyKey, language),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transferUplineQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: ['member', 'balance', token] }),
      ]),
  });
}
