import type { Period } from './agent-contracts.periods.js';
import { ContractEngineError, containsMonthStart } from './agent-contracts.periods.js';
import type {
  CarryMode,
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealtimeSalaryTerms,
  SalaryTier,
  TierPay,
} from './agent-contracts.terms.js';
import { partsPerMillion } from './agent-contracts.terms.js';

/**
 * One receiver's amount for one window, from its team's facts (reference B1–B4). Rounding: every percentage is
 * rounded down to the minor unit once, where the amount is formed (a line's gross, or one real-time draw row); nets
 * and level differences are exact differences of those integers, so sums conserve exactly.
 */

/** A team's facts over a dividend period (the receiver and everyone below it). */
export interface DividendFacts {
  readonly kind: 'dividend';
  readonly validBetMinor: bigint;
  /** Company view, signed: bets − wins − player rebates − bonuses − salaries paid into the team. */
  readonly netLossMinor: bigint;
  readonly activeMembers: number;
  /** Team valid bet in each of the month's four sub-cycles; only a monthly contract with a periodic bet needs them. */
  readonly periodicValidBetsMinor: readonly bigint[];
}

/** A team's facts over a salary window (a day, an hour or half-hour slot). */
export interface SalaryFacts {
  readonly kind: 'daily_salary' | 'hourly_salary';
  readonly validBetMinor: bigint;
  readonly activeMembers: number;
}

/** One player's stakes on one settled lottery draw. */
export interface DrawStake {
  readonly playerAccountId: string;
  readonly lotteryCode: string;
  readonly drawNumber: string;
  readonly stakeMinor: bigint;
  /** What the player got back minus what it staked; below zero means the player lost the draw. */
  readonly resultMinor: bigint;
}

/** The draws of the team's players settled in one five-minute batch. */
export interface RealtimeFacts {
  readonly kind: 'realtime_salary';
  readonly draws: readonly DrawStake[];
}

export type TeamFacts = DividendFacts | SalaryFacts | RealtimeFacts;

/** Team net loss of the decision; a same-period dividend is never an input, so the base is not circular. */
export function netLossOf(facts: {
  readonly betMinor: bigint;
  readonly winMinor: bigint;
  readonly playerRebateMinor: bigint;
  readonly bonusMinor: bigint;
  readonly salaryPaidInMinor: bigint;
}): bigint {
  return facts.betMinor - facts.winMinor - facts.playerRebateMinor - facts.bonusMinor - facts.salaryPaidInMinor;
}

/** `amount × rate`, rounded down to the minor unit; only ever called with amount ≥ 0. */
export function percentOf(amountMinor: bigint, ratePpm: number): bigint {
  return (amountMinor * BigInt(ratePpm)) / partsPerMillion;
}

function payOn(pay: TierPay, baseMinor: bigint): bigint {
  return pay.type === 'percent' ? percentOf(baseMinor, pay.ratePpm) : pay.amountMinor;
}

// ---------------------------------------------------------------------------------------------------------------
// Dividend (B1)

/** Carry brought into `period` from the previous period's carry out, per mode (B1.4, invariant 18). */
export function carryInOf(mode: CarryMode, previousCarryOutMinor: bigint, period: Period, timeZone: string): bigint {
  switch (mode) {
    case 'none':
      return 0n;
    case 'loss_carried':
      return previousCarryOutMinor < 0n ? previousCarryOutMinor : 0n;
    case 'loss_carried_monthly_reset':
      return previousCarryOutMinor < 0n && !containsMonthStart(period, timeZone) ? previousCarryOutMinor : 0n;
    case 'full':
      return previousCarryOutMinor;
  }
}

/** The highest tier whose every condition holds (they rise together, so the qualifying tiers are a prefix). */
export function dividendTierIndex(terms: DividendTerms, facts: DividendFacts, baseMinor: bigint): number | null {
  let chosen: number | null = null;
  terms.tiers.forEach((tier, index) => {
    if (tier.minPeriodicValidBetMinor > 0n && facts.periodicValidBetsMinor.length !== 4) {
      throw new ContractEngineError('FACTS_DO_NOT_MATCH_TERMS', 'a periodic bet tier needs four sub-cycle valid bets');
    }
    const qualifies =
      facts.validBetMinor >= tier.minValidBetMinor &&
      baseMinor >= tier.minNetLossMinor &&
      facts.activeMembers >= tier.minActiveMembers &&
      (tier.minPeriodicValidBetMinor === 0n ||
        facts.periodicValidBetsMinor.every((bet) => bet >= tier.minPeriodicValidBetMinor));
    if (qualifies) chosen = index;
  });
  return chosen;
}

export interface DividendAmount {
  readonly carryInMinor: bigint;
  readonly baseMinor: bigint;
  readonly tierIndex: number | null;
  readonly grossMinor: bigint;
  readonly carryOutMinor: bigint;
}

/**
 * B1.4–6. base = net loss + carry in; gross = base × rate rounded down (or the fixed amount) when a tier is reached
 * and base > 0, else 0. Carry out: a base ≤ 0 is carried (every mode but `none`); a positive base that was paid is
 * used up; a positive base that reached no tier is carried only in `full` mode (what makes it differ from
 * `loss_carried`: unsettled profit is not lost when thresholds fail).
 */
