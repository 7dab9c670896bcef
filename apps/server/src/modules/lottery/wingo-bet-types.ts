import type { BetType } from './bet-type.js';
import { defineListBetType } from './bet-type-builders.js';
import { parseIntegers, parseWords } from './selection-grammar.js';

/** WinGo draws one digit 0-9; colours: green 1 3 7 9, red 2 4 6 8, violet shares 0 (with red) and 5 (with green). */
const digitOf = (result: { digits: number[] }) => result.digits[0] ?? -1;

const colours = ['GREEN', 'RED', 'VIOLET'] as const;
const bigSmall = ['BIG', 'SMALL'] as const;

/** No 8 or more numbers in one round (GP9's house rule, enforced here rather than in the page). */
const wingoNumber = defineListBetType({
  code: 'WINGO_NUMBER',
  families: ['WINGO'],
  pricing: 'fixed-odds',
  name: 'Number',
  localName: 'Number 0-9',
  resultKind: 'digits',
  levels: ['NUMBER'],
  roundLimits: { WINGO_NUMBER: 7 },
  sampleSelections: ['7'],
  maximumPicks: 7,
  parsePicks: (text) => parseIntegers(text, 0, 9),
  formatPick: String,
  hits: (pick, result) => (digitOf(result) === pick ? [{ level: 'NUMBER', count: 1 }] : []),
  side: (pick) => ({ group: 'WINGO_NUMBER', side: String(pick) }),
});

/** Green and red pay less when the digit is violet too (5 and 0); green and red oppose each other in a round. */
const wingoColour = defineListBetType({
  code: 'WINGO_COLOUR',
  families: ['WINGO'],
  pricing: 'fixed-odds',
  name: 'Colour',
  localName: 'Green / Red / Violet',
  resultKind: 'digits',
  levels: ['GREEN', 'GREEN_WITH_VIOLET', 'RED', 'RED_WITH_VIOLET', 'VIOLET'],
  roundLimits: { WINGO_GREEN_RED: 1 },
  sampleSelections: ['GREEN', 'RED', 'VIOLET'],
  parsePicks: (text) => parseWords(text, colours),
  formatPick: String,
  hits: (pick, result) => {
    const digit = digitOf(result);
    const level = (() => {
      switch (pick) {
        case 'GREEN':
          return [1, 3, 7, 9].includes(digit) ? 'GREEN' : digit === 5 ? 'GREEN_WITH_VIOLET' : null;
        case 'RED':
          return [2, 4, 6, 8].includes(digit) ? 'RED' : digit === 0 ? 'RED_WITH_VIOLET' : null;
        case 'VIOLET':
          return digit === 0 || digit === 5 ? 'VIOLET' : null;
      }
    })();
    return level ? [{ level, count: 1 }] : [];
  },
  side: (pick) => (pick === 'VIOLET' ? null : { group: 'WINGO_GREEN_RED', side: pick }),
});

const wingoBigSmall = defineListBetType({
  code: 'WINGO_BIG_SMALL',
  families: ['WINGO'],
  pricing: 'fixed-odds',
  name: 'Big / small',
  localName: 'Big 5-9 / Small 0-4',
  resultKind: 'digits',
  levels: ['BIG_SMALL'],
  roundLimits: { WINGO_BIG_SMALL: 1 },
  sampleSelections: ['BIG', 'SMALL'],
  parsePicks: (text) => parseWords(text, bigSmall),
  formatPick: String,
  hits: (pick, result) => (digitOf(result) >= 5 === (pick === 'BIG') ? [{ level: 'BIG_SMALL', count: 1 }] : []),
  side: (pick) => ({ group: 'WINGO_BIG_SMALL', side: pick }),
});

export const wingoBetTypes: readonly BetType[] = [wingoNumber, wingoColour, wingoBigSmall];
