import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const closedSchema = z.object({ gameCode: z.string(), numero: z.string(), closeTime: z.string() });

export async function stopDrawSales(draw: { gameCode: string; numero: string }) {
  return apiRequest('/bo/lottery/draws/close', closedSchema, { method: 'POST', body: draw });
}

/** Stops a draw's sales now (audited on the server); the draw's views read again. */
export function useStopDrawSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopDrawSales,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'lottery'] }),
  });
}
