import type { saveGameSettingBodySchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The body as sent: amounts stay the decimal text the operator typed. */
export async function saveGameSetting(body: z.input<typeof saveGameSettingBodySchema>) {
  return apiRequest('/bo/lottery/settings', z.object({ gameCode: z.string(), version: z.number() }), {
    method: 'PUT',
    body,
  });
}

/** Saves a brand's settings of a game as their next version (audited on the server). */
export function useSaveGameSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGameSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'lottery', 'settings'] }),
  });
}
