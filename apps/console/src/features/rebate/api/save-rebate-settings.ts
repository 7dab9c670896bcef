import type { RebateSettingsBody } from '@croupier/contracts';
import { rebateSettingsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the brand's rebate settings; a changed rate applies to bets settled from now on. Audited. */
export async function saveRebateSettings(input: { merchant: string; settings: RebateSettingsBody }) {
  return apiRequest(`/bo/rebate/${encodeURIComponent(input.merchant)}`, rebateSettingsSchema, {
    method: 'PUT',
    body: input.settings,
  });
}

export function useSaveRebateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRebateSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'rebate-settings'] }),
  });
}
