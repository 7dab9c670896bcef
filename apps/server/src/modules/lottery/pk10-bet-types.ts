import type { BetType } from './bet-type.js';
import {
  defineDirectBetType,
  defineListBetType,
  definePositionBetType,
  twoSidesWords,
  winsTwoSides,
} from './bet-type-builders.js';
import { rational } from './combinatorics.js';
import { formatTwoDigits, parseIntegers, parseWords } from './selection-grammar.js';

/** PK10 is a race of cars 01-10: the result lists the car in each finishing place, first place first. */
type Race = { numbers: number[] };

const carAt = (result: Race, place: number) => result.numbers[place] ?? -1;
const parseCars = (text: string) => parseIntegers(text, 1, 10);
const topTwoSum = (result: Race) => carAt(result, 0) + carAt(result, 1);

const positionNumber = definePositionBetType({
  code: 'PK10_POSITION_NUMBER',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Car in a place',
  localName: '冠军~第十名 号码',
  resultKind: 'sample',
  levels: ['NUMBER'],
  sampleSelections: ['08|||||||||'],
  positions: 10,
  parsePosition: parseCars,
  formatPick: formatTwoDigits,
  hits: (place, car, result) => (carAt(result, place) === car ? [{ level: 'NUMBER', count: 1 }] : []),
});

const positionTwoSides = definePositionBetType({
  code: 'PK10_POSITION_TWO_SIDES',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Place big/small/odd/even',
  localName: '冠军~第十名 两面 (大 6-10)',
  resultKind: 'sample',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG|||||||||', '|||||||||ODD'],
  positions: 10,
  parsePosition: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (place, word, result) =>
    winsTwoSides(word, carAt(result, place), 6) ? [{ level: 'TWO_SIDES', count: 1 }] : [],
});

/** Place k (1-5) against place 11-k: dragon when the car in place k has the higher number. */
const dragonTiger = definePositionBetType({
  code: 'PK10_DRAGON_TIGER',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Dragon / tiger (place k against place 11-k)',
  localName: '1~5 龙虎',
  resultKind: 'sample',
  levels: ['DRAGON_TIGER'],
  sampleSelections: ['DRAGON||||', '||||TIGER'],
  positions: 5,
  parsePosition: (text) => parseWords(text, ['DRAGON', 'TIGER'] as const),
  formatPick: String,
  hits: (place, word, result) =>
    carAt(result, place) > carAt(result, 9 - place) === (word === 'DRAGON')
      ? [{ level: 'DRAGON_TIGER', count: 1 }]
      : [],
});

const topTwoSums = Array.from({ length: 17 }, (_, index) => index + 3);

const topTwoSumValue = defineListBetType({
  code: 'PK10_TOP_TWO_SUM',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Sum of first and second',
  localName: '冠亚和 3-19',
  resultKind: 'sample',
  levels: topTwoSums.map((sum) => `SUM_${sum}`),
  sampleSelections: ['3', '5', '7', '9', '11'],
  parsePicks: (text) => parseIntegers(text, 3, 19),
  formatPick: String,
  hits: (sum, result) => (topTwoSum(result) === sum ? [{ level: `SUM_${sum}`, count: 1 }] : []),
});

/** Sum of first and second: big 12-19, small 3-11; each side has its own price. */
const topTwoSumTwoSides = defineListBetType({
  code: 'PK10_TOP_TWO_SUM_TWO_SIDES',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Sum of first and second big/small/odd/even',
  localName: '冠亚和 大小单双',
  resultKind: 'sample',
  levels: twoSidesWords,
  sampleSelections: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (word, result) => (winsTwoSides(word, topTwoSum(result), 12) ? [{ level: word, count: 1 }] : []),
});

/** Sum of the first three (6-27): big 17-27, small 6-16. */
const topThreeSumTwoSides = defineListBetType({
  code: 'PK10_TOP_THREE_SUM_TWO_SIDES',
  families: ['PK10'],
  pricing: 'fixed-odds',
  name: 'Sum of the first three big/small/odd/even',
  localName: '冠亚季和 大小单双',
  resultKind: 'sample',
  levels: ['TWO_SIDES'],
  sampleSelections: ['BIG', 'ODD'],
  parsePicks: (text) => parseWords(text, twoSidesWords),
  formatPick: String,
  hits: (word, result) =>
    winsTwoSides(word, carAt(result, 0) + carAt(result, 1) + carAt(result, 2), 17)
      ? [{ level: 'TWO_SIDES', count: 1 }]
      : [],
});

const frontDirectNames = ['', 'ONE', 'TWO', 'THREE'] as const;
const frontDirectLocal = ['', '猜冠军', '猜冠亚 (前二直选)', '猜前三 (前三直选)'] as const;

function frontDirect(size: 1 | 2 | 3, sample: string): BetType {
  return defineDirectBetType({
    code: `PK10_FRONT_${frontDirectNames[size]}_DIRECT`,
    families: ['PK10'],
    pricing: 'prize-group',
    name: `Front ${size} direct`,
    localName: frontDirectLocal[size],
    resultKind: 'sample',
    levels: ['WIN'],
    winProbabilities: { WIN: rational(1, [1, 10, 90, 720][size] ?? 1) },
    sampleSelections: [sample],
    positions: size,
    level: 'WIN',
    distinct: true,
    parsePosition: parseCars,
    formatPick: formatTwoDigits,
    matches: (place, car, result) => carAt(result, place) === car,
  });
}

const fixedPosition = definePositionBetType({
  code: 'PK10_FIXED_POSITION',
  families: ['PK10'],
  pricing: 'prize-group',
  name: 'Fixed position',
  localName: '定位胆',
  resultKind: 'sample',
  levels: ['WIN'],
  winProbabilities: { WIN: rational(1, 10) },
  sampleSelections: ['01|||||||||'],
  positions: 10,
  parsePosition: parseCars,
  formatPick: formatTwoDigits,
  hits: (place, car, result) => (carAt(result, place) === car ? [{ level: 'WIN', count: 1 }] : []),
});

export const pk10BetTypes: readonly BetType[] = [
  positionNumber,
  positionTwoSides,
  dragonTiger,
  topTwoSumValue,
  topTwoSumTwoSides,
  topThreeSumTwoSides,
  frontDirect(1, '01'),
  frontDirect(2, '01|02'),
  frontDirect(3, '01|02|03'),
  fixedPosition,
];
