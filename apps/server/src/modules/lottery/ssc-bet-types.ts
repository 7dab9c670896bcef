import type { BetType } from './bet-type.js';
import { SelectionError, defineBetType } from './bet-type.js';
import {
  defineCombinationBetType,
  defineDirectBetType,
  defineListBetType,
  definePositionBetType,
  twoSidesWords,
  winsTwoSides,
} from './bet-type-builders.js';
import { rational } from './combinatorics.js';
import { parseIntegers, parseWords, requirePicks, splitPicks } from './selection-grammar.js';

/** SSC draws five digits (positions 1-5, written in that order separated by |). */
type Digits = { digits: number[] };

const digitAt = (result: Digits, position: number) => result.digits[position] ?? -1;
const sectionOf = (result: Digits, positions: readonly number[]) =>
  positions.map((position) => digitAt(result, position));
const parseDigits = (text: string) => parseIntegers(text, 0, 9);

const sections = {
  FRONT_THREE: [0, 1, 2],
  MIDDLE_THREE: [1, 2, 3],
  BACK_THREE: [2, 3, 4],
  FRONT_TWO: [0, 1],
  BACK_TWO: [3, 4],
} as const;

const ballNumber = definePositionBetType({
  code: 'SSC_BALL_NUMBER',
  families: ['SSC'],
  pricing: 'fixed-odds',
  name: 'Ball number',
  localName: '第一球~第五球 号码',
  resultKind: 'digits',
  levels: ['NUMBER'],
  sampleSelections: ['||7||'],
  positions: 5,
  parsePosition: parseDigits,
  formatPick: String,
  hits: (position, pick, result) => (digitAt(result, position) === pick ? [{ level: 'NUMBER', count: 1 }] : []),
});

const ballTwoSides = definePositionBetType({
  code: 'SSC_BALL_TWO_SIDES',
  families: ['SSC'],
  pricing: 'fixed-odds',
  name: 'Ball big/small/odd/even',
  localName: '第一球~第五球 两面 (大 5-9)',
  resultKind: 'digits',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG||||', '||||EVEN'],
  positions: 5,
  parsePosition: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (position, pick, result) =>
    winsTwoSides(pick, digitAt(result, position), 5) ? [{ level: 'TWO_SIDES', count: 1 }] : [],
});

const sumTwoSides = defineListBetType({
  code: 'SSC_SUM_TWO_SIDES',
  families: ['SSC'],
  pricing: 'fixed-odds',
  name: 'Sum big/small/odd/even',
  localName: '总和 两面 (大 23-45)',
  resultKind: 'digits',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG', 'ODD'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (pick, result) =>
    winsTwoSides(
      pick,
      result.digits.reduce((total, digit) => total + digit, 0),
      23,
    )
      ? [{ level: 'TWO_SIDES', count: 1 }]
      : [],
});

/** Dragon: ball 1 above ball 5; tiger: below; tie: equal. A tie settles dragon and tiger at their tie level. */
const dragonTiger = defineListBetType({
  code: 'SSC_DRAGON_TIGER',
  families: ['SSC'],
  pricing: 'fixed-odds',
  name: 'Dragon / tiger / tie',
  localName: '龙虎和',
  resultKind: 'digits',
  levels: ['DRAGON', 'TIGER', 'TIE', 'DRAGON_TIGER_ON_TIE'],
  tieLevels: ['DRAGON_TIGER_ON_TIE'],
  sampleSelections: ['DRAGON', 'TIE'],
  parsePicks: (text) => parseWords(text, ['DRAGON', 'TIGER', 'TIE'] as const),
  formatPick: String,
  hits: (pick, result) => {
    const first = digitAt(result, 0);
    const last = digitAt(result, 4);
    const outcome = first > last ? 'DRAGON' : first < last ? 'TIGER' : 'TIE';
    if (pick === outcome) return [{ level: pick, count: 1 }];
    return outcome === 'TIE' ? [{ level: 'DRAGON_TIGER_ON_TIE', count: 1 }] : [];
  },
});

