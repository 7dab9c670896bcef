/**
 * How the bet slip lets a player build each bet type's selection (RULES.md "Selections"): a board of options, per
 * position or as one list, or typed lottery numbers; and how the server counts the bets in it. The server stays the
 * authority; this mirrors its grammar so the slip shows the real bet count and total before anything is sent.
 */
import type { BetCountRule } from '@croupier/contracts';

export const pickWords = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'DRAGON',
  'TIGER',
  'TIE',
  'GREEN',
  'RED',
  'VIOLET',
  'ANY',
  'LEOPARD',
  'STRAIGHT',
  'PAIR',
  'HALF_STRAIGHT',
  'MIXED',
] as const;
export type PickWord = (typeof pickWords)[number];

export function isPickWord(value: string): value is PickWord {
  return (pickWords as readonly string[]).includes(value);
}

/** How an option is drawn: a plain digit, a coloured WinGo number, a lottery ball, a racing car, a die, a word. */
export type BoardStyle = 'digit' | 'wingo' | 'ball' | 'car' | 'die' | 'sum' | 'word';
export type Board = { options: readonly string[]; style: BoardStyle };

export const positionLabels = [
  'ball1',
  'ball2',
  'ball3',
  'ball4',
  'ball5',
  'A',
  'B',
  'C',
  'D',
  'E',
  'tenThousands',
  'thousands',
  'hundreds',
  'tens',
  'units',
  'place1',
  'place2',
  'place3',
  'place4',
  'place5',
  'place6',
  'place7',
  'place8',
  'place9',
  'place10',
  'front3',
  'middle3',
  'back3',
  'pair',
  'single',
  'dragonTiger1',
  'dragonTiger2',
  'dragonTiger3',
  'dragonTiger4',
  'dragonTiger5',
] as const;
export type PositionLabel = (typeof positionLabels)[number];

export type PickerSpec =
  | { kind: 'list'; board: Board; count: BetCountRule; maximum?: number }
  | { kind: 'positions'; boards: readonly Board[]; positions: readonly PositionLabel[]; count: BetCountRule }
  | { kind: 'numbers'; width: 2 | 3 | 4; count: BetCountRule; sortDigits?: boolean };

const range = (low: number, high: number, width = 1) =>
  Array.from({ length: high - low + 1 }, (_, index) => String(low + index).padStart(width, '0'));

const digits: Board = { options: range(0, 9), style: 'digit' };
const wingoDigits: Board = { options: range(0, 9), style: 'wingo' };
const twoSides: Board = { options: ['BIG', 'SMALL', 'ODD', 'EVEN'], style: 'word' };
const balls: Board = { options: range(1, 11, 2), style: 'ball' };
const cars: Board = { options: range(1, 10, 2), style: 'car' };
const faces: Board = { options: range(1, 6), style: 'die' };
const words = (...options: string[]): Board => ({ options, style: 'word' });

const each: BetCountRule = { rule: 'each' };
const product: BetCountRule = { rule: 'product' };
const productDistinct: BetCountRule = { rule: 'productDistinct' };
const choose = (size: number): BetCountRule => ({ rule: 'choose', size });

const list = (board: Board, count: BetCountRule = each, maximum?: number): PickerSpec => ({
  kind: 'list',
  board,
  count,
  ...(maximum === undefined ? {} : { maximum }),
});
const positions = (board: Board, labels: readonly PositionLabel[], count: BetCountRule = each): PickerSpec => ({
  kind: 'positions',
  boards: labels.map(() => board),
  positions: labels,
  count,
});
const numbers = (width: 2 | 3 | 4, count: BetCountRule = each, sortDigits = false): PickerSpec => ({
  kind: 'numbers',
  width,
  count,
  ...(sortDigits ? { sortDigits } : {}),
});

const sscBalls: PositionLabel[] = ['ball1', 'ball2', 'ball3', 'ball4', 'ball5'];
const sscPlaces: PositionLabel[] = ['tenThousands', 'thousands', 'hundreds', 'tens', 'units'];
const fiveD: PositionLabel[] = ['A', 'B', 'C', 'D', 'E'];
const pk10Places: PositionLabel[] = [
  'place1',
  'place2',
  'place3',
  'place4',
  'place5',
  'place6',
  'place7',
  'place8',
  'place9',
  'place10',
];
const sections = {
  FRONT_THREE: sscPlaces.slice(0, 3),
  MIDDLE_THREE: sscPlaces.slice(1, 4),
  BACK_THREE: sscPlaces.slice(2, 5),
  FRONT_TWO: sscPlaces.slice(0, 2),
  BACK_TWO: sscPlaces.slice(3, 5),
};

