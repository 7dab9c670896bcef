import type { PreparedSelection } from './bet-type.js';
import { SelectionError } from './bet-type.js';
import { findBetType } from './bet-types.js';
import type { LotteryGame } from './lottery-families.js';
import type { OddsTable } from './odds-tables.js';
import { quotePrizeGroup } from './odds-tables.js';

/** ELOTT, SEA and VN: a stake per unit; a bet costs `costUnits` units (27 for a northern lô, else 1). */
export type FixedOddsWager = { pricing: 'fixed-odds'; unitStakeMinor: bigint };

/** The original's 元 / 角 / 分 / 厘 modes: the 2-unit bet divided by 1, 10, 100 or 1000. */
export type UnitModeDivisor = 1 | 10 | 100 | 1000;

/**
 * LOTT official plays: amount = bets x unit price (the 2-unit bet) x multiple / mode. `series` is the prize group
 * the member bets at; `memberSeries` is their own (the highest they may use); the gap is paid as a self-rebate.
 */
export type PrizeGroupWager = {
  pricing: 'prize-group';
  unitPriceMinor: bigint;
  multiple: number;
  modeDivisor: UnitModeDivisor;
  series: number;
  memberSeries: number;
};

export type Wager = FixedOddsWager | PrizeGroupWager;

/**
 * The prices a ticket was sold at, kept on the ticket (jsonb, no bigint) so that settling later pays exactly these
 * whatever the tables say by then. `numberPayoutPercent` holds the hot-number cuts in force for its numbers.
 */
export type FixedOddsSnapshot = {
  pricing: 'fixed-odds';
  tableCode: string;
  tableVersion: number;
  costUnits: number;
  stakeFeeBasisPoints: number;
  payoutThousandths: Record<string, number>;
  tieLevels: string[];
  numberPayoutPercent: Record<string, number>;
};

/** The 2-unit prize per level at the ticket's series, in minor units as decimal strings. */
export type PrizeGroupSnapshot = {
  pricing: 'prize-group';
  tableCode: string;
  tableVersion: number;
  series: number;
  prizePerBetMinor: Record<string, string>;
};

export type OddsSnapshot = FixedOddsSnapshot | PrizeGroupSnapshot;

export type PricedTicket = {
  gameCode: string;
  betTypeCode: string;
  /** The canonical selection text. */
  selection: string;
  betCount: number;
  amountMinor: bigint;
  /** LOTT only: the stake share returned for betting below one's own series (0 otherwise). */
  selfRebateMinor: bigint;
  wager: Wager;
  odds: OddsSnapshot;
};

/**
 * Operator limits on numbers for one draw (Thai เลขอั้น, Vietnamese hot numbers): closed numbers refuse bets;
 * a cut pays that percentage of the normal prize on tickets sold while it is in force.
 */
export type NumberLimits = { closed?: readonly string[]; payoutPercent?: Readonly<Record<string, number>> };

export type PricingFailureReason =
  | 'UNKNOWN_BET_TYPE'
  | 'BET_TYPE_NOT_OFFERED'
  | 'ODDS_TABLE_MISMATCH'
  | 'SELECTION_INVALID'
  | 'TOO_MANY_BETS'
  | 'NUMBER_CLOSED'
  | 'STAKE_INVALID'
  | 'SERIES_NOT_ALLOWED'
  | 'AMOUNT_NOT_WHOLE';

export type PricingResult =
  { ok: true; ticket: PricedTicket } | { ok: false; reason: PricingFailureReason; detail: string };

export type PriceTicketInput = {
  game: LotteryGame;
  betTypeCode: string;
  selection: string;
  wager: Wager;
  oddsTable: OddsTable;
  numberLimits?: NumberLimits;
  /** The brand's ceiling on bets per ticket (the original: 5000 per submission). */
  maxBetCount?: number;
};

const defaultMaxBetCount = 5000;
const maxMultiple = 100_000;

const failure = (reason: PricingFailureReason, detail: string): PricingResult => ({ ok: false, reason, detail });

/**
 * Validates a bet and prices it: the canonical selection, its bet count, the amount to debit and the odds snapshot
 * to keep. Pure: the caller checks the draw is on sale and debits the amount in the same transaction.
 */
