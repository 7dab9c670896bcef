/**
 * Contract terms of the agent centre (issue #18, decision 0071): what an upline offers a downline, per kind.
 *
 * Money is integer minor units in `bigint`; a percentage is an integer in parts per million (`ratePpm`, 1% = 10_000),
 * so no floating point ever touches an amount.
 */

export const partsPerMillion = 1_000_000n;

export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type DividendPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export type HourlySlot = 'hour' | 'half_hour';
/** Every settlement window the engine knows; real-time salary settles in five-minute batches. */
export type PeriodType = DividendPeriod | HourlySlot | 'five_minutes';

/**
 * What is carried from one dividend period into the next. `loss_carried_monthly_reset` is the original's
 * 半月累计，整月清零; `full` (累计盈亏) also carries a positive base that reached no tier.
 */
export type CarryMode = 'none' | 'loss_carried' | 'loss_carried_monthly_reset' | 'full';

/** A percent pays `ratePpm` of the base; a fixed tier pays `amountMinor` whatever the base. */
export type TierPay =
  { readonly type: 'percent'; readonly ratePpm: number } | { readonly type: 'fixed'; readonly amountMinor: bigint };

export interface DividendTier {
  /** Period valid bet of the team ≥ this. */
  readonly minValidBetMinor: bigint;
  /** Base (team net loss plus carry) ≥ this. */
  readonly minNetLossMinor: bigint;
  readonly minActiveMembers: number;
  /** Each of the month's four sub-cycles (1–7, 8–14, 15–21, 22–end) has team valid bet ≥ this; monthly only. */
  readonly minPeriodicValidBetMinor: bigint;
  readonly pay: TierPay;
}

export interface DividendTerms {
  readonly kind: 'dividend';
  readonly period: DividendPeriod;
  readonly carryMode: CarryMode;
  /** A team member is active with a period valid bet ≥ this. */
  readonly activeMemberMinValidBetMinor: bigint;
  readonly tiers: readonly DividendTier[];
}

export interface SalaryTier {
  /** Team valid bet in the window (day or slot) ≥ this. */
  readonly minValidBetMinor: bigint;
  readonly minActiveMembers: number;
  readonly pay: TierPay;
}

export interface DailySalaryTerms {
  readonly kind: 'daily_salary';
  readonly activeMemberMinValidBetMinor: bigint;
  /** The original's DAYSALMR: the line waits to be claimed for this many minutes after the day ends, then expires. */
  readonly manualReceive: { readonly claimWindowMinutes: number } | null;
  readonly tiers: readonly SalaryTier[];
}

export interface HourlySalaryTerms {
  readonly kind: 'hourly_salary';
  readonly slot: HourlySlot;
  /** A percent tier pays on the team valid bet rounded down to a multiple of this (the original's 单位值). */
  readonly unitValueMinor: bigint;
  readonly activeMemberMinValidBetMinor: bigint;
  readonly tiers: readonly SalaryTier[];
}

export interface RealtimeSalaryTier {
  /** A player's total stake on one draw (单期投注) ≥ this. */
  readonly minDrawStakeMinor: bigint;
  readonly lossRatePpm: number;
  readonly winRatePpm: number;
}

export interface RealtimeSalaryTerms {
  readonly kind: 'realtime_salary';
  readonly tiers: readonly RealtimeSalaryTier[];
}

export type ContractTerms = DividendTerms | DailySalaryTerms | HourlySalaryTerms | RealtimeSalaryTerms;

/** The window one contract settles in. */
export function periodTypeOf(terms: ContractTerms): PeriodType {
  switch (terms.kind) {
    case 'dividend':
      return terms.period;
    case 'daily_salary':
      return 'daily';
    case 'hourly_salary':
      return terms.slot;
    case 'realtime_salary':
      return 'five_minutes';
  }
}

