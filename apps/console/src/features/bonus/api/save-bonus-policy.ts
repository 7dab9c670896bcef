import type { BonusPolicy } from '@croupier/contracts';
import { bonusPolicySchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the brand's profile and contribution table; new grants snapshot it, live ones keep theirs. Audited. */
export async function saveBonusPolicy(input: { merchant: string; policy: BonusPolicy }) {
  return apiRequest(`/bo/bonus-policy/${encodeURIComponent(input.merchant)}`, bonusPolicySchema, {
    method: 'PUT',
    body: input.policy,
  });
}

export function useSaveBonusPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBonusPolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'bonus-policy'] }),
  });
}
