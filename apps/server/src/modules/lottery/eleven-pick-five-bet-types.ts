import type { BetType } from './bet-type.js';
import {
  defineCombinationBetType,
  defineDirectBetType,
  defineListBetType,
  definePositionBetType,
  twoSidesWords,
  winsTwoSides,
} from './bet-type-builders.js';
import { choose, rational } from './combinatorics.js';
import { formatTwoDigits, parseIntegers, parseWords } from './selection-grammar.js';

/** 11X5 draws five different balls of 01-11 in order; picks are written with two digits. */
type Balls = { numbers: number[] };

const ballAt = (result: Balls, position: number) => result.numbers[position] ?? -1;
const parseBalls = (text: string) => parseIntegers(text, 1, 11);
const numberWords = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT'] as const;

const ballNumber = definePositionBetType({
  code: '11X5_BALL_NUMBER',
  families: ['11X5'],
  pricing: 'fixed-odds',
  name: 'Ball number',
  localName: '第一球~第五球 号码',
  resultKind: 'sample',
  levels: ['NUMBER'],
  sampleSelections: ['07||||'],
  positions: 5,
  parsePosition: parseBalls,
  formatPick: formatTwoDigits,
  hits: (position, pick, result) => (ballAt(result, position) === pick ? [{ level: 'NUMBER', count: 1 }] : []),
});

/** Big 06-10, small 01-05; ball 11 is neither big nor small nor odd nor even: it settles at the ELEVEN tie level. */
const ballTwoSides = definePositionBetType({
  code: '11X5_BALL_TWO_SIDES',
  families: ['11X5'],
  pricing: 'fixed-odds',
  name: 'Ball big/small/odd/even',
  localName: '第一球~第五球 两面 (11 为和)',
  resultKind: 'sample',
  levels: ['TWO_SIDES', 'ELEVEN'],
  tieLevels: ['ELEVEN'],
  sampleSelections: ['BIG||||', 'ODD||||'],
  positions: 5,
  parsePosition: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (position, pick, result) => {
    const ball = ballAt(result, position);
    if (ball === 11) return [{ level: 'ELEVEN', count: 1 }];
    return winsTwoSides(pick, ball, 6) ? [{ level: 'TWO_SIDES', count: 1 }] : [];
  },
});