/** Stable codes of what is wrong with terms or an offer; the HTTP layer translates them. */
export type TermsProblemCode =
  | 'NO_TIERS'
  | 'TOO_MANY_TIERS'
  | 'NEGATIVE_THRESHOLD'
  | 'RATE_OUT_OF_RANGE'
  | 'NEGATIVE_AMOUNT'
  | 'MIXED_RATE_TYPES'
  | 'FIXED_TIER_WITHOUT_BASE_THRESHOLD'
  | 'THRESHOLD_NOT_INCREASING'
  | 'RATE_NOT_INCREASING'
  | 'PERIODIC_BET_NOT_MONTHLY'
  | 'UNIT_VALUE_NOT_POSITIVE'
  | 'CLAIM_WINDOW_NOT_POSITIVE'
  | 'KIND_MISMATCH'
  | 'PERIOD_MISMATCH'
  | 'UNIT_VALUE_NOT_MULTIPLE'
  | 'TIER_NOT_DOMINATED';

export interface TermsProblem {
  readonly code: TermsProblemCode;
  /** The tier (0-based) the problem is about, when it is about one. */
  readonly tier?: number;
}

export const maximumTiers = 20;

interface ThresholdColumns {
  readonly values: readonly bigint[];
}

/** Threshold columns of a tier, in a fixed order per kind; a column is "used" when any tier sets it above zero. */
function thresholdsOf(terms: ContractTerms): ThresholdColumns[] {
  switch (terms.kind) {
    case 'dividend':
      return [
        { values: terms.tiers.map((tier) => tier.minValidBetMinor) },
        { values: terms.tiers.map((tier) => tier.minNetLossMinor) },
        { values: terms.tiers.map((tier) => BigInt(tier.minActiveMembers)) },
        { values: terms.tiers.map((tier) => tier.minPeriodicValidBetMinor) },
      ];
    case 'daily_salary':
    case 'hourly_salary':
      return [
        { values: terms.tiers.map((tier) => tier.minValidBetMinor) },
        { values: terms.tiers.map((tier) => BigInt(tier.minActiveMembers)) },
      ];
    case 'realtime_salary':
      return [{ values: terms.tiers.map((tier) => tier.minDrawStakeMinor) }];
  }
}

function isValidRate(ratePpm: number): boolean {
  return Number.isInteger(ratePpm) && ratePpm >= 0 && ratePpm <= 1_000_000;
}

/** The threshold on the amount a percent tier is paid on: the base of a dividend, the valid bet of a salary. */
function baseThresholdOf(tier: DividendTier | SalaryTier): bigint {
  return 'minNetLossMinor' in tier ? tier.minNetLossMinor : tier.minValidBetMinor;
}

/**
 * Invariant 6 of the reference: every threshold a contract uses rises strictly from tier to tier, and so does the
 * pay (a fixed amount, or the rate). Real-time rates only need to rise or stay level: the original's own rule text
 * says "higher or equal" there. One rate type per contract, so tiers of one contract stay comparable.
 */
