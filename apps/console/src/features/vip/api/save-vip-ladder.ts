import type { VipLadderBody } from '@croupier/contracts';
import { vipSettingsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the ladder as one set (thresholds must rise); gifts already created keep their amounts. Audited. */
export async function saveVipLadder(input: { merchant: string; ladder: VipLadderBody }) {
  return apiRequest(`/bo/vip/${encodeURIComponent(input.merchant)}/ladder`, vipSettingsSchema, {
    method: 'PUT',
    body: input.ladder,
  });
}

export function useSaveVipLadder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVipLadder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'vip-settings'] }),
  });
}
