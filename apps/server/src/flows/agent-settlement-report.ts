import type { AgentReportQuery, AgentSettlementKind, AgentSettlementReport } from '@croupier/contracts';
import type { agentSettlementPeriodTypes } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { teamRangeDays } from '../modules/agent-team/index.js';
import {
  describeObligation,
  describeStatement,
  listObligations,
  listReceiverStatements,
  localStartOf,
} from '../modules/agent-settlement/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { instantsOf } from './shared/brand-days.js';

/** Enough lines for 93 days of hourly runs of one product; a report, not an export. */
const statementLimit = 500;
const obligationLimit = 200;

type PeriodType = (typeof agentSettlementPeriodTypes)[number];

/**
 * An agent's settlement as its statements say it (issue #18): its lines of the runs whose window starts in the days
 * (gross, owed down, net, each contracted child's gross, its payment), and what is still owed where it pays (its
 * debts) or is paid. Only the agent's own lines and obligations: nothing of another member's.
 */
export async function describeAgentSettlement(
  dependencies: { db: Database; clock: Clock },
  input: { merchant: Merchant; agent: { id: string; username: string }; query: AgentReportQuery },
): Promise<AgentSettlementReport> {
  const { db, clock } = dependencies;
  const { merchant } = input;
  const days = teamRangeDays(input.query, clock.now(), merchant.timeZone);
  const rows = await listReceiverStatements(db, {
    receiverId: input.agent.id,
    ...instantsOf(days, merchant),
    limit: statementLimit,
  });
  const obligations = await listObligations(db, {
    merchantIds: [merchant.id],
    owedOnly: true,
    username: input.agent.username,
    offset: 0,
    limit: obligationLimit,
  });
  return {
    ...days,
    statements: rows.map((row) => ({
      ...describeStatement(row),
      runId: row.run_id,
      kind: row.kind as AgentSettlementKind,
      product: row.product,
      currency: row.currency,
      periodType: row.period_type as PeriodType,
      periodStart: localStartOf(row.period_key),
    })),
    obligations: obligations.rows.map(describeObligation),
  };
}
