import type { MissionBody } from '@croupier/contracts';
import { consoleMissionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Creates a draft mission, or changes a draft's rules (`id`). Audited. */
export async function saveMission(input: { merchant: string; id: string | null; body: MissionBody }) {
  const base = `/bo/missions/${encodeURIComponent(input.merchant)}`;
  return apiRequest(input.id ? `${base}/${encodeURIComponent(input.id)}` : base, consoleMissionSchema, {
    method: input.id ? 'PUT' : 'POST',
    body: input.body,
  });
}

export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'missions'] }),
  });
}
