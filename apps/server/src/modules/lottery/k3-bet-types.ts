import type { BetType } from './bet-type.js';
import { SelectionError } from './bet-type.js';
import {
  defineCombinationBetType,
  defineDirectBetType,
  defineListBetType,
  twoSidesWords,
  winsTwoSides,
} from './bet-type-builders.js';
import { parseIntegers, parseWords, splitPicks } from './selection-grammar.js';

/** K3 throws three dice; the sum is 3-18 (big 11-18, small 3-10). */
type Dice = { dice: number[] };

const sumOf = (result: Dice) => result.dice.reduce((total, die) => total + die, 0);
const countOf = (result: Dice, face: number) => result.dice.filter((die) => die === face).length;
const isTriple = (result: Dice) => new Set(result.dice).size === 1;
const distinctFaces = (result: Dice) => new Set(result.dice);

const sums = Array.from({ length: 16 }, (_, index) => index + 3);

/** Faces written twice or three times ("11", "111"), parsed to the face. */
function parseRepeatedFaces(text: string, times: number): number[] {
  return splitPicks(text)
    .map((pick) => {
      const face = Number(pick[0]);
      if (pick.length !== times || !/^[1-6]+$/.test(pick) || [...pick].some((digit) => Number(digit) !== face)) {
        throw new SelectionError(`${pick} is not a face written ${times} times`);
      }
      return face;
    })
    .sort((left, right) => left - right);
}

const k3Sum = defineListBetType({
  code: 'K3_SUM',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Sum',
  localName: '和值',
  resultKind: 'dice',
  levels: sums.map((sum) => `SUM_${sum}`),
  sampleSelections: sums.slice(0, 8).map(String),
  parsePicks: (text) => parseIntegers(text, 3, 18),
  formatPick: String,
  hits: (pick, result) => (sumOf(result) === pick ? [{ level: `SUM_${pick}`, count: 1 }] : []),
});

