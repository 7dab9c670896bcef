import { sql } from 'drizzle-orm';
import type { ErrorCode, GateRefusal, LimitKind } from '@croupier/contracts';
import { brandMomentText, formatMinor } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';

/** What a money move adds to the gate's count: a stake (bet, lottery order, money into a vendor) or a deposit. */
export type GateMeasure = 'stake' | 'deposit';

export type GateQuestion = {
  memberId: string;
  measure: GateMeasure;
  amountMinor: bigint;
  /** The login session the move came from: its start counts for a session limit (stakes only). */
  loginSessionId: string | null;
};

type RefusalRow = {
  code: string;
  limit_kind: LimitKind | null;
  limit_value: string | number | bigint | null;
  resets_at: Date | string | null;
  ends_at: Date | string | null;
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A refusal's value as the contract writes it (`gateRefusalSchema`): which limit, and when it resets or ends. */
export function describeRefusal(row: Omit<RefusalRow, 'code'>, timeZone: string): GateRefusal {
  const resetsAt = dateOf(row.resets_at);
  const endsAt = dateOf(row.ends_at);
  const limitValue = row.limit_value === null ? null : BigInt(String(row.limit_value));
  return {
    limitKind: row.limit_kind,
    limitText:
      limitValue === null ? null : row.limit_kind === 'session' ? limitValue.toString() : formatMinor(limitValue),
    resetsAt: resetsAt?.toISOString() ?? null,
    resetsAtText: resetsAt ? brandMomentText(resetsAt, timeZone) : null,
    endsAt: endsAt?.toISOString() ?? null,
    endsAtText: endsAt ? brandMomentText(endsAt, timeZone) : null,
  };
}

/**
 * The responsible-gaming gate (decision 0044): one SQL function, `money_gate`, that the seamless wallet's functions
 * call for bets and every other money path calls here, inside the transaction that moves the money. Call it after
 * locking the member's wallet row (if the move touches it): the gate then locks the member's limits, so two moves of
 * one member never both pass under a limit, and every path takes the two locks in the same order.
 */
export async function passMoneyGate(db: Pick<Database, 'execute'>, question: GateQuestion, timeZone: string) {
  const [refusal] = await queryRows<RefusalRow>(
    db,
    sql`select code, limit_kind, limit_value, resets_at, ends_at from money_gate(${question.memberId}::uuid,
      ${question.measure}, ${question.amountMinor.toString()}::bigint,
      (select s.created_at from member_session s where s.id = ${question.loginSessionId}::uuid))`,
  );
  if (refusal) throw new DomainError(refusal.code as ErrorCode, describeRefusal(refusal, timeZone));
}
