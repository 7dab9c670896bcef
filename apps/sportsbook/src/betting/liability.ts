import { sql } from 'drizzle-orm';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';

/** What one leg puts on its market: the return owed if its outcome wins, and the stake kept if another does. */
export type LegExposure = {
  eventId: string;
  marketKey: string;
  outcomeId: string;
  returnMinor: bigint;
  stakeMinor: bigint;
  /** The market's limit and the share of it at which the market stops taking new money. */
  limitMinor: bigint;
  suspendAtBasisPoints: number;
};

export class LiabilityRefusal extends Error {
  constructor(readonly code: 'LIABILITY_LIMIT' | 'MARKET_SUSPENDED') {
    super(code);
  }
}

/**
 * A parlay leg's share of the ticket (reference §3.7): exact liability is combinatorial, so each leg carries the
 * ticket's return and stake weighted by the chance that every other leg wins.
 */
export function exposuresOf(
  stakeMinor: bigint,
  potentialReturnMinor: bigint,
  legs: { probability: number }[],
): { returnMinor: bigint; stakeMinor: bigint }[] {
  return legs.map((_, index) => {
    const others = legs.reduce((product, leg, other) => (other === index ? product : product * leg.probability), 1);
    // Parts per million keep the weighting in integers; a single's weight is exactly one.
    const weight = BigInt(Math.round(others * 1_000_000));
    return {
      returnMinor: (potentialReturnMinor * weight) / 1_000_000n,
      stakeMinor: (stakeMinor * weight) / 1_000_000n,
    };
  });
}

/**
 * Reserves the legs' exposure, market by market in key order (so two parlays never wait on each other in a circle):
 * the market's row is locked first, then its worst case (largest outcome return less the stakes) is recomputed with
 * the new money and refused above the limit. Every reservation on a market queues on that lock, so racing bets can
 * never together pass the limit. A market whose worst case reached its suspension share is marked and refuses new
 * money from then on, until an operator reopens it; from then it suspends again only when new money takes the worst
 * case above the level the operator accepted (decision 0067), so a bet that lowers it is never the one that shuts
 * the market. The event's worst case (the sum of its markets') is kept beside it and checked too.
 */
export async function reserveExposure(
  transaction: SportsbookTransaction,
  legs: LegExposure[],
  eventLimitMinor: bigint,
): Promise<void> {
  const ordered = [...legs].sort((left, right) =>
    `${left.eventId} ${left.marketKey}`.localeCompare(`${right.eventId} ${right.marketKey}`),
  );
  const eventDeltas = new Map<string, bigint>();
  for (const leg of ordered) {
    // Creates the market's row or locks the existing one (the conflict's no-op update takes the row lock, as a
    // select for update would) and reads it: one round trip.
    const [market] = await queryRows<{
      stake_minor: string;
      worst_case_minor: string;
      risk_suspended: boolean;
      risk_cleared_minor: string | null;
    }>(
      transaction,
      sql`insert into sportsbook.market_exposure (event_id, market_key) values (${leg.eventId}, ${leg.marketKey})
          on conflict (event_id, market_key) do update set updated_at = sportsbook.market_exposure.updated_at
          returning stake_minor::text, worst_case_minor::text, risk_suspended, risk_cleared_minor::text`,
    );
    if (!market) throw new Error('market exposure row vanished');
    if (market.risk_suspended) throw new LiabilityRefusal('MARKET_SUSPENDED');
    // The outcome's new return and the largest of the others' in one statement; the others cannot move while the
    // market row is locked, and the statement's snapshot (taken after the lock) sees every earlier holder's change.
    const [largest] = await queryRows<{ return_minor: string }>(
      transaction,
      sql`with added as (
            insert into sportsbook.outcome_exposure (event_id, market_key, outcome_id, return_minor)
            values (${leg.eventId}, ${leg.marketKey}, ${leg.outcomeId}, ${leg.returnMinor.toString()})
            on conflict (event_id, market_key, outcome_id)
            do update set return_minor = sportsbook.outcome_exposure.return_minor + excluded.return_minor
            returning return_minor)
          select greatest((select return_minor from added), (select coalesce(max(return_minor), 0)
            from sportsbook.outcome_exposure where event_id = ${leg.eventId} and market_key = ${leg.marketKey}
              and outcome_id <> ${leg.outcomeId}))::text as return_minor`,
    );
    const stake = BigInt(market.stake_minor) + leg.stakeMinor;
    const worstCase = BigInt(largest?.return_minor ?? '0') - stake;
    if (worstCase > leg.limitMinor) throw new LiabilityRefusal('LIABILITY_LIMIT');
    const overThreshold = worstCase * 10_000n >= leg.limitMinor * BigInt(leg.suspendAtBasisPoints);
    const cleared = market.risk_cleared_minor === null ? null : BigInt(market.risk_cleared_minor);
    const suspend = overThreshold && (cleared === null || worstCase > cleared);
    // A new suspension forgets the level an operator accepted before: the next reopen sets its own.
    await transaction.execute(sql`update sportsbook.market_exposure set stake_minor = ${stake.toString()},
        worst_case_minor = ${worstCase.toString()}, risk_suspended = ${suspend},
        risk_cleared_minor = case when ${suspend} then null else risk_cleared_minor end, updated_at = now()
        where event_id = ${leg.eventId} and market_key = ${leg.marketKey}`);
    const delta = positive(worstCase) - positive(BigInt(market.worst_case_minor));
    eventDeltas.set(leg.eventId, (eventDeltas.get(leg.eventId) ?? 0n) + delta);
  }
  for (const [eventId, delta] of [...eventDeltas].sort(([left], [right]) => left.localeCompare(right))) {
    const rows = await queryRows<{ worst_case_minor: string }>(
      transaction,
      sql`insert into sportsbook.event_exposure (event_id, worst_case_minor) values (${eventId}, ${delta.toString()})
          on conflict (event_id) do update set worst_case_minor = sportsbook.event_exposure.worst_case_minor + excluded.worst_case_minor,
            updated_at = now()
          returning worst_case_minor::text`,
    );
    if (delta > 0n && BigInt(rows[0]?.worst_case_minor ?? '0') > eventLimitMinor)
      throw new LiabilityRefusal('LIABILITY_LIMIT');
  }
}

