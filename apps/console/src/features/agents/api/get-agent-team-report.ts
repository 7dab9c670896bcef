import { agentTeamReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentReportPath } from './report-path';
import type { AgentReportInput } from './report-path';

/** An agent's team overview over brand-local days, as its agent centre counts it. */
export async function getAgentTeamReport(input: AgentReportInput, signal?: AbortSignal) {
  return apiRequest(agentReportPath(input, 'team'), agentTeamReportSchema, { signal });
}

export function useAgentTeamReport(input: AgentReportInput) {
  return useQuery({
    queryKey: ['bo', 'agents', 'reports', 'team', input],
    queryFn: ({ signal }) => getAgentTeamReport(input, signal),
  });
}
