import type { BetType } from './bet-type.js';
import { defineCombinationBetType, defineListBetType } from './bet-type-builders.js';
import { choose } from './combinatorics.js';
import type { FamilyCode } from './lottery-families.js';
import { parseFixedWidthNumbers, parseIntegers, parseWords } from './selection-grammar.js';

/**
 * Vietnamese lottery bets, on the official draws (North 27 numbers, Central/South 18) and the fast in-house one.
 * Every prize number is a "lô"; the special prize (ĐB) is the first tier.
 */
type Tiers = { tiers: { code: string; numbers: string[] }[] };

const families: readonly FamilyCode[] = ['VN_N', 'VN_C', 'VN_S', 'VN_FAST'];

const specialPrize = (result: Tiers) => result.tiers.find((tier) => tier.code === 'DB')?.numbers[0] ?? '';

/** The last `width` digits of every prize number that has at least that many. */
const endings = (result: Tiers, width: number) =>
  result.tiers.flatMap((tier) =>
    tier.numbers.filter((number) => number.length >= width).map((number) => number.slice(-width)),
  );

const specialLastTwoSum = (result: Tiers) =>
  [...specialPrize(result).slice(-2)].reduce((sum, digit) => sum + Number(digit), 0);

/** Lô: paid for every prize number ending in the pick (two occurrences pay twice). */
function lo(width: 2 | 3 | 4): BetType {
  return defineListBetType({
    code: `VN_LO_${width}`,
    families,
    pricing: 'fixed-odds',
    name: `Lô ${width} digits`,
    localName: width === 2 ? 'Lô 2 số (bao lô)' : `Lô ${width} số`,
    resultKind: 'prize-tiers',
    levels: ['LO'],
    sampleSelections: ['27'.padStart(width, '0')],
    numbered: true,
    parsePicks: (text) => parseFixedWidthNumbers(text, width),
    formatPick: String,
    hits: (pick, result) => [{ level: 'LO', count: endings(result, width).filter((ending) => ending === pick).length }],
  });
}

/** Bets on the special prize's ending: đề (last 2), 3 càng (last 3), 4 càng (last 4). */
function special(code: string, name: string, localName: string, width: number, sample: string): BetType {
  return defineListBetType({
    code,
    families,
    pricing: 'fixed-odds',
    name,
    localName,
    resultKind: 'prize-tiers',
    levels: ['WIN'],
    sampleSelections: [sample],
    numbered: true,
    parsePicks: (text) => parseFixedWidthNumbers(text, width),
    formatPick: String,
    hits: (pick, result) => (specialPrize(result).slice(-width) === pick ? [{ level: 'WIN', count: 1 }] : []),
  });
}

/** Đầu / đuôi: the tens or the units digit of the special prize's last two. */
function headOrTail(code: string, localName: string, offset: 2 | 1): BetType {
  return defineListBetType({
    code,
    families,
    pricing: 'fixed-odds',
    name: offset === 2 ? 'Special prize head digit' : 'Special prize tail digit',
    localName,
    resultKind: 'prize-tiers',
    levels: ['WIN'],
    sampleSelections: ['5'],
    parsePicks: (text) => parseIntegers(text, 0, 9),
    formatPick: String,
    hits: (digit, result) => {
      const prize = specialPrize(result);
      return Number(prize[prize.length - offset]) === digit ? [{ level: 'WIN', count: 1 }] : [];
    },
  });
}

/** Xiên k: every k-set of the picks is a bet that wins once when all k appear among the lô (repeats pay once). */
function xien(size: 2 | 3 | 4): BetType {
  return defineCombinationBetType({
    code: `VN_XIEN_${size}`,
    families,
    pricing: 'fixed-odds',
    name: `Parlay of ${size}`,
    localName: `Xiên ${size}`,
    resultKind: 'prize-tiers',
    levels: ['WIN'],
    level: 'WIN',
    sampleSelections: [['12', '34', '56', '78'].slice(0, size).join(',')],
    size,
    numbered: true,
    parsePicks: (text) => parseFixedWidthNumbers(text, 2),
    formatPick: String,
    winningBets: (picks, result) => {
      const shown = new Set(endings(result, 2));
      return choose(picks.filter((pick) => shown.has(pick)).length, size);
    },
  });
}