export const pickerSpecs = {
  WINGO_NUMBER: list(wingoDigits, each, 7),
  WINGO_COLOUR: list(words('GREEN', 'RED', 'VIOLET')),
  WINGO_BIG_SMALL: list(words('BIG', 'SMALL'), each, 1),

  '5D_POSITION_NUMBER': positions(digits, fiveD),
  '5D_POSITION_TWO_SIDES': positions(twoSides, fiveD),
  '5D_SUM_TWO_SIDES': list(twoSides),

  K3_SUM: list({ options: range(3, 18), style: 'sum' }),
  K3_TWO_SIDES: list(twoSides),
  K3_ANY_TRIPLE: list(words('ANY')),
  K3_TRIPLE: list({ options: range(1, 6).map((face) => face.repeat(3)), style: 'die' }),
  K3_SINGLE_NUMBER: list(faces),
  K3_TWO_DIFFERENT: list(faces, choose(2)),
  K3_THREE_DIFFERENT: list(faces, choose(3)),
  K3_PAIR: list({ options: range(1, 6).map((face) => face.repeat(2)), style: 'die' }),
  K3_PAIR_WITH_SINGLE: {
    kind: 'positions',
    boards: [{ options: range(1, 6).map((face) => face.repeat(2)), style: 'die' }, faces],
    positions: ['pair', 'single'],
    count: productDistinct,
  },
  K3_ANY_STRAIGHT: list(words('ANY')),

  SSC_BALL_NUMBER: positions(digits, sscBalls),
  SSC_BALL_TWO_SIDES: positions(twoSides, sscBalls),
  SSC_SUM_TWO_SIDES: list(twoSides),
  SSC_DRAGON_TIGER: list(words('DRAGON', 'TIGER', 'TIE')),
  SSC_THREE_CLASS: positions(words('LEOPARD', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED'), [
    'front3',
    'middle3',
    'back3',
  ]),
  SSC_FIVE_STAR_DIRECT: positions(digits, sscPlaces, product),
  SSC_FOUR_STAR_DIRECT: positions(digits, sscPlaces.slice(1), product),
  SSC_FRONT_THREE_DIRECT: positions(digits, sections.FRONT_THREE, product),
  SSC_MIDDLE_THREE_DIRECT: positions(digits, sections.MIDDLE_THREE, product),
  SSC_BACK_THREE_DIRECT: positions(digits, sections.BACK_THREE, product),
  SSC_FRONT_THREE_GROUP_THREE: list(digits, { rule: 'groupThree' }),
  SSC_MIDDLE_THREE_GROUP_THREE: list(digits, { rule: 'groupThree' }),
  SSC_BACK_THREE_GROUP_THREE: list(digits, { rule: 'groupThree' }),
  SSC_FRONT_THREE_GROUP_SIX: list(digits, choose(3)),
  SSC_MIDDLE_THREE_GROUP_SIX: list(digits, choose(3)),
  SSC_BACK_THREE_GROUP_SIX: list(digits, choose(3)),
  SSC_FRONT_TWO_DIRECT: positions(digits, sections.FRONT_TWO, product),
  SSC_BACK_TWO_DIRECT: positions(digits, sections.BACK_TWO, product),
  SSC_FRONT_TWO_GROUP: list(digits, choose(2)),
  SSC_BACK_TWO_GROUP: list(digits, choose(2)),
  SSC_FIXED_POSITION: positions(digits, sscPlaces),
  SSC_BACK_THREE_ANY_ONE: list(digits),
  SSC_BACK_TWO_BIG_SMALL_ODD_EVEN: positions(twoSides, sections.BACK_TWO, product),

  '11X5_BALL_NUMBER': positions(balls, sscBalls),
  '11X5_BALL_TWO_SIDES': positions(twoSides, sscBalls),
  '11X5_SUM_TWO_SIDES': list(twoSides),
  '11X5_DRAGON_TIGER': list(words('DRAGON', 'TIGER')),
  '11X5_FRONT_THREE_DIRECT': positions(balls, sscBalls.slice(0, 3), productDistinct),
  '11X5_FRONT_THREE_GROUP': list(balls, choose(3)),
  '11X5_FRONT_TWO_DIRECT': positions(balls, sscBalls.slice(0, 2), productDistinct),
  '11X5_FRONT_TWO_GROUP': list(balls, choose(2)),
  '11X5_FIXED_POSITION': positions(balls, sscBalls.slice(0, 3)),
  '11X5_FRONT_THREE_ANY_POSITION': list(balls),
  '11X5_ANY_ONE': list(balls, choose(1)),
  '11X5_ANY_TWO': list(balls, choose(2)),
  '11X5_ANY_THREE': list(balls, choose(3)),
  '11X5_ANY_FOUR': list(balls, choose(4)),
  '11X5_ANY_FIVE': list(balls, choose(5)),
  '11X5_ANY_SIX': list(balls, choose(6)),
  '11X5_ANY_SEVEN': list(balls, choose(7)),
  '11X5_ANY_EIGHT': list(balls, choose(8)),

  PK10_POSITION_NUMBER: positions(cars, pk10Places),
  PK10_POSITION_TWO_SIDES: positions(twoSides, pk10Places),
  PK10_DRAGON_TIGER: positions(words('DRAGON', 'TIGER'), [
    'dragonTiger1',
    'dragonTiger2',
    'dragonTiger3',
    'dragonTiger4',
    'dragonTiger5',
  ]),
  PK10_TOP_TWO_SUM: list({ options: range(3, 19), style: 'sum' }),
  PK10_TOP_TWO_SUM_TWO_SIDES: list(twoSides),
  PK10_TOP_THREE_SUM_TWO_SIDES: list(twoSides),
  PK10_FRONT_ONE_DIRECT: positions(cars, pk10Places.slice(0, 1), product),
  PK10_FRONT_TWO_DIRECT: positions(cars, pk10Places.slice(0, 2), productDistinct),
  PK10_FRONT_THREE_DIRECT: positions(cars, pk10Places.slice(0, 3), productDistinct),
  PK10_FIXED_POSITION: positions(cars, pk10Places),

  VN_LO_2: numbers(2),
  VN_LO_3: numbers(3),
  VN_LO_4: numbers(4),
  VN_DE: numbers(2),
  VN_DAU: list(digits),
  VN_DUOI: list(digits),
  VN_BA_CANG: numbers(3),
  VN_BON_CANG: numbers(4),
  VN_XIEN_2: numbers(2, choose(2)),
  VN_XIEN_3: numbers(2, choose(3)),
  VN_XIEN_4: numbers(2, choose(4)),
  VN_LO_TRUOT_4: numbers(2, choose(4)),
  VN_LO_TRUOT_8: numbers(2, choose(8)),
  VN_LO_TRUOT_10: numbers(2, choose(10)),
  VN_SUM_BIG_SMALL: list(words('BIG', 'SMALL'), each, 1),
  VN_SUM_ODD_EVEN: list(words('ODD', 'EVEN'), each, 1),

  // Thai and Lao share their plays; Lao has no front or back three.
  TH_THREE_TOP: numbers(3),
  TH_THREE_TOD: numbers(3, each, true),
  TH_TWO_TOP: numbers(2),
  TH_TWO_BOTTOM: numbers(2),
  TH_RUN_TOP: list(digits),
  TH_RUN_BOTTOM: list(digits),
  TH_THREE_FRONT: numbers(3),
  TH_THREE_BACK: numbers(3),
  LA_THREE_TOP: numbers(3),
  LA_THREE_TOD: numbers(3, each, true),
  LA_TWO_TOP: numbers(2),
  LA_TWO_BOTTOM: numbers(2),
  LA_RUN_TOP: list(digits),
  LA_RUN_BOTTOM: list(digits),

  '4D_BIG': numbers(4),
  '4D_SMALL': numbers(4),
  '4D_4A': numbers(4),
  '4D_3A': numbers(3),
  '4D_BIG_BOX': numbers(4, { rule: 'box' }, true),
  '4D_SMALL_BOX': numbers(4, { rule: 'box' }, true),
} as const satisfies Record<string, PickerSpec>;

export type PlayCode = keyof typeof pickerSpecs;

export function isPlayCode(code: string): code is PlayCode {
  return Object.hasOwn(pickerSpecs, code);
}

/** The picker of a bet type the slip knows; null for one it does not (the slip then takes the selection as text). */
export function findPickerSpec(code: string): PickerSpec | null {
  return isPlayCode(code) ? pickerSpecs[code] : null;
}
