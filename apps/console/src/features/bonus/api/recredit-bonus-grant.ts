import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Gives a new grant of the amount with a closed grant's terms (the closed one stays as it was); audited. */
export async function recreditBonusGrant(input: { merchant: string; id: string; amount: string; note: string }) {
  return apiRequest(
    `/bo/bonus-grants/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/recredit`,
    z.unknown(),
    { method: 'POST', body: { amount: input.amount, note: input.note } },
  );
}

export function useRecreditBonusGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recreditBonusGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'bonus-grants'] }),
  });
}
