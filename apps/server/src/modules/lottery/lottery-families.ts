import { lotteryGroupCodes } from '@croupier/contracts';
export { resolvePrizeMode, resolveVietnamPrizeMode } from '@croupier/contracts';
import type { DrawSchedule, VietnamRegion } from './draw-schedule.js';
import { vietnamRegionTimes, vietnamStations } from './draw-schedule.js';

/** Game groups (the original's `gameGroupCode`), one per result shape and rulebook: the contract's list. */
export const familyCodes = lotteryGroupCodes;
export type FamilyCode = (typeof familyCodes)[number];

/** Prize modes of the original (§1.3): LOTT official plays, ELOTT fixed odds, SEA, Vietnam. */
export type ProductLine = 'LOTT' | 'ELOTT' | 'SEA' | 'VN';

/** Who produces the result: our provably fair draw, or an official draw entered from feeds. */
export type ResultSource = 'IN_HOUSE_RNG' | 'OFFICIAL_FEED';

export type PrizeTier = { code: string; count: number; digits: number };

/** What a draw produces, as data (`game.draw_spec`). */
export type DrawShape =
  | { kind: 'digits'; count: number }
  | { kind: 'dice'; count: number }
  | { kind: 'sample'; count: number; max: number }
  | { kind: 'prize-tiers'; tiers: readonly PrizeTier[] }
  | { kind: 'thai-government' }
  | { kind: 'four-d' };

/**
 * A draw's result. Numbers that keep leading zeros (lottery tickets) are strings; balls and dice are numbers.
 * `sample` numbers are in draw order (11X5 position 1 first; PK10 the car in each finishing place).
 */
export type DrawResult =
  | { kind: 'digits'; digits: number[] }
  | { kind: 'dice'; dice: number[] }
  | { kind: 'sample'; numbers: number[] }
  | { kind: 'prize-tiers'; tiers: { code: string; numbers: string[] }[] }
  | { kind: 'thai-government'; firstPrize: string; frontThree: string[]; backThree: string[]; lastTwo: string }
  | { kind: 'four-d'; first: string; second: string; third: string; special: string[]; consolation: string[] };

export type ResultKind = DrawResult['kind'];

/** Northern Vietnam: 27 numbers ("lô"), the special prize (ĐB) first. */
export const vietnamNorthTiers: readonly PrizeTier[] = [
  { code: 'DB', count: 1, digits: 5 },
  { code: 'G1', count: 1, digits: 5 },
  { code: 'G2', count: 2, digits: 5 },
  { code: 'G3', count: 6, digits: 5 },
  { code: 'G4', count: 4, digits: 4 },
  { code: 'G5', count: 6, digits: 4 },
  { code: 'G6', count: 3, digits: 3 },
  { code: 'G7', count: 4, digits: 2 },
];

/** Central and southern Vietnam: 18 numbers, the special prize (ĐB) first. */
export const vietnamSouthTiers: readonly PrizeTier[] = [
  { code: 'DB', count: 1, digits: 6 },
  { code: 'G1', count: 1, digits: 5 },
  { code: 'G2', count: 1, digits: 5 },
  { code: 'G3', count: 2, digits: 5 },
  { code: 'G4', count: 7, digits: 5 },
  { code: 'G5', count: 1, digits: 4 },
  { code: 'G6', count: 3, digits: 4 },
  { code: 'G7', count: 1, digits: 3 },
  { code: 'G8', count: 1, digits: 2 },
];

export type LotteryFamily = {
  code: FamilyCode;
  name: string;
  shape: DrawShape;
  source: ResultSource;
  productLines: readonly ProductLine[];
};

