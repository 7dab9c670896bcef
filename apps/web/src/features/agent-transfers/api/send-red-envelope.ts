import { redEnvelopeResultSchema } from '@croupier/contracts';
import type { Language, RedEnvelopeResult } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { redEnvelopeRecipientsQueryKey } from './list-red-envelope-recipients';

/** The same amount to each downline, or an amount per downline. */
export type RedEnvelopeBody =
  | { usernames: string[]; amountEach: string; paymentPassword: string }
  | { recipients: { username: string; amount: string }[]; paymentPassword: string };

/** Sends a red envelope, all or nothing; a retry with the same key answers the first envelope. */
export function sendRedEnvelope(
  body: RedEnvelopeBody,
  idempotencyKey: string,
  language: Language,
): Promise<RedEnvelopeResult> {
  return apiRequest('/wps/relay/agentRedEnvelope', {
    schema: redEnvelopeResultSchema,
    language,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSendRedEnvelope() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RedEnvelopeBody; idempotencyKey: string }) =>
      sendRedEnvelope(body, idempotencyKey, language),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redEnvelopeRecipientsQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: ['member', 'balance', token] }),
        // The agent centre's queries all start with ['agent', token]: its downline balances and transactions changed.
        queryClient.invalidateQueries({ queryKey: ['agent', token] }),
      ]),
  });
}
