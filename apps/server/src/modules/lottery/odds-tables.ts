import type { BetType } from './bet-type.js';
import { findBetType, listBetTypes } from './bet-types.js';
import type { FamilyCode } from './lottery-families.js';

/**
 * Fixed-odds price of one bet type. `costUnits`: how many stake units one bet costs (a northern lô covers the 27
 * prize numbers and costs 27). `payoutThousandths`: what one winning bet returns per stake unit (not per cost),
 * stake included where the odds include it, in thousandths (decimal odds 1.982 is 1982; lô's 98.5 per unit is
 * 98500). A tie level's rate is the share of the bet's whole cost returned (1000 = push, 0 = the tie loses).
 */
export type FixedOddsEntry = { costUnits: number; payoutThousandths: Readonly<Record<string, number>> };

/**
 * A brand's fixed-odds table for a family (ELOTT, SEA, VN). Versioned: a ticket keeps the version it was priced
 * at. `stakeFeeBasisPoints` is taken from every stake before its odds apply (WinGo: 2%, 100 plays as 98).
 */
export type FixedOddsTable = {
  pricing: 'fixed-odds';
  code: string;
  version: number;
  family: FamilyCode;
  stakeFeeBasisPoints: number;
  betTypes: Readonly<Record<string, FixedOddsEntry>>;
};

/**
 * A brand's LOTT prize-group table for a family: the official plays offered and the series a member may bet at.
 * A play's prize per 2-unit bet at series s is (2 / P(win)) x s / 2000, floored to the minor unit: series 2000
 * returns 100%, 1800 returns 90%. Betting below one's own series earns the difference as a self-rebate of
 * (member series - bet series) / `rebateBase` of the stake (2000; 1980 for 11X5, after the original).
 */
export type PrizeGroupTable = {
  pricing: 'prize-group';
  code: string;
  version: number;
  family: FamilyCode;
  minSeries: number;
  maxSeries: number;
  seriesStep: number;
  rebateBase: number;
  betTypes: readonly string[];
};

export type OddsTable = FixedOddsTable | PrizeGroupTable;

/** The series at which a quote returns exactly the stake on average. */
export const fullSeries = 2000;

const odds = (payoutThousandths: Record<string, number>, costUnits = 1): FixedOddsEntry => ({
  costUnits,
  payoutThousandths,
});
const single = (level: string, thousandths: number, costUnits = 1) => odds({ [level]: thousandths }, costUnits);

const k3SumOdds: Record<number, number> = {
  3: 165_000,
  4: 48_000,
  5: 25_000,
  6: 15_000,
  7: 10_000,
  8: 7_200,
  9: 6_050,
  10: 5_600,
};
const pk10TopTwoSumOdds: Record<number, number> = {
  3: 42_300,
  4: 42_300,
  5: 21_300,
  6: 21_300,
  7: 14_300,
  8: 14_300,
  9: 10_300,
  10: 10_300,
  11: 8_300,
};
const symmetricSums = (table: Record<number, number>, low: number, high: number) =>
  Object.fromEntries(
    Array.from({ length: high - low + 1 }, (_, index) => {
      const sum = low + index;
      return [`SUM_${sum}`, table[Math.min(sum, low + high - sum)] ?? 0];
    }),
  );

