import type { AgentReportQuery } from '@croupier/contracts';
import { withQuery } from '@/lib/api-client';

/** The agent a console report is about, and the brand-local days it covers (the server's last seven when unset). */
export type AgentReportInput = { merchant: string; username: string } & AgentReportQuery;

/** `/bo/agents/:merchant/:username/reports/:part` with the days as its query. */
export function agentReportPath(input: AgentReportInput, part: 'team' | 'revenue' | 'contracts' | 'settlement') {
  return withQuery(
    `/bo/agents/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.username)}/reports/${part}`,
    { startDate: input.startDate, endDate: input.endDate },
  );
}