/** A triple on big/small/odd/even wins at its own level, which the default table prices at 0 (the house rule). */
const k3TwoSides = defineListBetType({
  code: 'K3_TWO_SIDES',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Big/small/odd/even of the sum',
  localName: '大小单双',
  resultKind: 'dice',
  levels: ['TWO_SIDES', 'TWO_SIDES_ON_TRIPLE'],
  sampleSelections: ['BIG', 'ODD'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (pick, result) =>
    winsTwoSides(pick, sumOf(result), 11)
      ? [{ level: isTriple(result) ? 'TWO_SIDES_ON_TRIPLE' : 'TWO_SIDES', count: 1 }]
      : [],
});

const k3AnyTriple = defineListBetType({
  code: 'K3_ANY_TRIPLE',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Any triple',
  localName: '三同号通选',
  resultKind: 'dice',
  levels: ['ANY_TRIPLE'],
  sampleSelections: ['ANY'],
  parsePicks: (text) => parseWords(text, ['ANY'] as const),
  formatPick: String,
  hits: (_pick, result) => (isTriple(result) ? [{ level: 'ANY_TRIPLE', count: 1 }] : []),
});

const k3Triple = defineListBetType({
  code: 'K3_TRIPLE',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Specific triple',
  localName: '三同号单选',
  resultKind: 'dice',
  levels: ['TRIPLE'],
  sampleSelections: ['666'],
  parsePicks: (text) => parseRepeatedFaces(text, 3),
  formatPick: (face) => String(face).repeat(3),
  hits: (face, result) => (countOf(result, face) === 3 ? [{ level: 'TRIPLE', count: 1 }] : []),
});

/** Paid once however many dice show the face. */
const k3SingleNumber = defineListBetType({
  code: 'K3_SINGLE_NUMBER',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Face appears',
  localName: '独胆',
  resultKind: 'dice',
  levels: ['SINGLE_NUMBER'],
  sampleSelections: ['4'],
  parsePicks: (text) => parseIntegers(text, 1, 6),
  formatPick: String,
  hits: (face, result) => (countOf(result, face) > 0 ? [{ level: 'SINGLE_NUMBER', count: 1 }] : []),
});

/** Two different faces that both appear (两连). */
const k3TwoDifferent = defineCombinationBetType({
  code: 'K3_TWO_DIFFERENT',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Two different faces',
  localName: '二不同号 / 两连',
  resultKind: 'dice',
  levels: ['TWO_DIFFERENT'],
  level: 'TWO_DIFFERENT',
  sampleSelections: ['1,2'],
  size: 2,
  parsePicks: (text) => parseIntegers(text, 1, 6),
  formatPick: String,
  winningBets: (faces, result) => {
    const shown = distinctFaces(result);
    const matched = faces.filter((face) => shown.has(face)).length;
    return (matched * (matched - 1)) / 2;
  },
});

/** Three different faces that are exactly the three dice. */
const k3ThreeDifferent = defineCombinationBetType({
  code: 'K3_THREE_DIFFERENT',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Three different faces',
  localName: '三不同号',
  resultKind: 'dice',
  levels: ['THREE_DIFFERENT'],
  level: 'THREE_DIFFERENT',
  sampleSelections: ['1,2,3'],
  size: 3,
  parsePicks: (text) => parseIntegers(text, 1, 6),
  formatPick: String,
  winningBets: (faces, result) => {
    const shown = distinctFaces(result);
    return shown.size === 3 && [...shown].every((face) => faces.includes(face)) ? 1 : 0;
  },
});

/** A face on at least two dice (a triple counts). */
const k3Pair = defineListBetType({
  code: 'K3_PAIR',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Pair',
  localName: '二同号复选 / 对子',
  resultKind: 'dice',
  levels: ['PAIR'],
  sampleSelections: ['33'],
  parsePicks: (text) => parseRepeatedFaces(text, 2),
  formatPick: (face) => String(face).repeat(2),
  hits: (face, result) => (countOf(result, face) >= 2 ? [{ level: 'PAIR', count: 1 }] : []),
});

/** A pair and a different single: the dice are exactly pair, pair, single ("11|2"). */
const k3PairWithSingle = defineDirectBetType({
  code: 'K3_PAIR_WITH_SINGLE',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Pair with a single',
  localName: '二同号单选',
  resultKind: 'dice',
  levels: ['PAIR_WITH_SINGLE'],
  level: 'PAIR_WITH_SINGLE',
  sampleSelections: ['11|2'],
  positions: 2,
  distinct: true,
  parsePosition: (text, position) => (position === 0 ? parseRepeatedFaces(text, 2) : parseIntegers(text, 1, 6)),
  formatPick: (face, position) => String(face).repeat(position === 0 ? 2 : 1),
  matches: (position, face, result) => countOf(result, face) === (position === 0 ? 2 : 1),
});

/** Three consecutive faces in any order: 123, 234, 345 or 456. */
const k3AnyStraight = defineListBetType({
  code: 'K3_ANY_STRAIGHT',
  families: ['K3'],
  pricing: 'fixed-odds',
  name: 'Any straight',
  localName: '三连号通选',
  resultKind: 'dice',
  levels: ['ANY_STRAIGHT'],
  sampleSelections: ['ANY'],
  parsePicks: (text) => parseWords(text, ['ANY'] as const),
  formatPick: String,
  hits: (_pick, result) => {
    const [low = 0, middle = 0, high = 0] = [...result.dice].sort((left, right) => left - right);
    return middle === low + 1 && high === middle + 1 ? [{ level: 'ANY_STRAIGHT', count: 1 }] : [];
  },
});

export const k3BetTypes: readonly BetType[] = [
  k3Sum,
  k3TwoSides,
  k3AnyTriple,
  k3Triple,
  k3SingleNumber,
  k3TwoDifferent,
  k3ThreeDifferent,
  k3Pair,
  k3PairWithSingle,
  k3AnyStraight,
];