const threeClasses = ['LEOPARD', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED'] as const;
type ThreeClass = (typeof threeClasses)[number];

const adjacent = (left: number, right: number) => (left - right + 10) % 10 === 1 || (right - left + 10) % 10 === 1;

/** 豹子 > 顺子 > 对子 > 半顺 > 杂六, in that priority; consecutive digits wrap (9-0-1). */
export function classifyThree(digits: readonly number[]): ThreeClass {
  const [a = 0, b = 0, c = 0] = digits;
  const distinct = new Set(digits).size;
  if (distinct === 1) return 'LEOPARD';
  if (distinct === 2) return 'PAIR';
  const pairs = [adjacent(a, b), adjacent(b, c), adjacent(a, c)].filter(Boolean).length;
  if (pairs >= 2) return 'STRAIGHT';
  return pairs === 1 ? 'HALF_STRAIGHT' : 'MIXED';
}

const threeClass = definePositionBetType({
  code: 'SSC_THREE_CLASS',
  families: ['SSC'],
  pricing: 'fixed-odds',
  name: 'Front/middle/back three class',
  localName: '前三/中三/后三 豹子 顺子 对子 半顺 杂六',
  resultKind: 'digits',
  levels: threeClasses,
  sampleSelections: ['LEOPARD||', 'STRAIGHT||', 'PAIR||', 'HALF_STRAIGHT||', 'MIXED||'],
  positions: 3,
  parsePosition: (text) => parseWords(text, threeClasses),
  formatPick: String,
  hits: (position, pick, result) => {
    const section = [sections.FRONT_THREE, sections.MIDDLE_THREE, sections.BACK_THREE][position] ?? [];
    return classifyThree(sectionOf(result, section)) === pick ? [{ level: pick, count: 1 }] : [];
  },
});

/** LOTT official plays: one level WIN, priced by the prize group from its exact chance. */
const win = (numerator: number, denominator: number) => ({ WIN: rational(numerator, denominator) });

function directPlay(code: string, localName: string, positions: readonly number[], sample: string): BetType {
  return defineDirectBetType({
    code,
    families: ['SSC'],
    pricing: 'prize-group',
    name: code.replace('SSC_', '').toLowerCase().replaceAll('_', ' '),
    localName,
    resultKind: 'digits',
    levels: ['WIN'],
    winProbabilities: win(1, 10 ** positions.length),
    sampleSelections: [sample],
    positions: positions.length,
    level: 'WIN',
    parsePosition: parseDigits,
    formatPick: String,
    matches: (index, pick, result) => digitAt(result, positions[index] ?? -1) === pick,
  });
}

type GroupThreeBet = { pair: number; single: number };

/**
 * 组三: a section with a pair and a single, in any order. Each (pair, single) is a bet, each with 3 orders. Written
 * as digits (复式: every pair/single of them, n(n-1) bets) or as numbers such as "112" (单式).
 */
function groupThreePlay(section: keyof typeof sections, localName: string): BetType {
  const positions = sections[section];
  return defineBetType<GroupThreeBet[], 'digits'>({
    code: `SSC_${section}_GROUP_THREE`,
    families: ['SSC'],
    pricing: 'prize-group',
    name: `${section.toLowerCase().replaceAll('_', ' ')} group of three`,
    localName,
    resultKind: 'digits',
    levels: ['WIN'],
    winProbabilities: win(3, 1000),
    sampleSelections: ['1,2'],
    parse: (text) => {
      const picks = splitPicks(text);
      if (picks.every((pick) => /^\d$/.test(pick))) {
        const digits = requirePicks(parseDigits(text), 2);
        return digits.flatMap((pair) => digits.filter((single) => single !== pair).map((single) => ({ pair, single })));
      }
      const bets = picks.map((pick) => {
        const digits = [...pick].map(Number);
        const counts = new Map<number, number>();
        for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
        const pair = [...counts].find(([, count]) => count === 2)?.[0];
        const single = [...counts].find(([, count]) => count === 1)?.[0];
        if (!/^\d{3}$/.test(pick) || pair === undefined || single === undefined) {
          throw new SelectionError(`${pick} is not a pair and a single`);
        }
        return { pair, single };
      });
      const keys = bets.map((bet) => bet.pair * 10 + bet.single);
      if (new Set(keys).size !== keys.length) throw new SelectionError('a number is repeated');
      return bets;
    },
    format: (bets) => {
      const sorted = [...bets].sort((left, right) => left.pair - right.pair || left.single - right.single);
      const digits = [...new Set(sorted.flatMap((bet) => [bet.pair, bet.single]))].sort((left, right) => left - right);
      if (digits.length >= 2 && sorted.length === digits.length * (digits.length - 1)) return digits.join(',');
      return sorted
        .map((bet) => [bet.pair, bet.pair, bet.single].sort((left, right) => left - right).join(''))
        .join(',');
    },
    count: (bets) => bets.length,
    singles: (bets) => bets.map((bet) => [bet]),
    evaluate: (bets, result) => {
      const digits = sectionOf(result, positions);
      const pair = digits.find((digit, index) => digits.indexOf(digit) !== index);
      const single = digits.find((digit) => digits.filter((other) => other === digit).length === 1);
      const wins = new Set(digits).size === 2 && bets.some((bet) => bet.pair === pair && bet.single === single);
      return [{ level: 'WIN', count: wins ? 1 : 0 }];
    },
  });
}

/** 组六 / 二星组选: distinct digits in any order; every subset of the section's size is a bet. */
function groupDistinctPlay(code: string, localName: string, positions: readonly number[], chance: number): BetType {
  return defineCombinationBetType({
    code,
    families: ['SSC'],
    pricing: 'prize-group',
    name: code.replace('SSC_', '').toLowerCase().replaceAll('_', ' '),
    localName,
    resultKind: 'digits',
    levels: ['WIN'],
    winProbabilities: win(chance, 10 ** positions.length),
    level: 'WIN',
    sampleSelections: [positions.length === 3 ? '1,2,3' : '1,2'],
    size: positions.length,
    parsePicks: parseDigits,
    formatPick: String,
    winningBets: (digits, result) => {
      const section = sectionOf(result, positions);
      return new Set(section).size === section.length && section.every((digit) => digits.includes(digit)) ? 1 : 0;
    },
  });
}

const fixedPosition = definePositionBetType({
  code: 'SSC_FIXED_POSITION',
  families: ['SSC'],
  pricing: 'prize-group',
  name: 'Fixed position',
  localName: '定位胆',
  resultKind: 'digits',
  levels: ['WIN'],
  winProbabilities: win(1, 10),
  sampleSelections: ['5||||'],
  positions: 5,
  parsePosition: parseDigits,
  formatPick: String,
  hits: (position, pick, result) => (digitAt(result, position) === pick ? [{ level: 'WIN', count: 1 }] : []),
});

/** 后三一码不定位: the digit appears among the last three, paid once however often. P = 1 - 0.9^3. */
const backThreeAnyOne = defineListBetType({
  code: 'SSC_BACK_THREE_ANY_ONE',
  families: ['SSC'],
  pricing: 'prize-group',
  name: 'Back three, one digit anywhere',
  localName: '后三一码不定位',
  resultKind: 'digits',
  levels: ['WIN'],
  winProbabilities: win(271, 1000),
  sampleSelections: ['8'],
  parsePicks: parseDigits,
  formatPick: String,
  hits: (digit, result) => (sectionOf(result, sections.BACK_THREE).includes(digit) ? [{ level: 'WIN', count: 1 }] : []),
});

/** 后二大小单双: one attribute per position (big 5-9); a digit has two attributes, so a bet can win twice over. */
const backTwoTwoSides = defineDirectBetType({
  code: 'SSC_BACK_TWO_BIG_SMALL_ODD_EVEN',
  families: ['SSC'],
  pricing: 'prize-group',
  name: 'Back two big/small/odd/even',
  localName: '后二大小单双',
  resultKind: 'digits',
  levels: ['WIN'],
  winProbabilities: win(1, 4),
  sampleSelections: ['BIG|ODD'],
  positions: 2,
  level: 'WIN',
  parsePosition: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  matches: (index, word, result) => winsTwoSides(word, digitAt(result, 3 + index), 5),
});

export const sscBetTypes: readonly BetType[] = [
  ballNumber,
  ballTwoSides,
  sumTwoSides,
  dragonTiger,
  threeClass,
  directPlay('SSC_FIVE_STAR_DIRECT', '五星直选', [0, 1, 2, 3, 4], '1|2|3|4|5'),
  directPlay('SSC_FOUR_STAR_DIRECT', '四星直选 (后四)', [1, 2, 3, 4], '2|3|4|5'),
  directPlay('SSC_FRONT_THREE_DIRECT', '前三直选', sections.FRONT_THREE, '1|2|3'),
  directPlay('SSC_MIDDLE_THREE_DIRECT', '中三直选', sections.MIDDLE_THREE, '1|2|3'),
  directPlay('SSC_BACK_THREE_DIRECT', '后三直选', sections.BACK_THREE, '1|2|3'),
  groupThreePlay('FRONT_THREE', '前三组三'),
  groupThreePlay('MIDDLE_THREE', '中三组三'),
  groupThreePlay('BACK_THREE', '后三组三'),
  groupDistinctPlay('SSC_FRONT_THREE_GROUP_SIX', '前三组六', sections.FRONT_THREE, 6),
  groupDistinctPlay('SSC_MIDDLE_THREE_GROUP_SIX', '中三组六', sections.MIDDLE_THREE, 6),
  groupDistinctPlay('SSC_BACK_THREE_GROUP_SIX', '后三组六', sections.BACK_THREE, 6),
  directPlay('SSC_FRONT_TWO_DIRECT', '前二直选', sections.FRONT_TWO, '1|2'),
  directPlay('SSC_BACK_TWO_DIRECT', '后二直选', sections.BACK_TWO, '1|2'),
  groupDistinctPlay('SSC_FRONT_TWO_GROUP', '前二组选', sections.FRONT_TWO, 2),
  groupDistinctPlay('SSC_BACK_TWO_GROUP', '后二组选', sections.BACK_TWO, 2),
  fixedPosition,
  backThreeAnyOne,
  backTwoTwoSides,
];