/** Lô trượt k: every k-set of the picks is a bet that wins when none of the k appears among the lô. */
function loTruot(size: 4 | 8 | 10): BetType {
  return defineCombinationBetType({
    code: `VN_LO_TRUOT_${size}`,
    families,
    pricing: 'fixed-odds',
    name: `Miss all ${size}`,
    localName: `Lô trượt ${size}`,
    resultKind: 'prize-tiers',
    levels: ['WIN'],
    level: 'WIN',
    sampleSelections: [Array.from({ length: size }, (_, index) => String(index * 7).padStart(2, '0')).join(',')],
    size,
    numbered: true,
    parsePicks: (text) => parseFixedWidthNumbers(text, 2),
    formatPick: String,
    winningBets: (picks, result) => {
      const shown = new Set(endings(result, 2));
      return choose(picks.filter((pick) => !shown.has(pick)).length, size);
    },
  });
}

/** The fun game on the sum of the special prize's last two digits (0-18): big 10-18, small 0-8, 9 ties. */
const sumBigSmall = defineListBetType({
  code: 'VN_SUM_BIG_SMALL',
  families,
  pricing: 'fixed-odds',
  name: 'Special prize last-two sum big/small',
  localName: 'Tài xỉu (tổng 2 số cuối ĐB, 9 hoà)',
  resultKind: 'prize-tiers',
  levels: ['WIN', 'SUM_NINE'],
  tieLevels: ['SUM_NINE'],
  roundLimits: { VN_SUM_BIG_SMALL: 1 },
  sampleSelections: ['BIG'],
  parsePicks: (text) => parseWords(text, ['BIG', 'SMALL'] as const),
  formatPick: String,
  hits: (pick, result) => {
    const sum = specialLastTwoSum(result);
    if (sum === 9) return [{ level: 'SUM_NINE', count: 1 }];
    return sum >= 10 === (pick === 'BIG') ? [{ level: 'WIN', count: 1 }] : [];
  },
  side: (pick) => ({ group: 'VN_SUM_BIG_SMALL', side: pick }),
});

const sumOddEven = defineListBetType({
  code: 'VN_SUM_ODD_EVEN',
  families,
  pricing: 'fixed-odds',
  name: 'Special prize last-two sum odd/even',
  localName: 'Chẵn lẻ (tổng 2 số cuối ĐB)',
  resultKind: 'prize-tiers',
  levels: ['WIN'],
  roundLimits: { VN_SUM_ODD_EVEN: 1 },
  sampleSelections: ['ODD'],
  parsePicks: (text) => parseWords(text, ['ODD', 'EVEN'] as const),
  formatPick: String,
  hits: (pick, result) =>
    (specialLastTwoSum(result) % 2 === 1) === (pick === 'ODD') ? [{ level: 'WIN', count: 1 }] : [],
  side: (pick) => ({ group: 'VN_SUM_ODD_EVEN', side: pick }),
});

export const vietnamBetTypes: readonly BetType[] = [
  lo(2),
  lo(3),
  lo(4),
  special('VN_DE', 'Special prize last two', 'Đề (đặc biệt)', 2, '27'),
  headOrTail('VN_DAU', 'Đầu (ĐB)', 2),
  headOrTail('VN_DUOI', 'Đuôi (ĐB)', 1),
  special('VN_BA_CANG', 'Special prize last three', '3 càng (ĐB)', 3, '127'),
  special('VN_BON_CANG', 'Special prize last four', '4 càng (ĐB)', 4, '1127'),
  xien(2),
  xien(3),
  xien(4),
  loTruot(4),
  loTruot(8),
  loTruot(10),
  sumBigSmall,
  sumOddEven,
];