function vietnamTable(code: string, family: FamilyCode, north: boolean): FixedOddsTable {
  return {
    pricing: 'fixed-odds',
    code,
    version: 1,
    family,
    stakeFeeBasisPoints: 0,
    betTypes: {
      VN_LO_2: single('LO', north ? 98_500 : 99_000, north ? 27 : 18),
      VN_LO_3: single('LO', 960_000, north ? 23 : 17),
      VN_LO_4: single('LO', 8_880_000, north ? 20 : 16),
      VN_DE: single('WIN', north ? 99_000 : 98_000),
      VN_DAU: single('WIN', 9_800),
      VN_DUOI: single('WIN', 9_800),
      VN_BA_CANG: single('WIN', 960_000),
      VN_BON_CANG: single('WIN', 8_880_000),
      VN_XIEN_2: single('WIN', north ? 16_000 : 28_000),
      VN_XIEN_3: single('WIN', north ? 65_000 : 150_000),
      VN_XIEN_4: single('WIN', north ? 180_000 : 750_000),
      VN_LO_TRUOT_4: single('WIN', north ? 2_300 : 1_800),
      VN_LO_TRUOT_8: single('WIN', north ? 8_000 : 3_300),
      VN_LO_TRUOT_10: single('WIN', north ? 12_000 : 4_300),
      VN_SUM_BIG_SMALL: odds({ WIN: 1_980, SUM_NINE: 1_000 }),
      VN_SUM_ODD_EVEN: single('WIN', 1_980),
    },
  };
}

function thaiStyleTable(code: string, family: 'TH' | 'LA'): FixedOddsTable {
  const prefix = family;
  return {
    pricing: 'fixed-odds',
    code,
    version: 1,
    family,
    stakeFeeBasisPoints: 0,
    betTypes: {
      [`${prefix}_THREE_TOP`]: single('WIN', 900_000),
      [`${prefix}_THREE_TOD`]: single('WIN', 130_000),
      [`${prefix}_TWO_TOP`]: single('WIN', 90_000),
      [`${prefix}_TWO_BOTTOM`]: single('WIN', 90_000),
      [`${prefix}_RUN_TOP`]: single('WIN', 3_200),
      [`${prefix}_RUN_BOTTOM`]: single('WIN', 4_200),
      ...(family === 'TH' ? { TH_THREE_FRONT: single('WIN', 400_000), TH_THREE_BACK: single('WIN', 400_000) } : {}),
    },
  };
}

const fourDBig = { FIRST: 2_500_000, SECOND: 1_000_000, THIRD: 500_000, SPECIAL: 180_000, CONSOLATION: 60_000 };
const fourDSmall = { FIRST: 3_500_000, SECOND: 2_000_000, THIRD: 1_000_000 };

function prizeGroupTable(family: FamilyCode, rebateBase: number): PrizeGroupTable {
  return {
    pricing: 'prize-group',
    code: `${family}_LOTT_DEFAULT`,
    version: 1,
    family,
    minSeries: 1800,
    maxSeries: 1960,
    seriesStep: 2,
    rebateBase,
    betTypes: listBetTypes(family, 'prize-group').map((betType) => betType.code),
  };
}

/**
 * The default tables, from the rulebook's published prices (lottery.md §2); where it gives none, the choice and
 * its return are written in RULES.md. Brands copy a table, change prices and bump the version.
 */
