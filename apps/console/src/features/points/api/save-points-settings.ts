import type { PointsSettingsBody } from '@croupier/contracts';
import { pointsSettingsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves the brand's points settings; ratios apply to bets settled from now, the expiry to points earned from now. Audited. */
export async function savePointsSettings(input: { merchant: string; settings: PointsSettingsBody }) {
  return apiRequest(`/bo/points/${encodeURIComponent(input.merchant)}/settings`, pointsSettingsSchema, {
    method: 'PUT',
    body: input.settings,
  });
}

export function useSavePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePointsSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'points', 'settings'] }),
  });
}
