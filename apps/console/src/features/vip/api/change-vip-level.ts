import type { VipManualChangeBody } from '@croupier/contracts';
import { vipLevelChangeSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Changes a member's level by hand with a reason (recorded and audited). */
export async function changeVipLevel(input: { merchant: string; change: VipManualChangeBody }) {
  return apiRequest(`/bo/vip/${encodeURIComponent(input.merchant)}/changes`, vipLevelChangeSchema, {
    method: 'POST',
    body: input.change,
  });
}

export function useChangeVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVipLevel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'vip-changes'] }),
  });
}