/** Gives back exactly what a ticket's legs reserved (a rejection, a cancel, a cash-out); never refused, never twice. */
export async function releaseExposure(transaction: SportsbookTransaction, ticketId: string): Promise<void> {
  const legs = await queryRows<{
    event_id: string;
    market_key: string;
    outcome_id: string;
    return_minor: string;
    stake_minor: string;
  }>(
    transaction,
    sql`with reserved as (
          select ticket_id, leg, event_id, market_key, outcome_id, exposure_return_minor, exposure_stake_minor
          from sportsbook.ticket_legs
          where ticket_id = ${ticketId} and (exposure_return_minor > 0 or exposure_stake_minor > 0) for update)
        update sportsbook.ticket_legs l set exposure_return_minor = 0, exposure_stake_minor = 0 from reserved
        where l.ticket_id = reserved.ticket_id and l.leg = reserved.leg
        returning reserved.event_id, reserved.market_key, reserved.outcome_id,
          reserved.exposure_return_minor::text as return_minor, reserved.exposure_stake_minor::text as stake_minor`,
  );
  legs.sort((left, right) =>
    `${left.event_id} ${left.market_key}`.localeCompare(`${right.event_id} ${right.market_key}`),
  );
  for (const leg of legs) {
    const [market] = await queryRows<{ stake_minor: string; worst_case_minor: string }>(
      transaction,
      sql`select stake_minor::text, worst_case_minor::text from sportsbook.market_exposure
          where event_id = ${leg.event_id} and market_key = ${leg.market_key} for update`,
    );
    if (!market) continue;
    await transaction.execute(sql`update sportsbook.outcome_exposure set return_minor = greatest(return_minor - ${leg.return_minor}::bigint, 0)
        where event_id = ${leg.event_id} and market_key = ${leg.market_key} and outcome_id = ${leg.outcome_id}`);
    const [largest] = await queryRows<{ return_minor: string }>(
      transaction,
      sql`select coalesce(max(return_minor), 0)::text as return_minor from sportsbook.outcome_exposure
          where event_id = ${leg.event_id} and market_key = ${leg.market_key}`,
    );
    const stake = BigInt(market.stake_minor) - BigInt(leg.stake_minor);
    const worstCase = BigInt(largest?.return_minor ?? '0') - (stake > 0n ? stake : 0n);
    await transaction.execute(sql`update sportsbook.market_exposure set stake_minor = greatest(${stake.toString()}::bigint, 0),
        worst_case_minor = ${worstCase.toString()}, updated_at = now()
        where event_id = ${leg.event_id} and market_key = ${leg.market_key}`);
    const delta = positive(worstCase) - positive(BigInt(market.worst_case_minor));
    await transaction.execute(sql`update sportsbook.event_exposure set worst_case_minor = worst_case_minor + ${delta.toString()}::bigint,
        updated_at = now() where event_id = ${leg.event_id}`);
  }
}

const positive = (value: bigint) => (value > 0n ? value : 0n);