export const defaultOddsTables: readonly OddsTable[] = [
  {
    pricing: 'fixed-odds',
    code: 'WINGO_DEFAULT',
    version: 1,
    family: 'WINGO',
    stakeFeeBasisPoints: 200,
    betTypes: {
      WINGO_NUMBER: single('NUMBER', 9_000),
      WINGO_COLOUR: odds({ GREEN: 2_000, GREEN_WITH_VIOLET: 1_500, RED: 2_000, RED_WITH_VIOLET: 1_500, VIOLET: 4_500 }),
      WINGO_BIG_SMALL: single('BIG_SMALL', 2_000),
    },
  },
  {
    pricing: 'fixed-odds',
    code: '5D_DEFAULT',
    version: 1,
    family: '5D',
    stakeFeeBasisPoints: 200,
    betTypes: {
      '5D_POSITION_NUMBER': single('NUMBER', 9_000),
      '5D_POSITION_TWO_SIDES': single('TWO_SIDES', 2_000),
      '5D_SUM_TWO_SIDES': single('TWO_SIDES', 2_000),
    },
  },
  {
    pricing: 'fixed-odds',
    code: 'K3_DEFAULT',
    version: 1,
    family: 'K3',
    stakeFeeBasisPoints: 0,
    betTypes: {
      K3_SUM: odds(symmetricSums(k3SumOdds, 3, 18)),
      K3_TWO_SIDES: odds({ TWO_SIDES: 1_982, TWO_SIDES_ON_TRIPLE: 0 }),
      K3_ANY_TRIPLE: single('ANY_TRIPLE', 27_500),
      K3_TRIPLE: single('TRIPLE', 165_000),
      K3_SINGLE_NUMBER: single('SINGLE_NUMBER', 2_050),
      K3_TWO_DIFFERENT: single('TWO_DIFFERENT', 4_800),
      K3_THREE_DIFFERENT: single('THREE_DIFFERENT', 27_500),
      K3_PAIR: single('PAIR', 9_800),
      K3_PAIR_WITH_SINGLE: single('PAIR_WITH_SINGLE', 55_000),
      K3_ANY_STRAIGHT: single('ANY_STRAIGHT', 6_875),
    },
  },
  {
    pricing: 'fixed-odds',
    code: 'SSC_ELOTT_DEFAULT',
    version: 1,
    family: 'SSC',
    stakeFeeBasisPoints: 0,
    betTypes: {
      SSC_BALL_NUMBER: single('NUMBER', 9_910),
      SSC_BALL_TWO_SIDES: single('TWO_SIDES', 1_982),
      SSC_SUM_TWO_SIDES: single('TWO_SIDES', 1_982),
      SSC_DRAGON_TIGER: odds({ DRAGON: 2_200, TIGER: 2_200, TIE: 9_400, DRAGON_TIGER_ON_TIE: 0 }),
      SSC_THREE_CLASS: odds({ LEOPARD: 70_000, STRAIGHT: 14_000, PAIR: 3_200, HALF_STRAIGHT: 2_300, MIXED: 2_800 }),
    },
  },
  {
    pricing: 'fixed-odds',
    code: '11X5_ELOTT_DEFAULT',
    version: 1,
    family: '11X5',
    stakeFeeBasisPoints: 0,
    betTypes: {
      '11X5_BALL_NUMBER': single('NUMBER', 10_800),
      '11X5_BALL_TWO_SIDES': odds({ TWO_SIDES: 1_750, ELEVEN: 1_000 }),
      '11X5_SUM_TWO_SIDES': odds({ TWO_SIDES: 1_750, SUM_THIRTY: 1_000 }),
      '11X5_DRAGON_TIGER': single('DRAGON_TIGER', 1_922),
    },
  },
  {
    pricing: 'fixed-odds',
    code: 'PK10_ELOTT_DEFAULT',
    version: 1,
    family: 'PK10',
    stakeFeeBasisPoints: 0,
    betTypes: {
      PK10_POSITION_NUMBER: single('NUMBER', 9_910),
      PK10_POSITION_TWO_SIDES: single('TWO_SIDES', 1_982),
      PK10_DRAGON_TIGER: single('DRAGON_TIGER', 1_982),
      PK10_TOP_TWO_SUM: odds(symmetricSums(pk10TopTwoSumOdds, 3, 19)),
      PK10_TOP_TWO_SUM_TWO_SIDES: odds({ BIG: 2_200, SMALL: 1_770, ODD: 1_770, EVEN: 2_200 }),
      PK10_TOP_THREE_SUM_TWO_SIDES: single('TWO_SIDES', 1_982),
    },
  },
  vietnamTable('VN_FAST_DEFAULT', 'VN_FAST', true),
  vietnamTable('VN_N_DEFAULT', 'VN_N', true),
  vietnamTable('VN_C_DEFAULT', 'VN_C', false),
  vietnamTable('VN_S_DEFAULT', 'VN_S', false),
  thaiStyleTable('TH_DEFAULT', 'TH'),
  thaiStyleTable('LA_DEFAULT', 'LA'),
  {
    pricing: 'fixed-odds',
    code: '4D_DEFAULT',
    version: 1,
    family: '4D',
    stakeFeeBasisPoints: 0,
    betTypes: {
      '4D_BIG': odds(fourDBig),
      '4D_SMALL': odds(fourDSmall),
      '4D_4A': single('FIRST', 6_000_000),
      '4D_3A': single('FIRST', 660_000),
      '4D_BIG_BOX': odds(fourDBig),
      '4D_SMALL_BOX': odds(fourDSmall),
    },
  },
  ...(['SSC', '11X5', 'PK10'] as const).map((family) => prizeGroupTable(family, family === '11X5' ? 1980 : 2000)),
];

