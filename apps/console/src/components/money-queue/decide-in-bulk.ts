import { bulkDecisionResultSchema } from '@croupier/contracts';
import type { BulkDecisionBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueueKind } from './queue-kind';

/** Decides several rows of a queue; the answer has each row's own outcome (one failure never fails the others). */
export async function decideInBulk(input: { kind: QueueKind; body: BulkDecisionBody }) {
  return apiRequest(`/bo/${input.kind}/bulk`, bulkDecisionResultSchema, { method: 'POST', body: input.body });
}

export function useDecideInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideInBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}
