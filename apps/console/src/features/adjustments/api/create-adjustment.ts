import { adjustmentResultSchema } from '@croupier/contracts';
import type { adjustmentBodySchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type AdjustmentRequest = { body: z.input<typeof adjustmentBodySchema>; idempotencyKey: string };

/** Credits or debits a player's main wallet; above the brand's threshold it waits for a second operator. */
export async function createAdjustment({ body, idempotencyKey }: AdjustmentRequest) {
  return apiRequest('/bo/wallets/adjustments', adjustmentResultSchema, { method: 'POST', body, idempotencyKey });
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}