export const lotteryFamilies: Readonly<Record<FamilyCode, LotteryFamily>> = {
  WINGO: {
    code: 'WINGO',
    name: 'WinGo',
    shape: { kind: 'digits', count: 1 },
    source: 'IN_HOUSE_RNG',
    productLines: ['ELOTT'],
  },
  '5D': {
    code: '5D',
    name: '5D',
    shape: { kind: 'digits', count: 5 },
    source: 'IN_HOUSE_RNG',
    productLines: ['ELOTT'],
  },
  K3: {
    code: 'K3',
    name: 'K3 dice',
    shape: { kind: 'dice', count: 3 },
    source: 'IN_HOUSE_RNG',
    productLines: ['ELOTT'],
  },
  SSC: {
    code: 'SSC',
    name: 'SSC (5 digits)',
    shape: { kind: 'digits', count: 5 },
    source: 'IN_HOUSE_RNG',
    productLines: ['LOTT', 'ELOTT'],
  },
  '11X5': {
    code: '11X5',
    name: '11 pick 5',
    shape: { kind: 'sample', count: 5, max: 11 },
    source: 'IN_HOUSE_RNG',
    productLines: ['LOTT', 'ELOTT'],
  },
  PK10: {
    code: 'PK10',
    name: 'PK10 racing',
    shape: { kind: 'sample', count: 10, max: 10 },
    source: 'IN_HOUSE_RNG',
    productLines: ['LOTT', 'ELOTT'],
  },
  VN_FAST: {
    code: 'VN_FAST',
    name: 'Fast Vietnamese lottery',
    shape: { kind: 'prize-tiers', tiers: vietnamNorthTiers },
    source: 'IN_HOUSE_RNG',
    productLines: ['ELOTT'],
  },
  VN_N: {
    code: 'VN_N',
    name: 'Vietnam North',
    shape: { kind: 'prize-tiers', tiers: vietnamNorthTiers },
    source: 'OFFICIAL_FEED',
    productLines: ['VN'],
  },
  VN_C: {
    code: 'VN_C',
    name: 'Vietnam Central',
    shape: { kind: 'prize-tiers', tiers: vietnamSouthTiers },
    source: 'OFFICIAL_FEED',
    productLines: ['VN'],
  },
  VN_S: {
    code: 'VN_S',
    name: 'Vietnam South',
    shape: { kind: 'prize-tiers', tiers: vietnamSouthTiers },
    source: 'OFFICIAL_FEED',
    productLines: ['VN'],
  },
  TH: {
    code: 'TH',
    name: 'Thai Government Lottery',
    shape: { kind: 'thai-government' },
    source: 'OFFICIAL_FEED',
    productLines: ['SEA'],
  },
  LA: {
    code: 'LA',
    name: 'Lao lottery',
    shape: { kind: 'digits', count: 4 },
    source: 'OFFICIAL_FEED',
    productLines: ['SEA'],
  },
  '4D': { code: '4D', name: 'Malaysian 4D', shape: { kind: 'four-d' }, source: 'OFFICIAL_FEED', productLines: ['SEA'] },
};

export type LotteryGame = { code: string; family: FamilyCode; name: string; schedule: DrawSchedule };

const brandTimeZone = 'Asia/Bangkok';

function fastGame(family: FamilyCode, name: string, minutes: number, closeLeadSeconds: number): LotteryGame {
  const drawsPerDay = (24 * 60) / minutes;
  return {
    code: `${family}_${minutes}`,
    family,
    name: `${name} ${minutes} min`,
    schedule: {
      kind: 'interval',
      timeZone: brandTimeZone,
      cycleSeconds: minutes * 60,
      drawsPerDay,
      closeLeadSeconds,
      sequenceDigits: 4,
    },
  };
}

function vietnamGame(region: VietnamRegion, code: string, name: string, weekdays: readonly number[]): LotteryGame {
  const family: FamilyCode = region === 'N' ? 'VN_N' : region === 'C' ? 'VN_C' : 'VN_S';
  return {
    code,
    family,
    name,
    schedule: {
      kind: 'calendar',
      timeZone: 'Asia/Ho_Chi_Minh',
      days: { rule: 'weekly', weekdays },
      ...vietnamRegionTimes[region],
      opens: { rule: 'after-previous-draw' },
    },
  };
}

function fourDGame(code: string, name: string, timeZone: string): LotteryGame {
  return {
    code,
    family: '4D',
    name,
    schedule: {
      kind: 'calendar',
      timeZone,
      days: { rule: 'weekly', weekdays: [3, 6, 7] },
      drawTime: '19:00',
      closeTime: '18:30',
      opens: { rule: 'after-previous-draw' },
    },
  };
}

/**
 * The default catalogue. Fast games close 5 s before their draw (WinGo's `ProhibitBuyTime`); the Thai draw is
 * broadcast from 14:30, so sales close at 14:00, before any prize is drawn.
 */
export const lotteryGames: readonly LotteryGame[] = [
  ...[1, 3, 5].map((minutes) => fastGame('WINGO', 'WinGo', minutes, 5)),
  ...[1, 3, 5].map((minutes) => fastGame('5D', '5D', minutes, 5)),
  ...[1, 3, 5, 10].map((minutes) => fastGame('K3', 'K3', minutes, 5)),
  ...[1, 3, 5].map((minutes) => fastGame('SSC', 'SSC', minutes, 5)),
  ...[1, 3, 5].map((minutes) => fastGame('11X5', '11 pick 5', minutes, 5)),
  ...[1, 3, 5].map((minutes) => fastGame('PK10', 'PK10', minutes, 5)),
  ...[1, 3, 5].map((minutes) => fastGame('VN_FAST', 'Fast Vietnamese', minutes, 5)),
  vietnamGame('N', 'VN_N', 'Miền Bắc', [1, 2, 3, 4, 5, 6, 7]),
  ...vietnamStations
    .filter((station) => station.region !== 'N')
    .map((station) =>
      vietnamGame(station.region, `VN_${station.region}_${station.code}`, station.name, station.weekdays),
    ),
  {
    code: 'TH_GLO',
    family: 'TH',
    name: 'Thai Government Lottery',
    schedule: {
      kind: 'calendar',
      timeZone: 'Asia/Bangkok',
      days: { rule: 'thai-government' },
      drawTime: '14:30',
      closeTime: '14:00',
      opens: { rule: 'after-previous-draw' },
    },
  },
  {
    code: 'LA_LAO',
    family: 'LA',
    name: 'Lao lottery',
    schedule: {
      kind: 'calendar',
      timeZone: 'Asia/Vientiane',
      days: { rule: 'weekly', weekdays: [1, 4] },
      drawTime: '20:30',
      closeTime: '20:00',
      opens: { rule: 'days-before', days: 1, time: '05:00' },
    },
  },
  fourDGame('4D_MAGNUM', 'Magnum 4D', 'Asia/Kuala_Lumpur'),
  fourDGame('4D_DAMACAI', 'Da Ma Cai 1+3D', 'Asia/Kuala_Lumpur'),
  fourDGame('4D_TOTO', 'Sports Toto 4D', 'Asia/Kuala_Lumpur'),
  fourDGame('4D_SINGAPORE', 'Singapore 4D', 'Asia/Singapore'),
];

