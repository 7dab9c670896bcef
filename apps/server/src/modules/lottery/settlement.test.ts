import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetType } from './bet-type.js';
import { betTypes, findBetType } from './bet-types.js';
import type { DrawResult, DrawShape, FamilyCode } from './lottery-families.js';
import { familyCodes, lotteryFamilies, lotteryGames } from './lottery-families.js';
import { findDefaultOddsTable } from './odds-tables.js';
import type { TicketSettlement } from './settlement.js';
import { applyPrizeCap, planResultCorrection, settleDraw, settleTicket } from './settlement.js';
import type { PricedTicket, Wager } from './ticket-pricing.js';
import { priceTicket } from './ticket-pricing.js';

// ---------------------------------------------------------------------------------------------------------------
// Random results and selections both lean on a few favourite values, so that even a 5-star direct bet or a 4D
// first prize wins often enough to test the winning paths

const leaning = <T>(all: readonly T[], favourites: readonly T[]) =>
  fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...all) }, { weight: 3, arbitrary: fc.constantFrom(...favourites) });
const leaningDigit = leaning([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2]);
const digitText = (width: number) =>
  fc.array(leaningDigit, { minLength: width, maxLength: width }).map((digits) => digits.join(''));
const range = (low: number, high: number) => Array.from({ length: high - low + 1 }, (_, index) => low + index);