export function dividendAmount(terms: DividendTerms, facts: DividendFacts, carryInMinor: bigint): DividendAmount {
  const baseMinor = facts.netLossMinor + carryInMinor;
  const tierIndex = dividendTierIndex(terms, facts, baseMinor);
  const tier = tierIndex === null ? undefined : terms.tiers[tierIndex];
  const grossMinor = tier && baseMinor > 0n ? payOn(tier.pay, baseMinor) : 0n;
  let carryOutMinor = 0n;
  if (terms.carryMode !== 'none') {
    if (baseMinor <= 0n) carryOutMinor = baseMinor;
    else if (tier === undefined && terms.carryMode === 'full') carryOutMinor = baseMinor;
  }
  return { carryInMinor, baseMinor, tierIndex, grossMinor, carryOutMinor };
}

// ---------------------------------------------------------------------------------------------------------------
// Daily and hourly salary (B2, B3)

/** "Volume met but active short pays the tier the activity reaches": the highest tier meeting both. */
export function salaryTierIndex(tiers: readonly SalaryTier[], facts: SalaryFacts): number | null {
  let chosen: number | null = null;
  tiers.forEach((tier, index) => {
    if (facts.validBetMinor >= tier.minValidBetMinor && facts.activeMembers >= tier.minActiveMembers) chosen = index;
  });
  return chosen;
}

export interface SalaryAmount {
  readonly tierIndex: number | null;
  /** What a percent tier is paid on: the day's valid bet, or the slot's rounded down to the unit value. */
  readonly baseMinor: bigint;
  readonly grossMinor: bigint;
}

export function dailySalaryAmount(terms: DailySalaryTerms, facts: SalaryFacts): SalaryAmount {
  const tierIndex = salaryTierIndex(terms.tiers, facts);
  const tier = tierIndex === null ? undefined : terms.tiers[tierIndex];
  return { tierIndex, baseMinor: facts.validBetMinor, grossMinor: tier ? payOn(tier.pay, facts.validBetMinor) : 0n };
}

/** B3: the slot's valid bet rounded down to a multiple of the unit value (计算金额), then the tier's rate. */
export function hourlySalaryAmount(terms: HourlySalaryTerms, facts: SalaryFacts): SalaryAmount {
  const tierIndex = salaryTierIndex(terms.tiers, facts);
  const tier = tierIndex === null ? undefined : terms.tiers[tierIndex];
  const baseMinor = (facts.validBetMinor / terms.unitValueMinor) * terms.unitValueMinor;
  return { tierIndex, baseMinor, grossMinor: tier ? payOn(tier.pay, baseMinor) : 0n };
}

// ---------------------------------------------------------------------------------------------------------------
// Real-time salary (B4)

/** The highest tier whose single-draw stake floor the stake reaches. */
export function realtimeTierIndex(terms: RealtimeSalaryTerms, stakeMinor: bigint): number | null {
  let chosen: number | null = null;
  terms.tiers.forEach((tier, index) => {
    if (stakeMinor >= tier.minDrawStakeMinor) chosen = index;
  });
  return chosen;
}

export interface RealtimeRow {
  readonly playerAccountId: string;
  readonly lotteryCode: string;
  readonly drawNumber: string;
  readonly stakeMinor: bigint;
  readonly resultMinor: bigint;
  readonly tierIndex: number | null;
  readonly ratePpm: number;
  readonly amountMinor: bigint;
}

export interface RealtimeAmount {
  readonly stakeMinor: bigint;
  readonly grossMinor: bigint;
  /** One row per (player, lottery, draw), sorted; the rows' amounts add up to the gross exactly. */
  readonly rows: readonly RealtimeRow[];
}

/**
 * B4: per player and draw, the stakes are summed first (the tier is set by the single-draw total), the loss rate
 * applies when the player lost the draw and the win rate otherwise, and each row is rounded down on its own so the
 * statement's rows are exactly what is paid.
 */
export function realtimeSalaryAmount(terms: RealtimeSalaryTerms, draws: readonly DrawStake[]): RealtimeAmount {
  const grouped = new Map<string, DrawStake>();
  for (const draw of draws) {
    const key = JSON.stringify([draw.playerAccountId, draw.lotteryCode, draw.drawNumber]);
    const seen = grouped.get(key);
    grouped.set(
      key,
      seen
        ? { ...seen, stakeMinor: seen.stakeMinor + draw.stakeMinor, resultMinor: seen.resultMinor + draw.resultMinor }
        : draw,
    );
  }
  const rows = [...grouped.entries()]
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([, draw]): RealtimeRow => {
      const tierIndex = draw.stakeMinor > 0n ? realtimeTierIndex(terms, draw.stakeMinor) : null;
      const tier = tierIndex === null ? undefined : terms.tiers[tierIndex];
      const ratePpm = tier ? (draw.resultMinor < 0n ? tier.lossRatePpm : tier.winRatePpm) : 0;
      return {
        playerAccountId: draw.playerAccountId,
        lotteryCode: draw.lotteryCode,
        drawNumber: draw.drawNumber,
        stakeMinor: draw.stakeMinor,
        resultMinor: draw.resultMinor,
        tierIndex,
        ratePpm,
        amountMinor: tier ? percentOf(draw.stakeMinor, ratePpm) : 0n,
      };
    });
  return {
    stakeMinor: rows.reduce((sum, row) => sum + row.stakeMinor, 0n),
    grossMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0n),
    rows,
  };
}