export function priceTicket(input: PriceTicketInput): PricingResult {
  const { game, oddsTable, wager } = input;
  const betType = findBetType(input.betTypeCode);
  if (!betType) return failure('UNKNOWN_BET_TYPE', input.betTypeCode);
  if (!betType.families.includes(game.family))
    return failure('BET_TYPE_NOT_OFFERED', `${betType.code} in ${game.code}`);
  if (oddsTable.family !== game.family || oddsTable.pricing !== betType.pricing || wager.pricing !== betType.pricing) {
    return failure('ODDS_TABLE_MISMATCH', `${oddsTable.code} for ${betType.code}`);
  }
  const offered =
    oddsTable.pricing === 'fixed-odds'
      ? oddsTable.betTypes[betType.code] !== undefined
      : oddsTable.betTypes.includes(betType.code);
  if (!offered) return failure('BET_TYPE_NOT_OFFERED', `${betType.code} in ${oddsTable.code}`);

  let prepared: PreparedSelection;
  try {
    prepared = betType.prepare(input.selection);
  } catch (error) {
    if (error instanceof SelectionError) return failure('SELECTION_INVALID', error.reason);
    throw error;
  }
  const maxBetCount = input.maxBetCount ?? defaultMaxBetCount;
  if (prepared.betCount > maxBetCount) return failure('TOO_MANY_BETS', `${prepared.betCount} > ${maxBetCount}`);
  const closed = prepared.numbers.find((number) => input.numberLimits?.closed?.includes(number));
  if (closed !== undefined) return failure('NUMBER_CLOSED', closed);

  const common = { gameCode: game.code, betTypeCode: betType.code, selection: prepared.normalized };
  const betCount = BigInt(prepared.betCount);

  if (oddsTable.pricing === 'fixed-odds' && wager.pricing === 'fixed-odds') {
    const entry = oddsTable.betTypes[betType.code];
    if (!entry || wager.unitStakeMinor < 1n) return failure('STAKE_INVALID', 'the stake must be positive');
    const payoutPercent = input.numberLimits?.payoutPercent ?? {};
    const numberPayoutPercent = Object.fromEntries(
      prepared.numbers.flatMap((number) => {
        const percent = payoutPercent[number];
        return percent === undefined ? [] : [[number, Math.max(0, Math.min(100, Math.floor(percent)))]];
      }),
    );
    return {
      ok: true,
      ticket: {
        ...common,
        betCount: prepared.betCount,
        amountMinor: wager.unitStakeMinor * betCount * BigInt(entry.costUnits),
        selfRebateMinor: 0n,
        wager,
        odds: {
          pricing: 'fixed-odds',
          tableCode: oddsTable.code,
          tableVersion: oddsTable.version,
          costUnits: entry.costUnits,
          stakeFeeBasisPoints: oddsTable.stakeFeeBasisPoints,
          payoutThousandths: { ...entry.payoutThousandths },
          tieLevels: [...betType.tieLevels],
          numberPayoutPercent,
        },
      },
    };
  }

  if (oddsTable.pricing === 'prize-group' && wager.pricing === 'prize-group') {
    const { multiple, modeDivisor, series, memberSeries, unitPriceMinor } = wager;
    if (unitPriceMinor < 1n || !Number.isSafeInteger(multiple) || multiple < 1 || multiple > maxMultiple) {
      return failure('STAKE_INVALID', `multiple 1-${maxMultiple}`);
    }
    if (![1, 10, 100, 1000].includes(modeDivisor)) return failure('STAKE_INVALID', 'unit mode');
    const onStep = Number.isSafeInteger(series) && (series - oddsTable.minSeries) % oddsTable.seriesStep === 0;
    if (!onStep || series < oddsTable.minSeries || series > Math.min(memberSeries, oddsTable.maxSeries)) {
      return failure('SERIES_NOT_ALLOWED', String(series));
    }
    const amountTimesMode = betCount * unitPriceMinor * BigInt(multiple);
    if (amountTimesMode % BigInt(modeDivisor) !== 0n) return failure('AMOUNT_NOT_WHOLE', 'raise the multiple');
    const amountMinor = amountTimesMode / BigInt(modeDivisor);
    const prizes = quotePrizeGroup(betType, series, unitPriceMinor);
    return {
      ok: true,
      ticket: {
        ...common,
        betCount: prepared.betCount,
        amountMinor,
        selfRebateMinor: selfRebateMinor({ amountMinor, memberSeries, series, rebateBase: oddsTable.rebateBase }),
        wager,
        odds: {
          pricing: 'prize-group',
          tableCode: oddsTable.code,
          tableVersion: oddsTable.version,
          series,
          prizePerBetMinor: Object.fromEntries(Object.entries(prizes).map(([level, prize]) => [level, String(prize)])),
        },
      },
    };
  }
  return failure('ODDS_TABLE_MISMATCH', oddsTable.code);
}

/** The self-rebate for betting below one's own series: amount x (member - bet series) / base, rounded down. */
export function selfRebateMinor(input: {
  amountMinor: bigint;
  memberSeries: number;
  series: number;
  rebateBase: number;
}): bigint {
  const gap = input.memberSeries - input.series;
  if (gap <= 0) return 0n;
  return (input.amountMinor * BigInt(gap)) / BigInt(input.rebateBase);
}

export type HeldTicket = { betTypeCode: string; selection: string };

/**
 * The round rules (no opposite bets, at most N numbers per draw): the first group the candidate would push over
 * its limit together with the member's tickets already in the same draw, or null.
 */
export function findRoundConflict(
  held: readonly HeldTicket[],
  candidate: HeldTicket,
): { group: string; limit: number; sides: string[] } | null {
  const betType = findBetType(candidate.betTypeCode);
  if (!betType?.roundLimits) return null;
  const sides = [...held, candidate].flatMap((ticket) => {
    try {
      return findBetType(ticket.betTypeCode)?.prepare(ticket.selection).sides ?? [];
    } catch {
      return [];
    }
  });
  for (const [group, limit] of Object.entries(betType.roundLimits)) {
    const distinct = [...new Set(sides.filter((side) => side.group === group).map((side) => side.side))];
    if (distinct.length > limit) return { group, limit, sides: distinct };
  }
  return null;
}
