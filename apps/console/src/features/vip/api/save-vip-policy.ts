import type { VipPolicy } from '@croupier/contracts';
import { vipSettingsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the relegation switch, the protection days and the gift deadline. Audited. */
export async function saveVipPolicy(input: { merchant: string; policy: VipPolicy }) {
  return apiRequest(`/bo/vip/${encodeURIComponent(input.merchant)}/policy`, vipSettingsSchema, {
    method: 'PUT',
    body: input.policy,
  });
}

export function useSaveVipPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVipPolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'vip-settings'] }),
  });
}
