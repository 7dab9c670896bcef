import { z } from 'zod';
import { revenueReportSchema, teamOverviewSchema, teamRangeQueryShape } from './agent-centre.js';
import { myContractsSchema } from './agent-contracts.js';
import {
  agentObligationSchema,
  agentSettlementKinds,
  agentSettlementPeriodTypes,
  agentStatementSchema,
} from './agent-settlement.js';

/**
 * The console's per-agent reports (issue #18): what the agent centre shows the agent itself, for an operator of its
 * brand, over brand-local days chosen by the operator (the last seven days when unset).
 */
export const agentReportParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
});
export const agentReportQuerySchema = z.object(teamRangeQueryShape);
export type AgentReportQuery = z.infer<typeof agentReportQuerySchema>;

/** The agent centre's team overview over chosen days instead of one of its named periods. */
export const agentTeamReportSchema = teamOverviewSchema.omit({ period: true });
export type AgentTeamReport = z.infer<typeof agentTeamReportSchema>;

export const agentRevenueReportSchema = revenueReportSchema;

/** Every kind of contract the agent holds (received) and gave its downlines (issued). */
export const agentContractReportSchema = myContractsSchema;
export type AgentContractReport = z.infer<typeof agentContractReportSchema>;

/** One statement line of the agent, with the run it belongs to. */
export const agentStatementLineSchema = agentStatementSchema.extend({
  runId: z.string(),
  kind: z.enum(agentSettlementKinds),
  product: z.string(),
  currency: z.string(),
  periodType: z.enum(agentSettlementPeriodTypes),
  /** The window's local start, e.g. `2026-11-20` or `2026-11-20T13:30`. */
  periodStart: z.string(),
});
export type AgentStatementLine = z.infer<typeof agentStatementLineSchema>;

export const agentSettlementReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The agent's statement lines of runs whose window starts in the days, newest window first. */
  statements: z.array(agentStatementLineSchema),
  /** Obligations still owed where the agent pays (its debts) or is paid, whenever they arose; newest first. */
  obligations: z.array(agentObligationSchema),
});
export type AgentSettlementReport = z.infer<typeof agentSettlementReportSchema>;
