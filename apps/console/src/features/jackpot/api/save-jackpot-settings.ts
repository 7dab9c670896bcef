import type { JackpotSettingsBody } from '@croupier/contracts';
import { jackpotSettingsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the brand's pool; enabling an unseeded pool funds its seed from the house. Audited. */
export async function saveJackpotSettings(input: { merchant: string; settings: JackpotSettingsBody }) {
  return apiRequest(`/bo/jackpot/${encodeURIComponent(input.merchant)}`, jackpotSettingsSchema, {
    method: 'PUT',
    body: input.settings,
  });
}

export function useSaveJackpotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJackpotSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'jackpot'] }),
  });
}