export function termsProblems(terms: ContractTerms): TermsProblem[] {
  const problems: TermsProblem[] = [];
  const tiers = terms.tiers;
  if (tiers.length === 0) return [{ code: 'NO_TIERS' }];
  if (tiers.length > maximumTiers) problems.push({ code: 'TOO_MANY_TIERS' });

  for (const column of thresholdsOf(terms)) {
    if (column.values.some((value) => value < 0n)) problems.push({ code: 'NEGATIVE_THRESHOLD' });
    if (!column.values.some((value) => value > 0n)) continue;
    column.values.forEach((value, index) => {
      const previous = column.values[index - 1];
      if (previous !== undefined && value <= previous) problems.push({ code: 'THRESHOLD_NOT_INCREASING', tier: index });
    });
  }

  if (terms.kind === 'realtime_salary') {
    terms.tiers.forEach((tier, index) => {
      if (!isValidRate(tier.lossRatePpm) || !isValidRate(tier.winRatePpm)) {
        problems.push({ code: 'RATE_OUT_OF_RANGE', tier: index });
      }
      const previous = terms.tiers[index - 1];
      if (previous && (tier.lossRatePpm < previous.lossRatePpm || tier.winRatePpm < previous.winRatePpm)) {
        problems.push({ code: 'RATE_NOT_INCREASING', tier: index });
      }
    });
    return problems;
  }

  const payTiers: readonly (DividendTier | SalaryTier)[] = terms.tiers;
  const firstType = payTiers[0]?.pay.type;
  if (payTiers.some((tier) => tier.pay.type !== firstType)) {
    problems.push({ code: 'MIXED_RATE_TYPES' });
    return problems;
  }
  payTiers.forEach((tier, index) => {
    if (tier.pay.type === 'percent' && !isValidRate(tier.pay.ratePpm))
      problems.push({ code: 'RATE_OUT_OF_RANGE', tier: index });
    if (tier.pay.type === 'fixed') {
      if (tier.pay.amountMinor < 0n) problems.push({ code: 'NEGATIVE_AMOUNT', tier: index });
      // A fixed tier without a floor on its base would pay on an empty day, and could never be compared with a rate.
      if (baseThresholdOf(tier) <= 0n) problems.push({ code: 'FIXED_TIER_WITHOUT_BASE_THRESHOLD', tier: index });
    }
    const previous = payTiers[index - 1];
    if (previous && payValue(tier.pay) <= payValue(previous.pay))
      problems.push({ code: 'RATE_NOT_INCREASING', tier: index });
  });

  if (terms.kind === 'dividend') {
    const periodic = terms.tiers.some((tier) => tier.minPeriodicValidBetMinor > 0n);
    if (periodic && terms.period !== 'monthly') problems.push({ code: 'PERIODIC_BET_NOT_MONTHLY' });
  }
  if (terms.kind === 'hourly_salary' && terms.unitValueMinor <= 0n) problems.push({ code: 'UNIT_VALUE_NOT_POSITIVE' });
  if (terms.kind === 'daily_salary' && terms.manualReceive && !(terms.manualReceive.claimWindowMinutes > 0)) {
    problems.push({ code: 'CLAIM_WINDOW_NOT_POSITIVE' });
  }
  if ('activeMemberMinValidBetMinor' in terms && terms.activeMemberMinValidBetMinor < 0n) {
    problems.push({ code: 'NEGATIVE_THRESHOLD' });
  }
  return problems;
}

function payValue(pay: TierPay): bigint {
  return pay.type === 'percent' ? BigInt(pay.ratePpm) : pay.amountMinor;
}

/** Whether `upper`'s thresholds are all at or below `lower`'s: whenever `lower` qualifies, `upper` does too. */
function thresholdsAtOrBelow(upper: DividendTier | SalaryTier, lower: DividendTier | SalaryTier): boolean {
  if (upper.minValidBetMinor > lower.minValidBetMinor || upper.minActiveMembers > lower.minActiveMembers) return false;
  if ('minNetLossMinor' in upper && 'minNetLossMinor' in lower) {
    return (
      upper.minNetLossMinor <= lower.minNetLossMinor && upper.minPeriodicValidBetMinor <= lower.minPeriodicValidBetMinor
    );
  }
  return true;
}

/**
 * Whether tier `upper` pays at least what `lower` pays on every base where `lower` qualifies. Percent under
 * percent compares rates; fixed under fixed compares amounts; a fixed downline tier under a percent upline tier
 * compares with the rate applied at the downline's own base threshold (the original normalised fixed amounts the same
 * way: amount ÷ threshold). A percent tier under a fixed one is never dominated: a rate grows past any fixed amount.
 */
function paysAtLeast(upper: DividendTier | SalaryTier, lower: DividendTier | SalaryTier, upperUnit: bigint): boolean {
  const up = upper.pay;
  const down = lower.pay;
  if (up.type === 'percent' && down.type === 'percent') return down.ratePpm <= up.ratePpm;
  if (up.type === 'fixed' && down.type === 'fixed') return down.amountMinor <= up.amountMinor;
  if (up.type === 'percent' && down.type === 'fixed') {
    const base = (baseThresholdOf(lower) / upperUnit) * upperUnit;
    return down.amountMinor * partsPerMillion <= base * BigInt(up.ratePpm);
  }
  return false;
}

/**
 * Invariant 7 (dominance): the downline's offer never pays more than the upline's own contract on the same facts.
 * For every downline tier there is an upline tier that qualifies whenever it does and pays at least as much. With
 * tiers rising in pay (invariant 6) the upline's chosen tier then pays at least that too, so on any facts the
 * downline's amount is at most the upline's: the property test checks exactly that.
 */