export function findLotteryGame(code: string): LotteryGame | undefined {
  return lotteryGames.find((game) => game.code === code);
}

export function isInHouseFamily(family: FamilyCode): boolean {
  return lotteryFamilies[family].source === 'IN_HOUSE_RNG';
}

const isDigitString = (value: unknown, length: number) =>
  typeof value === 'string' && value.length === length && /^\d+$/.test(value);
const isIntegerIn = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

/**
 * Why a result (typed in or fetched from a feed) does not fit a shape, or null when it does. The settler only
 * runs on results that passed this check.
 */
export function explainInvalidResult(shape: DrawShape, result: DrawResult): string | null {
  if (shape.kind !== result.kind) return `expected a ${shape.kind} result`;
  switch (result.kind) {
    case 'digits':
      if (shape.kind !== 'digits' || result.digits.length !== shape.count) return 'wrong number of digits';
      return result.digits.every((digit) => isIntegerIn(digit, 0, 9)) ? null : 'a digit is not 0-9';
    case 'dice':
      if (shape.kind !== 'dice' || result.dice.length !== shape.count) return 'wrong number of dice';
      return result.dice.every((die) => isIntegerIn(die, 1, 6)) ? null : 'a die is not 1-6';
    case 'sample': {
      if (shape.kind !== 'sample' || result.numbers.length !== shape.count) return 'wrong number of balls';
      if (!result.numbers.every((ball) => isIntegerIn(ball, 1, shape.max))) return `a ball is not 1-${shape.max}`;
      return new Set(result.numbers).size === result.numbers.length ? null : 'a ball is drawn twice';
    }
    case 'prize-tiers': {
      if (shape.kind !== 'prize-tiers' || result.tiers.length !== shape.tiers.length) return 'wrong prize tiers';
      for (const [index, tier] of shape.tiers.entries()) {
        const given = result.tiers[index];
        if (given?.code !== tier.code || given.numbers.length !== tier.count) return `tier ${tier.code} is incomplete`;
        if (!given.numbers.every((number) => isDigitString(number, tier.digits))) {
          return `tier ${tier.code} needs ${tier.digits}-digit numbers`;
        }
      }
      return null;
    }
    case 'thai-government':
      if (!isDigitString(result.firstPrize, 6)) return 'the first prize has 6 digits';
      if (result.frontThree.length !== 2 || !result.frontThree.every((number) => isDigitString(number, 3))) {
        return 'two front-three numbers of 3 digits';
      }
      if (result.backThree.length !== 2 || !result.backThree.every((number) => isDigitString(number, 3))) {
        return 'two back-three numbers of 3 digits';
      }
      return isDigitString(result.lastTwo, 2) ? null : 'the last-two prize has 2 digits';
    case 'four-d': {
      const tops = [result.first, result.second, result.third];
      if (result.special.length !== 10 || result.consolation.length !== 10) return '10 special and 10 consolation';
      return [...tops, ...result.special, ...result.consolation].every((number) => isDigitString(number, 4))
        ? null
        : 'every 4D number has 4 digits';
    }
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The canonical text of a result (the wire's `winNo`): comma-separated balls, tiers joined by `|`. Two results are
 * the same draw outcome exactly when these texts are equal (jsonb does not keep key order, this does).
 */
export function formatWinNumbers(result: DrawResult): string {
  switch (result.kind) {
    case 'digits':
      return result.digits.join(',');
    case 'dice':
      return result.dice.join(',');
    case 'sample':
      return result.numbers.map(twoDigits).join(',');
    case 'prize-tiers':
      return result.tiers.map((tier) => `${tier.code}:${tier.numbers.join(',')}`).join('|');
    case 'thai-government':
      return `${result.firstPrize}|${result.frontThree.join(',')}|${result.backThree.join(',')}|${result.lastTwo}`;
    case 'four-d':
      return [result.first, result.second, result.third, result.special.join(','), result.consolation.join(',')].join(
        '|',
      );
  }
}
