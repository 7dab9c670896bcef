import { countLotteryBets } from '@croupier/contracts';
import type { BetType } from './bet-type.js';
import { SelectionError, defineBetType } from './bet-type.js';
import { defineListBetType } from './bet-type-builders.js';
import { sortedCharacters } from './combinatorics.js';
import { parseFixedWidthNumbers } from './selection-grammar.js';

/**
 * Malaysian/Singapore 4D: 23 four-digit numbers (1st, 2nd, 3rd, 10 special, 10 consolation). A number can win
 * several prizes in one draw, and each pays.
 */
type FourD = { first: string; second: string; third: string; special: string[]; consolation: string[] };

const bigLevels = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;
const smallLevels = ['FIRST', 'SECOND', 'THIRD'] as const;

function numbersAt(result: FourD, level: (typeof bigLevels)[number]): string[] {
  switch (level) {
    case 'FIRST':
      return [result.first];
    case 'SECOND':
      return [result.second];
    case 'THIRD':
      return [result.third];
    case 'SPECIAL':
      return result.special;
    case 'CONSOLATION':
      return result.consolation;
  }
}

const hitsOn = (levels: readonly (typeof bigLevels)[number][], result: FourD, matches: (number: string) => boolean) =>
  levels.map((level) => ({ level, count: numbersAt(result, level).filter(matches).length }));

function straight(
  code: string,
  name: string,
  localName: string,
  levels: readonly (typeof bigLevels)[number][],
): BetType {
  return defineListBetType({
    code,
    families: ['4D'],
    pricing: 'fixed-odds',
    name,
    localName,
    resultKind: 'four-d',
    levels,
    sampleSelections: ['1234'],
    numbered: true,
    parsePicks: (text) => parseFixedWidthNumbers(text, 4),
    formatPick: String,
    hits: (pick, result) => hitsOn(levels, result, (number) => number === pick),
  });
}

/**
 * mBox: a number stands for each of its distinct orders (24, 12, 6 or 4), each a full-stake bet at the straight
 * price. Box numbers are kept with sorted digits; the parts that settle alone are the box numbers.
 */
function box(code: string, name: string, localName: string, levels: readonly (typeof bigLevels)[number][]): BetType {
  return defineBetType<string[], 'four-d'>({
    code,
    families: ['4D'],
    pricing: 'fixed-odds',
    name,
    localName,
    resultKind: 'four-d',
    levels,
    sampleSelections: ['1234', '1123', '1122', '1112'],
    parse: (text) => {
      const numbers = parseFixedWidthNumbers(text, 4).map(sortedCharacters);
      if (numbers.some((number) => new Set(number).size === 1)) throw new SelectionError('a box needs two digits');
      if (new Set(numbers).size !== numbers.length) throw new SelectionError('the same box is picked twice');
      return numbers.sort();
    },
    format: (numbers) => numbers.join(','),
    count: (numbers) => countLotteryBets({ rule: 'box' }, [numbers]),
    singles: (numbers) => numbers.map((number) => [number]),
    evaluate: (numbers, result) =>
      numbers.flatMap((number) =>
        hitsOn(levels, result, (drawn) => sortedCharacters(drawn) === number).map((hit) => ({ ...hit, number })),
      ),
    numbers: (numbers) => numbers,
  });
}

/** 3A: the last three digits of the first prize. */
const threeA = defineListBetType({
  code: '4D_3A',
  families: ['4D'],
  pricing: 'fixed-odds',
  name: 'Three digits on the first prize',
  localName: '3A',
  resultKind: 'four-d',
  levels: ['FIRST'],
  sampleSelections: ['234'],
  numbered: true,
  parsePicks: (text) => parseFixedWidthNumbers(text, 3),
  formatPick: String,
  hits: (pick, result) => (result.first.slice(-3) === pick ? [{ level: 'FIRST', count: 1 }] : []),
});

export const fourDBetTypes: readonly BetType[] = [
  straight('4D_BIG', 'Big', 'Big (all 23 prizes)', bigLevels),
  straight('4D_SMALL', 'Small', 'Small (top 3 prizes)', smallLevels),
  straight('4D_4A', 'First prize only', '4A', ['FIRST']),
  threeA,
  box('4D_BIG_BOX', 'Big box', 'mBox Big', bigLevels),
  box('4D_SMALL_BOX', 'Small box', 'mBox Small', smallLevels),
];
