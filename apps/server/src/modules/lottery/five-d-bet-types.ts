import type { BetType } from './bet-type.js';
import { defineListBetType, definePositionBetType, twoSidesWords, winsTwoSides } from './bet-type-builders.js';
import { parseIntegers, parseWords } from './selection-grammar.js';

/** 5D draws five digits A-E; positions are written A|B|C|D|E. */
const digitAt = (result: { digits: number[] }, position: number) => result.digits[position] ?? -1;
const sumOf = (result: { digits: number[] }) => result.digits.reduce((total, digit) => total + digit, 0);

const positionNumber = definePositionBetType({
  code: '5D_POSITION_NUMBER',
  families: ['5D'],
  pricing: 'fixed-odds',
  name: 'Digit at a position',
  localName: 'A-E number',
  resultKind: 'digits',
  levels: ['NUMBER'],
  sampleSelections: ['3||||'],
  positions: 5,
  parsePosition: (text) => parseIntegers(text, 0, 9),
  formatPick: String,
  hits: (position, pick, result) => (digitAt(result, position) === pick ? [{ level: 'NUMBER', count: 1 }] : []),
});

const positionTwoSides = definePositionBetType({
  code: '5D_POSITION_TWO_SIDES',
  families: ['5D'],
  pricing: 'fixed-odds',
  name: 'Big/small/odd/even at a position',
  localName: 'A-E big 5-9 / small 0-4 / odd / even',
  resultKind: 'digits',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG||||', '|ODD|||'],
  positions: 5,
  parsePosition: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (position, pick, result) =>
    winsTwoSides(pick, digitAt(result, position), 5) ? [{ level: 'TWO_SIDES', count: 1 }] : [],
});

const sumTwoSides = defineListBetType({
  code: '5D_SUM_TWO_SIDES',
  families: ['5D'],
  pricing: 'fixed-odds',
  name: 'Big/small/odd/even of the sum',
  localName: 'Sum A+B+C+D+E: small 0-22 / big 23-45',
  resultKind: 'digits',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG', 'ODD'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (pick, result) => (winsTwoSides(pick, sumOf(result), 23) ? [{ level: 'TWO_SIDES', count: 1 }] : []),
});

export const fiveDBetTypes: readonly BetType[] = [positionNumber, positionTwoSides, sumTwoSides];
