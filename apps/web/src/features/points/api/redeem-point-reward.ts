import { redemptionSchema } from '@croupier/contracts';
import type { Language, Redemption } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

export type RedeemInput = { itemId: string; quantity: number; paymentPassword: string; idempotencyKey: string };

/** Redeems an item with points; the key (one per opened dialog) makes a retried tap redeem once. */
export function redeemPointReward(input: RedeemInput, language: Language): Promise<Redemption> {
  return apiRequest('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    schema: redemptionSchema,
    language,
    method: 'POST',
    body: { itemId: input.itemId, quantity: input.quantity, paymentPassword: input.paymentPassword },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useRedeemPointReward() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeemInput) => redeemPointReward(input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsQueryKey(token) }),
  });
}
