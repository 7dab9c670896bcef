import { playerRankGiftClaimSchema } from '@croupier/contracts';
import type { Language, PlayerRankGiftClaim } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { vipQueryKey } from './vip-query-keys';

/** Claims a VIP gift; the key makes a retry of the same tap harmless (the server answers the first claim). */
export function claimRankGift(
  input: { giftId: string; idempotencyKey: string },
  language: Language,
): Promise<PlayerRankGiftClaim> {
  return apiRequest('/wps/relay/MCSFE_claimPlayerRankGift', {
    schema: playerRankGiftClaimSchema,
    language,
    method: 'POST',
    body: { giftId: input.giftId },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useClaimRankGift() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { giftId: string; idempotencyKey: string }) => claimRankGift(input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipQueryKey(token) }),
  });
}
