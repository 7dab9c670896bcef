import { agentSettlementRunDetailSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getSettlementRun(runId: string, signal?: AbortSignal) {
  return apiRequest(`/bo/agent-settlement/runs/${encodeURIComponent(runId)}`, agentSettlementRunDetailSchema, {
    signal,
  });
}

export function useSettlementRun(runId: string) {
  return useQuery({
    queryKey: ['bo', 'agent-settlement', 'run', runId],
    queryFn: ({ signal }) => getSettlementRun(runId, signal),
  });
}
