import type {
  AgentObligation,
  AgentObligationStatus,
  AgentSettlementKind,
  AgentSettlementRun,
  AgentStatement,
} from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { ObligationRow, RunRow, StatementRow } from './agent-settlement.repository.js';

const json = <Value>(value: Value | string | null): Value | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as Value) : value;
const instant = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
/** A period key's local start (`daily:2026-11-20` → `2026-11-20`). */
export const localStartOf = (periodKey: string) => periodKey.slice(periodKey.indexOf(':') + 1);

export function describeRun(row: RunRow): AgentSettlementRun {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    kind: row.kind as AgentSettlementKind,
    product: row.product,
    currency: row.currency,
    periodType: row.period_type as AgentSettlementRun['periodType'],
    periodStart: localStartOf(row.period_key),
    periodEnd: instant(row.period_end) ?? '',
    status: row.status as AgentSettlementRun['status'],
    lineCount: Number(row.line_count),
    platformCost: formatMinor(BigInt(row.platform_cost_minor)),
    paid: formatMinor(BigInt(row.paid_minor)),
    owed: formatMinor(BigInt(row.owed_minor)),
    finishedAt: instant(row.finished_at),
  };
}

const amountFact = (facts: Record<string, unknown>, key: string) =>
  typeof facts[key] === 'string' ? formatMinor(BigInt(facts[key])) : null;

export function describeStatement(row: StatementRow): AgentStatement {
  const facts = json<Record<string, unknown>>(row.facts) ?? {};
  const names = json<Record<string, string>>(row.contribution_names) ?? {};
  const contributions = json<{ receiverMemberId: string; grossMinor: string }[]>(row.contributions) ?? [];
  return {
    lineId: row.line_id,
    receiver: row.receiver,
    issuer: row.issuer,
    depth: Number(row.depth),
    reached: row.status === 'reached',
    tier: row.tier_index === null ? null : Number(row.tier_index) + 1,
    validBet: amountFact(facts, 'validBetMinor') ?? '0.00',
    netLoss: amountFact(facts, 'netLossMinor'),
    activeMembers: typeof facts.activeMembers === 'number' ? facts.activeMembers : null,
    base: formatMinor(BigInt(row.base_minor)),
    carryIn: formatMinor(BigInt(row.carry_in_minor)),
    carryOut: formatMinor(BigInt(row.carry_out_minor)),
    gross: formatMinor(BigInt(row.gross_minor)),
    downlineGross: formatMinor(BigInt(row.downline_gross_minor)),
    net: formatMinor(BigInt(row.net_minor)),
    contributions: contributions.map((child) => ({
      receiver: names[child.receiverMemberId] ?? '',
      gross: formatMinor(BigInt(child.grossMinor)),
    })),
    adjusts: row.adjusts_period_key === null ? null : localStartOf(row.adjusts_period_key),
    payment:
      row.amount_minor === null
        ? null
        : {
            amount: formatMinor(BigInt(row.amount_minor)),
            paid: formatMinor(BigInt(row.paid_minor ?? '0')),
            status: row.obligation_status as AgentObligationStatus,
            attempts: Number(row.attempts ?? 0),
            nextAttemptAt: instant(row.next_attempt_at),
          },
  };
}

export function describeObligation(row: ObligationRow): AgentObligation {
  const amount = BigInt(row.amount_minor);
  const paid = BigInt(row.paid_minor);
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    runId: row.run_id,
    kind: row.kind as AgentSettlementKind,
    periodStart: localStartOf(row.period_key),
    payer: row.payer,
    payee: row.payee,
    currency: row.currency,
    amount: formatMinor(amount),
    paid: formatMinor(paid),
    outstanding: formatMinor(amount - paid),
    status: row.status as AgentObligationStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: instant(row.next_attempt_at),
    createdAt: instant(row.created_at) ?? '',
  };
}
