import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ForfeitInput = { merchant: string; id: string; reason: 'operator' | 'terms_breach'; note: string };

/** Forfeits a live grant's bonus money (never the player's own cash); audited with the note. */
export async function forfeitBonusGrant(input: ForfeitInput) {
  return apiRequest(
    `/bo/bonus-grants/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/forfeit`,
    z.unknown(),
    { method: 'POST', body: { reason: input.reason, note: input.note } },
  );
}

export function useForfeitBonusGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonusGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'bonus-grants'] }),
  });
}
