import { consoleMissionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Publishes a draft or closes a published mission. Audited. */
export async function changeMissionStatus(input: { merchant: string; id: string; action: 'publish' | 'close' }) {
  return apiRequest(
    `/bo/missions/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/${input.action}`,
    consoleMissionSchema,
    { method: 'POST' },
  );
}

export function useChangeMissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMissionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'missions'] }),
  });
}