/** Sum of the five (15-45): big 31-45, small 15-29; a sum of 30 ties big and small. */
const sumTwoSides = defineListBetType({
  code: '11X5_SUM_TWO_SIDES',
  families: ['11X5'],
  pricing: 'fixed-odds',
  name: 'Sum big/small/odd/even',
  localName: '总和 两面 (30 为和)',
  resultKind: 'sample',
  levels: ['TWO_SIDES', 'SUM_THIRTY'],
  tieLevels: ['SUM_THIRTY'],
  sampleSelections: ['BIG', 'ODD', 'EVEN'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (pick, result) => {
    const sum = result.numbers.reduce((total, ball) => total + ball, 0);
    if (sum === 30 && (pick === 'BIG' || pick === 'SMALL')) return [{ level: 'SUM_THIRTY', count: 1 }];
    return winsTwoSides(pick, sum, 31) ? [{ level: 'TWO_SIDES', count: 1 }] : [];
  },
});

const dragonTiger = defineListBetType({
  code: '11X5_DRAGON_TIGER',
  families: ['11X5'],
  pricing: 'fixed-odds',
  name: 'Dragon / tiger (ball 1 against ball 5)',
  localName: '龙虎',
  resultKind: 'sample',
  levels: ['DRAGON_TIGER'],
  sampleSelections: ['DRAGON'],
  parsePicks: (text) => parseWords(text, ['DRAGON', 'TIGER'] as const),
  formatPick: String,
  hits: (pick, result) =>
    ballAt(result, 0) > ballAt(result, 4) === (pick === 'DRAGON') ? [{ level: 'DRAGON_TIGER', count: 1 }] : [],
});

const win = (numerator: number, denominator: number) => ({ WIN: rational(numerator, denominator) });

function frontDirect(size: number, localName: string, sample: string): BetType {
  return defineDirectBetType({
    code: `11X5_FRONT_${numberWords[size]}_DIRECT`,
    families: ['11X5'],
    pricing: 'prize-group',
    name: `Front ${size} direct`,
    localName,
    resultKind: 'sample',
    levels: ['WIN'],
    winProbabilities: win(1, size === 3 ? 990 : 110),
    sampleSelections: [sample],
    positions: size,
    level: 'WIN',
    distinct: true,
    parsePosition: parseBalls,
    formatPick: formatTwoDigits,
    matches: (position, ball, result) => ballAt(result, position) === ball,
  });
}

function frontGroup(size: number, localName: string): BetType {
  return defineCombinationBetType({
    code: `11X5_FRONT_${numberWords[size]}_GROUP`,
    families: ['11X5'],
    pricing: 'prize-group',
    name: `Front ${size} group`,
    localName,
    resultKind: 'sample',
    levels: ['WIN'],
    winProbabilities: win(1, choose(11, size)),
    level: 'WIN',
    sampleSelections: [size === 3 ? '01,02,03' : '01,02'],
    size,
    parsePicks: parseBalls,
    formatPick: formatTwoDigits,
    winningBets: (balls, result) => (result.numbers.slice(0, size).every((ball) => balls.includes(ball)) ? 1 : 0),
  });
}

/**
 * 任选 N: up to five, all N picks must be among the five drawn (任选N中N); from six up, all five drawn must be
 * among the N picks (任选N中五).
 */
function anyPick(size: number): BetType {
  const chance = size <= 5 ? rational(choose(5, size), choose(11, size)) : rational(choose(size, 5), choose(11, 5));
  return defineCombinationBetType({
    code: `11X5_ANY_${numberWords[size]}`,
    families: ['11X5'],
    pricing: 'prize-group',
    name: `Any ${size}`,
    localName: size <= 5 ? `任选${size}中${size}` : `任选${size}中五`,
    resultKind: 'sample',
    levels: ['WIN'],
    winProbabilities: { WIN: chance },
    level: 'WIN',
    sampleSelections: [Array.from({ length: size }, (_, index) => formatTwoDigits(index + 1)).join(',')],
    size,
    parsePicks: parseBalls,
    formatPick: formatTwoDigits,
    winningBets: (balls, result) => {
      if (size <= 5) return choose(result.numbers.filter((ball) => balls.includes(ball)).length, size);
      return result.numbers.every((ball) => balls.includes(ball)) ? choose(balls.length - 5, size - 5) : 0;
    },
  });
}

const fixedPosition = definePositionBetType({
  code: '11X5_FIXED_POSITION',
  families: ['11X5'],
  pricing: 'prize-group',
  name: 'Fixed position (front three)',
  localName: '定位胆',
  resultKind: 'sample',
  levels: ['WIN'],
  winProbabilities: win(1, 11),
  sampleSelections: ['01||'],
  positions: 3,
  parsePosition: parseBalls,
  formatPick: formatTwoDigits,
  hits: (position, ball, result) => (ballAt(result, position) === ball ? [{ level: 'WIN', count: 1 }] : []),
});

const frontThreeAnyPosition = defineListBetType({
  code: '11X5_FRONT_THREE_ANY_POSITION',
  families: ['11X5'],
  pricing: 'prize-group',
  name: 'Front three, ball anywhere',
  localName: '前三不定位',
  resultKind: 'sample',
  levels: ['WIN'],
  winProbabilities: win(3, 11),
  sampleSelections: ['05'],
  parsePicks: parseBalls,
  formatPick: formatTwoDigits,
  hits: (ball, result) => (result.numbers.slice(0, 3).includes(ball) ? [{ level: 'WIN', count: 1 }] : []),
});

export const elevenPickFiveBetTypes: readonly BetType[] = [
  ballNumber,
  ballTwoSides,
  sumTwoSides,
  dragonTiger,
  frontDirect(3, '前三直选', '01|02|03'),
  frontGroup(3, '前三组选'),
  frontDirect(2, '前二直选', '01|02'),
  frontGroup(2, '前二组选'),
  fixedPosition,
  frontThreeAnyPosition,
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyPick),
];
