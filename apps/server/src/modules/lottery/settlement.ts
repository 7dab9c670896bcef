import type { Hit } from './bet-type.js';
import { findBetType } from './bet-types.js';
import type { DrawResult } from './lottery-families.js';
import type { FixedOddsSnapshot, PricedTicket, PrizeGroupSnapshot, PrizeGroupWager } from './ticket-pricing.js';

/** How a draw ended: a result (in-house derived or official), or void (not held, beacon outage, leaked result). */
export type DrawOutcome = { status: 'RESULTED'; result: DrawResult } | { status: 'VOID' };

export type SettledStatus = 'WON' | 'LOST' | 'PUSH' | 'VOID';

/**
 * What a ticket returns: `prizeMinor` (wins, stake included where the odds include it) plus `refundMinor` (ties
 * and voids). A ticket with any prize is WON, else with a refund PUSH, else LOST.
 */
export type TicketSettlement = {
  status: SettledStatus;
  prizeMinor: bigint;
  refundMinor: bigint;
  returnMinor: bigint;
  hits: Hit[];
};

const thousand = 1000n;
const basisPoints = 10_000n;
const percent = 100n;

function rateOf(table: Record<string, number | string>, level: string): bigint {
  const rate = table[level];
  if (rate === undefined) throw new RangeError(`the odds snapshot has no price for ${level}`);
  return BigInt(rate);
}

/**
 * Fixed odds: each winning bet returns the unit stake x its odds (a northern lô costs 27 units and pays 98.5 units
 * a hit), less the stake fee, times any hot-number cut; each tied bet returns its whole cost x the tie rate. Sums
 * stay exact and are rounded down to the minor unit once per ticket.
 */
function settleFixedOdds(unitStakeMinor: bigint, odds: FixedOddsSnapshot, hits: Hit[]) {
  const betCost = unitStakeMinor * BigInt(odds.costUnits);
  const feeFactor = basisPoints - BigInt(odds.stakeFeeBasisPoints);
  let prizeScaled = 0n;
  let refundScaled = 0n;
  for (const hit of hits) {
    const rate = rateOf(odds.payoutThousandths, hit.level);
    const count = BigInt(hit.count);
    if (odds.tieLevels.includes(hit.level)) {
      refundScaled += count * betCost * rate;
      continue;
    }
    const cut = hit.number === undefined ? undefined : odds.numberPayoutPercent[hit.number];
    prizeScaled += count * unitStakeMinor * rate * feeFactor * BigInt(cut ?? 100);
  }
  return { prizeMinor: prizeScaled / (thousand * basisPoints * percent), refundMinor: refundScaled / thousand };
}

/** Prize group: each winning bet pays the quoted 2-unit prize x multiple / mode, rounded down once per ticket. */
function settlePrizeGroup(wager: PrizeGroupWager, odds: PrizeGroupSnapshot, hits: Hit[]) {
  const scaled = hits.reduce(
    (total, hit) => total + BigInt(hit.count) * rateOf(odds.prizePerBetMinor, hit.level) * BigInt(wager.multiple),
    0n,
  );
  return { prizeMinor: scaled / BigInt(wager.modeDivisor), refundMinor: 0n };
}

/**
 * Settles one ticket on a draw's outcome, from the ticket's own snapshot. Pure and deterministic: settling again
 * gives the same answer, and a void returns the whole amount.
 */
export function settleTicket(ticket: PricedTicket, outcome: DrawOutcome): TicketSettlement {
  if (outcome.status === 'VOID') {
    return {
      status: 'VOID',
      prizeMinor: 0n,
      refundMinor: ticket.amountMinor,
      returnMinor: ticket.amountMinor,
      hits: [],
    };
  }
  const betType = findBetType(ticket.betTypeCode);
  if (!betType) throw new RangeError(`unknown bet type ${ticket.betTypeCode}`);
  const hits = betType.prepare(ticket.selection).evaluate(outcome.result);
  const { wager, odds } = ticket;
  let amounts: { prizeMinor: bigint; refundMinor: bigint };
  if (wager.pricing === 'fixed-odds' && odds.pricing === 'fixed-odds') {
    amounts = settleFixedOdds(wager.unitStakeMinor, odds, hits);
  } else if (wager.pricing === 'prize-group' && odds.pricing === 'prize-group') {
    amounts = settlePrizeGroup(wager, odds, hits);
  } else {
    throw new TypeError(`ticket ${ticket.betTypeCode}: wager and odds snapshot disagree`);
  }
  const status: SettledStatus = amounts.prizeMinor > 0n ? 'WON' : amounts.refundMinor > 0n ? 'PUSH' : 'LOST';
  return { status, ...amounts, returnMinor: amounts.prizeMinor + amounts.refundMinor, hits };
}

/** Settles every ticket of a draw; the same inputs always give the same list. */
export function settleDraw(tickets: readonly PricedTicket[], outcome: DrawOutcome): TicketSettlement[] {
  return tickets.map((ticket) => settleTicket(ticket, outcome));
}

/**
 * A result correction: reverse everything the ticket received at the previous result version, then pay what the
 * new result gives (the MyOubao CancelPrize order). `netMinor` is the member's balance change.
 */
export function planResultCorrection(
  previous: TicketSettlement,
  next: TicketSettlement,
): { reverseMinor: bigint; payMinor: bigint; netMinor: bigint } {
  return {
    reverseMinor: previous.returnMinor,
    payMinor: next.returnMinor,
    netMinor: next.returnMinor - previous.returnMinor,
  };
}

/**
 * A ceiling on prizes (per member per draw, e.g. 700,000,000 VND; or the pk-mode cap): pays up to what is left
 * under the ceiling after `alreadyPaidMinor`, and names the deducted excess.
 */
export function applyPrizeCap(input: { prizeMinor: bigint; alreadyPaidMinor: bigint; capMinor: bigint }): {
  paidMinor: bigint;
  deductedMinor: bigint;
} {
  const room = input.capMinor - input.alreadyPaidMinor;
  const paidMinor = room <= 0n ? 0n : input.prizeMinor < room ? input.prizeMinor : room;
  return { paidMinor, deductedMinor: input.prizeMinor - paidMinor };
}
