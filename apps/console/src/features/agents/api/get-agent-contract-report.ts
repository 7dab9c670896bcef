import { agentContractReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentReportPath } from './report-path';

/** Every contract an agent holds and gave its downlines (they do not depend on the days). */
export async function getAgentContractReport(input: { merchant: string; username: string }, signal?: AbortSignal) {
  return apiRequest(agentReportPath(input, 'contracts'), agentContractReportSchema, { signal });
}

export function useAgentContractReport(input: { merchant: string; username: string }) {
  return useQuery({
    queryKey: ['bo', 'agents', 'reports', 'contracts', input],
    queryFn: ({ signal }) => getAgentContractReport(input, signal),
  });
}
