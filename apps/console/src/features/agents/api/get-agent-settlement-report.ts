import { agentSettlementReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentReportPath } from './report-path';
import type { AgentReportInput } from './report-path';

/** An agent's settlement statement lines over brand-local days, and what it still owes or is owed. */
export async function getAgentSettlementReport(input: AgentReportInput, signal?: AbortSignal) {
  return apiRequest(agentReportPath(input, 'settlement'), agentSettlementReportSchema, { signal });
}

export function useAgentSettlementReport(input: AgentReportInput) {
  return useQuery({
    queryKey: ['bo', 'agents', 'reports', 'settlement', input],
    queryFn: ({ signal }) => getAgentSettlementReport(input, signal),
  });
}
