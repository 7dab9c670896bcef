import { agentTreeNodeSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type AgentTreeQuery = { merchant: string; parent?: string; username?: string };

/** One level of a brand's agent tree (top level, or a member's children), or a search by username. */
export async function listAgentTree(query: AgentTreeQuery, signal?: AbortSignal) {
  const { merchant, ...rest } = query;
  return apiRequest(`/bo/agents/${encodeURIComponent(merchant)}/tree`, z.array(agentTreeNodeSchema), {
    query: rest,
    signal,
  });
}

export function useAgentTree(query: AgentTreeQuery, enabled = true) {
  return useQuery({
    queryKey: ['bo', 'agents', 'tree', query],
    queryFn: ({ signal }) => listAgentTree(query, signal),
    enabled: enabled && query.merchant !== '',
  });
}