function resultArbitrary(shape: DrawShape): fc.Arbitrary<DrawResult> {
  switch (shape.kind) {
    case 'digits':
      return fc
        .oneof(
          { weight: 3, arbitrary: fc.array(leaningDigit, { minLength: shape.count, maxLength: shape.count }) },
          { weight: 1, arbitrary: fc.array(fc.constantFrom(1, 2), { minLength: shape.count, maxLength: shape.count }) },
        )
        .map((digits) => ({ kind: 'digits', digits }));
    case 'dice':
      return fc
        .array(leaning([1, 2, 3, 4, 5, 6], [1, 2, 3]), { minLength: shape.count, maxLength: shape.count })
        .map((dice) => ({ kind: 'dice', dice }));
    case 'sample': {
      const favourites = fc.shuffledSubarray([1, 2, 3], { minLength: 3, maxLength: 3 });
      const rest = fc.shuffledSubarray(range(4, shape.max), { minLength: shape.max - 3, maxLength: shape.max - 3 });
      return fc
        .oneof(
          fc.shuffledSubarray(range(1, shape.max), { minLength: shape.max, maxLength: shape.max }),
          fc.tuple(favourites, rest).map(([first, second]) => [...first, ...second]),
        )
        .map((order) => ({ kind: 'sample', numbers: order.slice(0, shape.count) }));
    }
    case 'prize-tiers':
      return fc
        .tuple(
          ...shape.tiers.map((tier) =>
            fc.array(digitText(tier.digits), { minLength: tier.count, maxLength: tier.count }),
          ),
        )
        .map((numbers) => ({
          kind: 'prize-tiers',
          tiers: shape.tiers.map((tier, index) => ({ code: tier.code, numbers: numbers[index] ?? [] })),
        }));
    case 'thai-government':
      return fc
        .tuple(digitText(6), digitText(3), digitText(3), digitText(3), digitText(3), digitText(2))
        .map(([firstPrize, frontA, frontB, backA, backB, lastTwo]) => ({
          kind: 'thai-government',
          firstPrize,
          frontThree: [frontA, frontB],
          backThree: [backA, backB],
          lastTwo,
        }));
    case 'four-d':
      return fc.uniqueArray(digitText(4), { minLength: 23, maxLength: 23 }).map((numbers) => ({
        kind: 'four-d',
        first: numbers[0] ?? '',
        second: numbers[1] ?? '',
        third: numbers[2] ?? '',
        special: numbers.slice(3, 13),
        consolation: numbers.slice(13),
      }));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Random selections, per bet type

const digitsAlphabet = range(0, 9).map(String);
const dieAlphabet = range(1, 6).map(String);
const twoDigit = (value: number) => String(value).padStart(2, '0');
const ballAlphabet = range(1, 11).map(twoDigit);
const carAlphabet = range(1, 10).map(twoDigit);
const twoSides = ['BIG', 'SMALL', 'ODD', 'EVEN'];

/** Picks from an alphabet, leaning on its first two entries (the values results lean on: 1, 2, 01, 02, BIG...). */
const pickOf = (alphabet: string[]) => {
  const favourites = alphabet.filter((pick) => ['1', '2', '3', '01', '02', '03', '11', '22'].includes(pick));
  return favourites.length > 0 ? leaning(alphabet, favourites) : fc.constantFrom(...alphabet);
};
const picks = (alphabet: string[], minimum: number, maximum: number) =>
  fc
    .uniqueArray(pickOf(alphabet), { minLength: minimum, maxLength: Math.min(maximum, alphabet.length) })
    .map((chosen) => chosen.join(','));
const positions = (count: number, alphabet: string[], every = false, maximum = 3) =>
  fc
    .array(fc.uniqueArray(pickOf(alphabet), { minLength: every ? 1 : 0, maxLength: maximum }), {
      minLength: count,
      maxLength: count,
    })
    .map((parts) => parts.map((part) => part.join(',')).join('|'));
const numbers = (width: number, minimum = 1, maximum = 3, digits = digitText(width)) =>
  fc.uniqueArray(digits, { minLength: minimum, maxLength: maximum }).map((chosen) => chosen.join(','));
const anyNumber = (width: number) =>
  fc.integer({ min: 0, max: 10 ** width - 1 }).map((value) => String(value).padStart(width, '0'));

const sscSections: Record<string, [number, number]> = {
  FIVE_STAR: [0, 5],
  FOUR_STAR: [1, 4],
  FRONT_THREE: [0, 3],
  MIDDLE_THREE: [1, 3],
  BACK_THREE: [2, 3],
  FRONT_TWO: [0, 2],
  BACK_TWO: [3, 2],
};
const countWords = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, SIX: 6, SEVEN: 7, EIGHT: 8 } as const;

function selectionArbitrary(code: string): fc.Arbitrary<string> {
  const fixed: Record<string, fc.Arbitrary<string>> = {
    WINGO_NUMBER: picks(digitsAlphabet, 1, 7),
    WINGO_COLOUR: picks(['GREEN', 'RED', 'VIOLET'], 1, 3),
    WINGO_BIG_SMALL: picks(['BIG', 'SMALL'], 1, 2),
    '5D_POSITION_NUMBER': positions(5, digitsAlphabet),
    '5D_POSITION_TWO_SIDES': positions(5, twoSides),
    '5D_SUM_TWO_SIDES': picks(twoSides, 1, 4),
    K3_SUM: picks(range(3, 18).map(String), 1, 4),
    K3_TWO_SIDES: picks(twoSides, 1, 4),
    K3_ANY_TRIPLE: fc.constant('ANY'),
    K3_TRIPLE: picks(
      dieAlphabet.map((face) => face.repeat(3)),
      1,
      3,
    ),
    K3_SINGLE_NUMBER: picks(dieAlphabet, 1, 3),
    K3_TWO_DIFFERENT: picks(dieAlphabet, 2, 4),
    K3_THREE_DIFFERENT: picks(dieAlphabet, 3, 5),
    K3_PAIR: picks(
      dieAlphabet.map((face) => face.repeat(2)),
      1,
      3,
    ),
    K3_PAIR_WITH_SINGLE: fc
      .tuple(
        picks(
          dieAlphabet.map((face) => face.repeat(2)),
          1,
          2,
        ),
        picks(dieAlphabet, 1, 3),
      )
      .map(([pairs, singles]) => `${pairs}|${singles}`),
    K3_ANY_STRAIGHT: fc.constant('ANY'),
    SSC_BALL_NUMBER: positions(5, digitsAlphabet),
    SSC_BALL_TWO_SIDES: positions(5, twoSides),
    SSC_SUM_TWO_SIDES: picks(twoSides, 1, 4),
    SSC_DRAGON_TIGER: picks(['DRAGON', 'TIGER', 'TIE'], 1, 3),
    SSC_THREE_CLASS: positions(3, ['LEOPARD', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED']),
    SSC_FIXED_POSITION: positions(5, digitsAlphabet),
    SSC_BACK_THREE_ANY_ONE: picks(digitsAlphabet, 1, 4),
    SSC_BACK_TWO_BIG_SMALL_ODD_EVEN: positions(2, twoSides, true),
    '11X5_BALL_NUMBER': positions(5, ballAlphabet),
    '11X5_BALL_TWO_SIDES': positions(5, twoSides),
    '11X5_SUM_TWO_SIDES': picks(twoSides, 1, 4),
    '11X5_DRAGON_TIGER': picks(['DRAGON', 'TIGER'], 1, 2),
    '11X5_FRONT_THREE_DIRECT': positions(3, ballAlphabet, true),
    '11X5_FRONT_TWO_DIRECT': positions(2, ballAlphabet, true),
    '11X5_FRONT_THREE_GROUP': picks(ballAlphabet, 3, 5),
    '11X5_FRONT_TWO_GROUP': picks(ballAlphabet, 2, 4),
    '11X5_FIXED_POSITION': positions(3, ballAlphabet),
    '11X5_FRONT_THREE_ANY_POSITION': picks(ballAlphabet, 1, 3),
    PK10_POSITION_NUMBER: positions(10, carAlphabet, false, 2),
    PK10_POSITION_TWO_SIDES: positions(10, twoSides, false, 2),
    PK10_DRAGON_TIGER: positions(5, ['DRAGON', 'TIGER']),
    PK10_TOP_TWO_SUM: picks(range(3, 19).map(String), 1, 4),
    PK10_TOP_TWO_SUM_TWO_SIDES: picks(twoSides, 1, 4),
    PK10_TOP_THREE_SUM_TWO_SIDES: picks(twoSides, 1, 4),
    PK10_FIXED_POSITION: positions(10, carAlphabet, false, 2),
    VN_LO_2: numbers(2),
    VN_LO_3: numbers(3),
    VN_LO_4: numbers(4),
    VN_DE: numbers(2),
    VN_DAU: picks(digitsAlphabet, 1, 3),
    VN_DUOI: picks(digitsAlphabet, 1, 3),
    VN_BA_CANG: numbers(3),
    VN_BON_CANG: numbers(4),
    VN_SUM_BIG_SMALL: picks(['BIG', 'SMALL'], 1, 1),
    VN_SUM_ODD_EVEN: picks(['ODD', 'EVEN'], 1, 1),
    '4D_3A': numbers(3),
  };
  const known = fixed[code];
  if (known) return known;
  const direct = /^SSC_(\w+?)_DIRECT$/.exec(code);
  const section = sscSections[direct?.[1] ?? ''];
  if (section) return positions(section[1], digitsAlphabet, true, 2);
  if (/^SSC_\w+_GROUP_THREE$/.test(code)) {
    return fc.oneof(picks(digitsAlphabet, 2, 4), picks(['112', '121', '211', '233', '113', '990'], 1, 3));
  }
  if (/^SSC_\w+_GROUP_SIX$/.test(code)) return picks(digitsAlphabet, 3, 5);
  if (/^SSC_\w+_TWO_GROUP$/.test(code)) return picks(digitsAlphabet, 2, 4);
  const anyPick = /^11X5_ANY_(\w+)$/.exec(code);
  if (anyPick) {
    const size = countWords[anyPick[1] as keyof typeof countWords];
    return picks(ballAlphabet, size, size + 2);
  }
  const front = /^PK10_FRONT_(ONE|TWO|THREE)_DIRECT$/.exec(code);
  if (front) return positions(countWords[front[1] as 'ONE' | 'TWO' | 'THREE'], carAlphabet, true);
  const parlay = /^VN_(XIEN|LO_TRUOT)_(\d+)$/.exec(code);
  if (parlay) {
    const size = Number(parlay[2]);
    return parlay[1] === 'XIEN' ? numbers(2, size, size + 2) : numbers(2, size, size + 1, anyNumber(2));
  }
  if (/^(TH|LA)_(THREE_TOP|THREE_TOD|THREE_FRONT|THREE_BACK)$/.test(code)) return numbers(3);
  if (/^(TH|LA)_TWO_(TOP|BOTTOM)$/.test(code)) return numbers(2);
  if (/^(TH|LA)_RUN_(TOP|BOTTOM)$/.test(code)) return picks(digitsAlphabet, 1, 3);
  if (/^4D_/.test(code)) return numbers(4);
  throw new Error(`no selection generator for ${code}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The oracle: what one single bet wins, written from the rules in RULES.md without the production helpers

type Oracle = (single: string, result: DrawResult) => Record<string, number>;

const one = (level: string, condition: boolean): Record<string, number> => (condition ? { [level]: 1 } : {});
const sideWins = (word: string, value: number, bigFrom: number) =>
  word === 'BIG' ? value >= bigFrom : word === 'SMALL' ? value < bigFrom : (value % 2 === 1) === (word === 'ODD');
const positioned = (single: string) => {
  const parts = single.split('|');
  const position = parts.findIndex((part) => part !== '');
  return { position, pick: parts[position] ?? '' };
};
const sorted = (values: readonly number[]) => [...values].sort((left, right) => left - right);
const sortedText = (text: string) => [...text].sort().join('');
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function view<Kind extends DrawResult['kind']>(result: DrawResult, kind: Kind): Extract<DrawResult, { kind: Kind }> {
  if (result.kind !== kind) throw new Error(`expected a ${kind} result`);
  return result as Extract<DrawResult, { kind: Kind }>;
}
const digitsOf = (result: DrawResult) => view(result, 'digits').digits;
const diceOf = (result: DrawResult) => view(result, 'dice').dice;
const ballsOf = (result: DrawResult) => view(result, 'sample').numbers;

function classifyThree(section: number[]): string {
  const [low = 0, middle = 0, high = 0] = sorted(section);
  const distinct = new Set(section).size;
  if (distinct === 1) return 'LEOPARD';
  if (distinct === 2) return 'PAIR';
  const run =
    (middle === low + 1 && high === middle + 1) ||
    [low, middle, high].join() === '0,1,9' ||
    [low, middle, high].join() === '0,8,9';
  if (run) return 'STRAIGHT';
  const near = (a: number, b: number) => Math.abs(a - b) === 1 || Math.abs(a - b) === 9;
  return near(low, middle) || near(middle, high) || near(low, high) ? 'HALF_STRAIGHT' : 'MIXED';
}

const positionNumber =
  (values: (result: DrawResult) => number[], level: string): Oracle =>
  (single, result) => {
    const { position, pick } = positioned(single);
    return one(level, values(result)[position] === Number(pick));
  };
const positionSides =
  (values: (result: DrawResult) => number[], bigFrom: number): Oracle =>
  (single, result) => {
    const { position, pick } = positioned(single);
    return one('TWO_SIDES', sideWins(pick, values(result)[position] ?? -1, bigFrom));
  };

function vietnam(result: DrawResult) {
  const tiers = view(result, 'prize-tiers').tiers;
  const all = tiers.flatMap((tier) => tier.numbers);
  const special = tiers[0]?.numbers[0] ?? '';
  const lastTwoSum = Number(special.at(-1)) + Number(special.at(-2));
  return { all, special, lastTwoSum, endings: new Set(all.map((number) => number.slice(-2))) };
}

function fourDLevels(result: DrawResult): Record<string, string[]> {
  const draw = view(result, 'four-d');
  return {
    FIRST: [draw.first],
    SECOND: [draw.second],
    THIRD: [draw.third],
    SPECIAL: draw.special,
    CONSOLATION: draw.consolation,
  };
}
const fourD =
  (levels: string[], matches: (drawn: string, single: string) => boolean): Oracle =>
  (single, result) =>
    Object.fromEntries(
      Object.entries(fourDLevels(result))
        .filter(([level]) => levels.includes(level))
        .map(([level, drawn]) => [level, drawn.filter((number) => matches(number, single)).length]),
    );

function thaiStyle(prefix: 'TH' | 'LA'): Record<string, Oracle> {
  const top = (result: DrawResult) =>
    prefix === 'TH' ? view(result, 'thai-government').firstPrize.slice(-3) : digitsOf(result).slice(-3).join('');
  const bottom = (result: DrawResult) =>
    prefix === 'TH' ? view(result, 'thai-government').lastTwo : digitsOf(result).slice(0, 2).join('');
  return {
    [`${prefix}_THREE_TOP`]: (single, result) => one('WIN', top(result) === single),
    [`${prefix}_THREE_TOD`]: (single, result) => one('WIN', sortedText(top(result)) === single),
    [`${prefix}_TWO_TOP`]: (single, result) => one('WIN', top(result).slice(1) === single),
    [`${prefix}_TWO_BOTTOM`]: (single, result) => one('WIN', bottom(result) === single),
    [`${prefix}_RUN_TOP`]: (single, result) => one('WIN', top(result).includes(single)),
    [`${prefix}_RUN_BOTTOM`]: (single, result) => one('WIN', bottom(result).includes(single)),
  };
}

const fixedOracles: Record<string, Oracle> = {
  WINGO_NUMBER: (single, result) => one('NUMBER', digitsOf(result)[0] === Number(single)),
  WINGO_COLOUR: (single, result) => {
    const digit = digitsOf(result)[0] ?? -1;
    if (single === 'VIOLET') return one('VIOLET', digit === 0 || digit === 5);
    if (single === 'GREEN') return digit === 5 ? { GREEN_WITH_VIOLET: 1 } : one('GREEN', digit % 2 === 1);
    return digit === 0 ? { RED_WITH_VIOLET: 1 } : one('RED', digit % 2 === 0);
  },
  WINGO_BIG_SMALL: (single, result) => one('BIG_SMALL', (single === 'BIG') === (digitsOf(result)[0] ?? 0) > 4),
  '5D_POSITION_NUMBER': positionNumber(digitsOf, 'NUMBER'),
  '5D_POSITION_TWO_SIDES': positionSides(digitsOf, 5),
  '5D_SUM_TWO_SIDES': (single, result) => one('TWO_SIDES', sideWins(single, sum(digitsOf(result)), 23)),
  K3_SUM: (single, result) => one(`SUM_${single}`, sum(diceOf(result)) === Number(single)),
  K3_TWO_SIDES: (single, result) => {
    const dice = diceOf(result);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    return one(triple ? 'TWO_SIDES_ON_TRIPLE' : 'TWO_SIDES', sideWins(single, sum(dice), 11));
  },
  K3_ANY_TRIPLE: (_single, result) => one('ANY_TRIPLE', new Set(diceOf(result)).size === 1),
  K3_TRIPLE: (single, result) => one('TRIPLE', diceOf(result).join('') === single),
  K3_SINGLE_NUMBER: (single, result) => one('SINGLE_NUMBER', diceOf(result).includes(Number(single))),
  K3_TWO_DIFFERENT: (single, result) =>
    one(
      'TWO_DIFFERENT',
      single.split(',').every((face) => diceOf(result).includes(Number(face))),
    ),
  K3_THREE_DIFFERENT: (single, result) => one('THREE_DIFFERENT', sorted(diceOf(result)).join(',') === single),
  K3_PAIR: (single, result) => one('PAIR', diceOf(result).filter((die) => die === Number(single[0])).length >= 2),
  K3_PAIR_WITH_SINGLE: (single, result) => {
    const [pair = '', other = ''] = single.split('|');
    return one('PAIR_WITH_SINGLE', sortedText(diceOf(result).join('')) === sortedText(pair + other));
  },
  K3_ANY_STRAIGHT: (_single, result) =>
    one('ANY_STRAIGHT', ['123', '234', '345', '456'].includes(sortedText(diceOf(result).join('')))),
  SSC_BALL_NUMBER: positionNumber(digitsOf, 'NUMBER'),
  SSC_BALL_TWO_SIDES: positionSides(digitsOf, 5),
  SSC_SUM_TWO_SIDES: (single, result) => one('TWO_SIDES', sideWins(single, sum(digitsOf(result)), 23)),
  SSC_DRAGON_TIGER: (single, result) => {
    const digits = digitsOf(result);
    const [first = 0, last = 0] = [digits[0], digits[4]];
    if (single === 'TIE') return one('TIE', first === last);
    if (first === last) return { DRAGON_TIGER_ON_TIE: 1 };
    return one(single, single === 'DRAGON' ? first > last : first < last);
  },
  SSC_THREE_CLASS: (single, result) => {
    const { position, pick } = positioned(single);
    return one(pick, classifyThree(digitsOf(result).slice(position, position + 3)) === pick);
  },
  SSC_FIXED_POSITION: positionNumber(digitsOf, 'WIN'),
  SSC_BACK_THREE_ANY_ONE: (single, result) => one('WIN', digitsOf(result).slice(2).includes(Number(single))),
  SSC_BACK_TWO_BIG_SMALL_ODD_EVEN: (single, result) => {
    const [tens = '', units = ''] = single.split('|');
    const digits = digitsOf(result);
    return one('WIN', sideWins(tens, digits[3] ?? -1, 5) && sideWins(units, digits[4] ?? -1, 5));
  },
  '11X5_BALL_NUMBER': positionNumber(ballsOf, 'NUMBER'),
  '11X5_BALL_TWO_SIDES': (single, result) => {
    const { position, pick } = positioned(single);
    const ball = ballsOf(result)[position] ?? 0;
    return ball === 11 ? { ELEVEN: 1 } : one('TWO_SIDES', sideWins(pick, ball, 6));
  },
  '11X5_SUM_TWO_SIDES': (single, result) => {
    const total = sum(ballsOf(result));
    if (total === 30 && (single === 'BIG' || single === 'SMALL')) return { SUM_THIRTY: 1 };
    return one('TWO_SIDES', sideWins(single, total, 31));
  },
  '11X5_DRAGON_TIGER': (single, result) => {
    const balls = ballsOf(result);
    return one(
      'DRAGON_TIGER',
      single === 'DRAGON' ? (balls[0] ?? 0) > (balls[4] ?? 0) : (balls[0] ?? 0) < (balls[4] ?? 0),
    );
  },
  '11X5_FRONT_THREE_DIRECT': (single, result) =>
    one('WIN', ballsOf(result).slice(0, 3).map(twoDigit).join('|') === single),
  '11X5_FRONT_TWO_DIRECT': (single, result) =>
    one('WIN', ballsOf(result).slice(0, 2).map(twoDigit).join('|') === single),
  '11X5_FRONT_THREE_GROUP': (single, result) =>
    one('WIN', sorted(ballsOf(result).slice(0, 3)).map(twoDigit).join(',') === single),
  '11X5_FRONT_TWO_GROUP': (single, result) =>
    one('WIN', sorted(ballsOf(result).slice(0, 2)).map(twoDigit).join(',') === single),
  '11X5_FIXED_POSITION': positionNumber(ballsOf, 'WIN'),
  '11X5_FRONT_THREE_ANY_POSITION': (single, result) => one('WIN', ballsOf(result).slice(0, 3).includes(Number(single))),
  PK10_POSITION_NUMBER: positionNumber(ballsOf, 'NUMBER'),
  PK10_POSITION_TWO_SIDES: positionSides(ballsOf, 6),
  PK10_DRAGON_TIGER: (single, result) => {
    const { position, pick } = positioned(single);
    const cars = ballsOf(result);
    const [mine = 0, theirs = 0] = [cars[position], cars[9 - position]];
    return one('DRAGON_TIGER', pick === 'DRAGON' ? mine > theirs : mine < theirs);
  },
  PK10_TOP_TWO_SUM: (single, result) => one(`SUM_${single}`, sum(ballsOf(result).slice(0, 2)) === Number(single)),
  PK10_TOP_TWO_SUM_TWO_SIDES: (single, result) => one(single, sideWins(single, sum(ballsOf(result).slice(0, 2)), 12)),
  PK10_TOP_THREE_SUM_TWO_SIDES: (single, result) =>
    one('TWO_SIDES', sideWins(single, sum(ballsOf(result).slice(0, 3)), 17)),
  PK10_FIXED_POSITION: positionNumber(ballsOf, 'WIN'),
  VN_LO_2: (single, result) => ({ LO: vietnam(result).all.filter((number) => number.endsWith(single)).length }),
  VN_LO_3: (single, result) => ({
    LO: vietnam(result).all.filter((number) => number.length >= 3 && number.endsWith(single)).length,
  }),
  VN_LO_4: (single, result) => ({
    LO: vietnam(result).all.filter((number) => number.length >= 4 && number.endsWith(single)).length,
  }),
  VN_DE: (single, result) => one('WIN', vietnam(result).special.endsWith(single)),
  VN_DAU: (single, result) => one('WIN', vietnam(result).special.at(-2) === single),
  VN_DUOI: (single, result) => one('WIN', vietnam(result).special.at(-1) === single),
  VN_BA_CANG: (single, result) => one('WIN', vietnam(result).special.endsWith(single)),
  VN_BON_CANG: (single, result) => one('WIN', vietnam(result).special.endsWith(single)),
  VN_SUM_BIG_SMALL: (single, result) => {
    const { lastTwoSum } = vietnam(result);
    if (lastTwoSum === 9) return { SUM_NINE: 1 };
    return one('WIN', single === 'BIG' ? lastTwoSum >= 10 : lastTwoSum <= 8);
  },
  VN_SUM_ODD_EVEN: (single, result) => one('WIN', (vietnam(result).lastTwoSum % 2 === 1) === (single === 'ODD')),
  ...thaiStyle('TH'),
  ...thaiStyle('LA'),
  TH_THREE_FRONT: (single, result) => ({
    WIN: view(result, 'thai-government').frontThree.filter((number) => number === single).length,
  }),
  TH_THREE_BACK: (single, result) => ({
    WIN: view(result, 'thai-government').backThree.filter((number) => number === single).length,
  }),
  '4D_BIG': fourD(['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'], (drawn, single) => drawn === single),
  '4D_SMALL': fourD(['FIRST', 'SECOND', 'THIRD'], (drawn, single) => drawn === single),
  '4D_4A': fourD(['FIRST'], (drawn, single) => drawn === single),
  '4D_3A': fourD(['FIRST'], (drawn, single) => drawn.endsWith(single)),
  '4D_BIG_BOX': fourD(
    ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'],
    (drawn, single) => sortedText(drawn) === single,
  ),
  '4D_SMALL_BOX': fourD(['FIRST', 'SECOND', 'THIRD'], (drawn, single) => sortedText(drawn) === single),
};

function oracleFor(code: string): Oracle {
  const known = fixedOracles[code];
  if (known) return known;
  const sscDirect = /^SSC_(\w+?)_DIRECT$/.exec(code);
  if (sscDirect) {
    const [start, length] = sscSections[sscDirect[1] ?? ''] ?? [0, 0];
    return (single, result) =>
      one(
        'WIN',
        digitsOf(result)
          .slice(start, start + length)
          .join('|') === single,
      );
  }
  const pk10Direct = /^PK10_FRONT_(ONE|TWO|THREE)_DIRECT$/.exec(code);
  if (pk10Direct) {
    const length = countWords[pk10Direct[1] as 'ONE' | 'TWO' | 'THREE'];
    return (single, result) => one('WIN', ballsOf(result).slice(0, length).map(twoDigit).join('|') === single);
  }
  const group = /^SSC_(\w+?)_(GROUP_THREE|GROUP_SIX|GROUP)$/.exec(code);
  if (group) {
    const [start, length] = sscSections[group[1] ?? ''] ?? [0, 0];
    return (single, result) => {
      const section = digitsOf(result).slice(start, start + length);
      if (group[2] === 'GROUP_THREE') {
        return one('WIN', new Set(section).size === 2 && sortedText(section.join('')) === single);
      }
      return one('WIN', new Set(section).size === length && sorted(section).join(',') === single);
    };
  }
  const anyPick = /^11X5_ANY_(\w+)$/.exec(code);
  if (anyPick) {
    const size = countWords[anyPick[1] as keyof typeof countWords];
    return (single, result) => {
      const chosen = single.split(',').map(Number);
      const balls = ballsOf(result);
      return one(
        'WIN',
        size <= 5 ? chosen.every((ball) => balls.includes(ball)) : balls.every((ball) => chosen.includes(ball)),
      );
    };
  }
  const parlay = /^VN_(XIEN|LO_TRUOT)_\d+$/.exec(code);
  if (parlay) {
    return (single, result) => {
      const { endings } = vietnam(result);
      const chosen = single.split(',');
      return one(
        'WIN',
        parlay[1] === 'XIEN' ? chosen.every((pick) => endings.has(pick)) : chosen.every((pick) => !endings.has(pick)),
      );
    };
  }
  throw new Error(`no oracle for ${code}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Expected amounts, straight from the snapshot and the oracle

function rateOf(table: Record<string, number | string>, level: string): bigint {
  const rate = table[level];
  if (rate === undefined) throw new Error(`no price for ${level}`);
  return BigInt(rate);
}

/** A ticket's single bets, and whether each is a lone number a hot-number cut may name. */
function singlesOf(ticket: PricedTicket) {
  const betType = findBetType(ticket.betTypeCode);
  if (!betType) throw new Error('unknown bet type');
  return betType
    .prepare(ticket.selection)
    .listSingles()
    .map((single) => {
      const prepared = betType.prepare(single);
      return {
        single,
        betCount: prepared.betCount,
        isNumber: prepared.numbers.length === 1 && prepared.numbers[0] === single,
      };
    });
}

function expectedAmounts(ticket: PricedTicket, singles: ReturnType<typeof singlesOf>, result: DrawResult) {
  const oracle = oracleFor(ticket.betTypeCode);
  let prizeScaled = 0n;
  let refundScaled = 0n;
  for (const { single, isNumber } of singles) {
    for (const [level, count] of Object.entries(oracle(single, result))) {
      const { odds, wager } = ticket;
      if (odds.pricing === 'fixed-odds' && wager.pricing === 'fixed-odds') {
        const rate = rateOf(odds.payoutThousandths, level);
        if (odds.tieLevels.includes(level)) {
          refundScaled += BigInt(count) * wager.unitStakeMinor * BigInt(odds.costUnits) * rate;
        } else {
          const cut = BigInt(isNumber ? (odds.numberPayoutPercent[single] ?? 100) : 100);
          prizeScaled += BigInt(count) * wager.unitStakeMinor * rate * BigInt(10_000 - odds.stakeFeeBasisPoints) * cut;
        }
      } else if (odds.pricing === 'prize-group' && wager.pricing === 'prize-group') {
        prizeScaled += BigInt(count) * rateOf(odds.prizePerBetMinor, level) * BigInt(wager.multiple);
      }
    }
  }
  if (ticket.wager.pricing === 'prize-group')
    return { prize: prizeScaled / BigInt(ticket.wager.modeDivisor), refund: 0n };
  return { prize: prizeScaled / 1_000_000_000n, refund: refundScaled / 1000n };
}

// ---------------------------------------------------------------------------------------------------------------

/** Each random ticket settles on several random results: cheap, and it reaches the rare winning paths. */
type Case = { ticket: PricedTicket; results: DrawResult[] };
const resultsPerTicket = 8;

function caseArbitrary(betType: BetType, family: FamilyCode): fc.Arbitrary<Case> {
  return fc
    .record({
      family: fc.constant(family),
      selection: selectionArbitrary(betType.code).filter((text) => {
        try {
          return betType.prepare(text).betCount <= 5000;
        } catch {
          return false;
        }
      }),
      unitStakeMinor: fc.bigInt({ min: 1n, max: 10_000_000n }),
      multiple: fc.integer({ min: 1, max: 40 }),
      modeDivisor: fc.constantFrom(1 as const, 10 as const, 100 as const, 1000 as const),
      memberSteps: fc.integer({ min: 0, max: 80 }),
      seriesSteps: fc.integer({ min: 0, max: 80 }),
      cutPercent: fc.integer({ min: 0, max: 100 }),
      cutEvery: fc.integer({ min: 1, max: 3 }),
    })
    .chain((input) => {
      const game = lotteryGames.find((candidate) => candidate.family === input.family);
      const oddsTable = findDefaultOddsTable(input.family, betType.pricing);
      if (!game || !oddsTable) throw new Error(`no game or table for ${input.family}`);
      const memberSeries = 1800 + 2 * input.memberSteps;
      const wager: Wager =
        betType.pricing === 'fixed-odds'
          ? { pricing: 'fixed-odds', unitStakeMinor: input.unitStakeMinor }
          : {
              pricing: 'prize-group',
              unitPriceMinor: 200n,
              multiple: input.modeDivisor === 1000 ? input.multiple * 5 : input.multiple,
              modeDivisor: input.modeDivisor,
              series: 1800 + 2 * Math.min(input.seriesSteps, input.memberSteps),
              memberSeries,
            };
      const prepared = betType.prepare(input.selection);
      const payoutPercent = Object.fromEntries(
        prepared.numbers.filter((_, index) => index % input.cutEvery === 0).map((number) => [number, input.cutPercent]),
      );
      const priced = priceTicket({
        game,
        betTypeCode: betType.code,
        selection: input.selection,
        wager,
        oddsTable,
        numberLimits: { payoutPercent },
      });
      if (!priced.ok) throw new Error(`${betType.code} ${input.selection}: ${priced.reason} ${priced.detail}`);
      const shape = lotteryFamilies[input.family].shape;
      return fc
        .array(resultArbitrary(shape), { minLength: resultsPerTicket, maxLength: resultsPerTicket })
        .map((results): Case => ({ ticket: priced.ticket, results }));
    });
}

describe('settlement', () => {
  it('has a selection generator and an oracle for every bet type', () => {
    for (const betType of betTypes) {
      expect(() => selectionArbitrary(betType.code)).not.toThrow();
      expect(() => oracleFor(betType.code)).not.toThrow();
    }
  });

  it.each(familyCodes)(
    'pays exactly what the odds snapshot says, on random results and tickets, for every %s bet type',
    (family: FamilyCode) => {
      // Counts the bet types whose winning path the random cases reached, so a generator that never wins shows.
      const wins = new Map<string, number>();
      for (const betType of betTypes.filter((candidate) => candidate.families.includes(family))) {
        fc.assert(
          fc.property(caseArbitrary(betType, family), ({ ticket, results }) => {
            const singles = singlesOf(ticket);
            expect(singles.reduce((total, single) => total + single.betCount, 0)).toBe(ticket.betCount);
            expect(settleTicket(ticket, { status: 'VOID' })).toEqual({
              status: 'VOID',
              prizeMinor: 0n,
              refundMinor: ticket.amountMinor,
              returnMinor: ticket.amountMinor,
              hits: [],
            });

            let previous: TicketSettlement | undefined;
            for (const result of results) {
              const settled = settleTicket(ticket, { status: 'RESULTED', result });
              const expected = expectedAmounts(ticket, singles, result);
              const status = expected.prize > 0n ? 'WON' : expected.refund > 0n ? 'PUSH' : 'LOST';
              const again = settleTicket(ticket, { status: 'RESULTED', result });
              const consistent =
                settled.prizeMinor === expected.prize &&
                settled.refundMinor === expected.refund &&
                settled.returnMinor === expected.prize + expected.refund &&
                settled.status === status &&
                settled.refundMinor <= ticket.amountMinor &&
                again.returnMinor === settled.returnMinor &&
                again.status === settled.status;
              if (!consistent) {
                const wanted = { prizeMinor: expected.prize, refundMinor: expected.refund, status };
                expect({ settled, again }).toEqual({ settled: { ...settled, ...wanted }, again: settled });
              }
              if (settled.status === 'WON') wins.set(betType.code, (wins.get(betType.code) ?? 0) + 1);
              if (previous) {
                const correction = planResultCorrection(previous, settled);
                expect(previous.returnMinor - correction.reverseMinor + correction.payMinor).toBe(settled.returnMinor);
              }
              previous = settled;
            }
          }),
          { numRuns: 30 },
        );
      }
      const offered = betTypes.filter((candidate) => candidate.families.includes(family)).length;
      expect(wins.size).toBeGreaterThanOrEqual(Math.ceil((offered * 2) / 3));
    },
  );

  it('settles a whole draw the same way twice, and voids refund every stake in full', () => {
    const tickets = betTypes
      .filter((betType) => betType.families.includes('SSC'))
      .map((betType) => {
        const game = lotteryGames.find((candidate) => candidate.family === 'SSC');
        const oddsTable = findDefaultOddsTable('SSC', betType.pricing);
        if (!game || !oddsTable) throw new Error('no SSC game');
        const wager: Wager =
          betType.pricing === 'fixed-odds'
            ? { pricing: 'fixed-odds', unitStakeMinor: 500n }
            : {
                pricing: 'prize-group',
                unitPriceMinor: 200n,
                multiple: 2,
                modeDivisor: 10,
                series: 1900,
                memberSeries: 1960,
              };
        const priced = priceTicket({
          game,
          betTypeCode: betType.code,
          selection: betType.sampleSelections[0] ?? '',
          wager,
          oddsTable,
        });
        if (!priced.ok) throw new Error(priced.reason);
        return priced.ticket;
      });
    const outcome = { status: 'RESULTED' as const, result: { kind: 'digits' as const, digits: [1, 2, 3, 4, 5] } };
    expect(settleDraw(tickets, outcome)).toEqual(settleDraw(tickets, outcome));
    const voided = settleDraw(tickets, { status: 'VOID' });
    expect(voided.reduce((total, settled) => total + settled.refundMinor, 0n)).toBe(
      tickets.reduce((total, ticket) => total + ticket.amountMinor, 0n),
    );
  });

  it('caps prizes at what is left under a ceiling and names the deduction', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (prizeMinor, alreadyPaidMinor, capMinor) => {
          const { paidMinor, deductedMinor } = applyPrizeCap({ prizeMinor, alreadyPaidMinor, capMinor });
          expect(paidMinor + deductedMinor).toBe(prizeMinor);
          expect(paidMinor >= 0n && deductedMinor >= 0n).toBe(true);
          if (alreadyPaidMinor + prizeMinor <= capMinor) expect(deductedMinor).toBe(0n);
          else expect(alreadyPaidMinor + paidMinor).toBe(alreadyPaidMinor > capMinor ? alreadyPaidMinor : capMinor);
        },
      ),
    );
  });
});