export function findDefaultOddsTable(family: FamilyCode, pricing: OddsTable['pricing']): OddsTable | undefined {
  return defaultOddsTables.find((table) => table.family === family && table.pricing === pricing);
}

/**
 * The prize of one bet per level at a series, for a bet costing `unitPriceMinor` (the 2-unit bet, 200 minor
 * units at scale 2): (unitPrice / P(win)) x series / 2000, floored to the minor unit. This is the "2-unit prize"
 * the prize table shows; a ticket keeps it in its odds snapshot.
 */
export function quotePrizeGroup(betType: BetType, series: number, unitPriceMinor: bigint): Record<string, bigint> {
  const probabilities = betType.winProbabilities;
  if (betType.pricing !== 'prize-group' || !probabilities) throw new TypeError(`${betType.code} has no prize group`);
  return Object.fromEntries(
    Object.entries(probabilities).map(([level, chance]) => [
      level,
      (unitPriceMinor * BigInt(series) * chance.denominator) / (BigInt(fullSeries) * chance.numerator),
    ]),
  );
}

const isWholeNumber = (value: number, minimum: number) => Number.isSafeInteger(value) && value >= minimum;

/** What is wrong with a table: empty when it prices every level of every bet type it offers, and nothing else. */
export function listOddsTableProblems(table: OddsTable): string[] {
  const problems: string[] = [];
  const offered = table.pricing === 'fixed-odds' ? Object.keys(table.betTypes) : table.betTypes;
  for (const code of offered) {
    const betType = findBetType(code);
    if (!betType) {
      problems.push(`${code}: no such bet type`);
      continue;
    }
    if (!betType.families.includes(table.family)) problems.push(`${code}: not a ${table.family} bet type`);
    if (betType.pricing !== table.pricing) problems.push(`${code}: priced by ${betType.pricing}`);
  }
  if (table.pricing === 'prize-group') {
    const { minSeries, maxSeries, seriesStep, rebateBase } = table;
    if (!(isWholeNumber(minSeries, 1) && minSeries <= maxSeries && maxSeries <= fullSeries)) {
      problems.push('series must satisfy 1 <= min <= max <= 2000');
    }
    if (!isWholeNumber(seriesStep, 1) || (maxSeries - minSeries) % seriesStep !== 0) {
      problems.push('the series step must divide max - min');
    }
    if (!isWholeNumber(rebateBase, 1)) problems.push('the rebate base must be a positive integer');
    return problems;
  }
  if (!isWholeNumber(table.stakeFeeBasisPoints, 0) || table.stakeFeeBasisPoints >= 10_000) {
    problems.push('the stake fee must be 0-9999 basis points');
  }
  for (const [code, entry] of Object.entries(table.betTypes)) {
    const betType = findBetType(code);
    if (!betType) continue;
    if (!isWholeNumber(entry.costUnits, 1)) problems.push(`${code}: cost units must be a positive integer`);
    const priced = Object.keys(entry.payoutThousandths);
    for (const level of betType.levels) {
      if (!priced.includes(level)) problems.push(`${code}: level ${level} has no price`);
    }
    for (const [level, thousandths] of Object.entries(entry.payoutThousandths)) {
      if (!betType.levels.includes(level)) problems.push(`${code}: unknown level ${level}`);
      if (!isWholeNumber(thousandths, 0)) problems.push(`${code}: ${level} must be whole thousandths >= 0`);
      if (betType.tieLevels.includes(level) && thousandths > 1000) problems.push(`${code}: a tie returns at most 1000`);
    }
  }
  return problems;
}
