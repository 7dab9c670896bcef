import { agentRevenueReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentReportPath } from './report-path';
import type { AgentReportInput } from './report-path';

/** An agent's own contract income per brand-local day, from the ledger. */
export async function getAgentRevenueReport(input: AgentReportInput, signal?: AbortSignal) {
  return apiRequest(agentReportPath(input, 'revenue'), agentRevenueReportSchema, { signal });
}

export function useAgentRevenueReport(input: AgentReportInput) {
  return useQuery({
    queryKey: ['bo', 'agents', 'reports', 'revenue', input],
    queryFn: ({ signal }) => getAgentRevenueReport(input, signal),
  });
}