export function dominanceProblems(upline: ContractTerms, downline: ContractTerms): TermsProblem[] {
  if (upline.kind !== downline.kind) return [{ code: 'KIND_MISMATCH' }];
  if (periodTypeOf(upline) !== periodTypeOf(downline)) return [{ code: 'PERIOD_MISMATCH' }];
  const problems: TermsProblem[] = [];
  if (upline.kind === 'realtime_salary' && downline.kind === 'realtime_salary') {
    downline.tiers.forEach((tier, index) => {
      const dominated = upline.tiers.some(
        (upper) =>
          upper.minDrawStakeMinor <= tier.minDrawStakeMinor &&
          tier.lossRatePpm <= upper.lossRatePpm &&
          tier.winRatePpm <= upper.winRatePpm,
      );
      if (!dominated) problems.push({ code: 'TIER_NOT_DOMINATED', tier: index });
    });
    return problems;
  }
  let upperUnit = 1n;
  if (upline.kind === 'hourly_salary' && downline.kind === 'hourly_salary') {
    // Both pay on the bet rounded down to their unit; a multiple of the upline's unit never rounds to more than it.
    if (upline.unitValueMinor <= 0n || downline.unitValueMinor % upline.unitValueMinor !== 0n) {
      problems.push({ code: 'UNIT_VALUE_NOT_MULTIPLE' });
    }
    upperUnit = upline.unitValueMinor > 0n ? upline.unitValueMinor : 1n;
  }
  const upperTiers: readonly (DividendTier | SalaryTier)[] = upline.tiers as readonly (DividendTier | SalaryTier)[];
  const lowerTiers: readonly (DividendTier | SalaryTier)[] = downline.tiers as readonly (DividendTier | SalaryTier)[];
  lowerTiers.forEach((tier, index) => {
    const dominated = upperTiers.some(
      (upper) => thresholdsAtOrBelow(upper, tier) && paysAtLeast(upper, tier, upperUnit),
    );
    if (!dominated) problems.push({ code: 'TIER_NOT_DOMINATED', tier: index });
  });
  return problems;
}

/** A contract below the agent whose upline terms just changed: an accepted or pending sub-contract, one version. */
export interface SubContract {
  readonly contractId: string;
  readonly issuerAccountId: string;
  readonly receiverAccountId: string;
  /** The terms of one live version (a contract with a pending modification appears twice, once per version). */
  readonly terms: ContractTerms;
}

/**
 * Invariant 10: when `accountId` accepts `acceptedTerms` from its upline, every contract it issued (same kind and
 * period) whose terms the new ones no longer dominate is terminated in the same transaction, and with it every
 * contract below that one, since its issuer no longer holds a contract of the kind (invariant 5). Returns contract
 * ids, sorted, each once.
 */
export function contractsTerminatedByAcceptance(
  accountId: string,
  acceptedTerms: ContractTerms,
  subContracts: readonly SubContract[],
): string[] {
  const sameKind = subContracts.filter(
    (contract) =>
      contract.terms.kind === acceptedTerms.kind && periodTypeOf(contract.terms) === periodTypeOf(acceptedTerms),
  );
  const terminated = new Set<string>();
  const lostAccounts: string[] = [];
  for (const contract of sameKind) {
    if (contract.issuerAccountId !== accountId) continue;
    if (dominanceProblems(acceptedTerms, contract.terms).length > 0 && !terminated.has(contract.contractId)) {
      terminated.add(contract.contractId);
      lostAccounts.push(contract.receiverAccountId);
    }
  }
  const byIssuer = new Map<string, SubContract[]>();
  for (const contract of sameKind) {
    byIssuer.set(contract.issuerAccountId, [...(byIssuer.get(contract.issuerAccountId) ?? []), contract]);
  }
  while (lostAccounts.length > 0) {
    const issuer = lostAccounts.pop() as string;
    for (const contract of byIssuer.get(issuer) ?? []) {
      if (terminated.has(contract.contractId)) continue;
      terminated.add(contract.contractId);
      lostAccounts.push(contract.receiverAccountId);
    }
  }
  return [...terminated].sort();
}
