import type { BetType, Hit, RoundSide } from './bet-type.js';
import { SelectionError, defineBetType } from './bet-type.js';
import { countLotteryBets } from '@croupier/contracts';
import { combinations } from './combinatorics.js';
import type { DrawResult, ResultKind } from './lottery-families.js';
import {
  cartesian,
  formatPositions,
  parsePositions,
  requirePicks,
  singlePicksByPosition,
} from './selection-grammar.js';

type Described<Kind extends ResultKind> = Omit<BetType, 'prepare' | 'resultKind' | 'tieLevels'> & {
  resultKind: Kind;
  tieLevels?: readonly string[];
};

type ResultOf<Kind extends ResultKind> = Extract<DrawResult, { kind: Kind }>;

/** Picks per position as text, as the shared bet count (packages/contracts) takes them. */
const asTexts = <Pick>(parsed: readonly (readonly Pick[])[]) => parsed.map((picks) => picks.map(String));

/**
 * A list of picks, each its own bet (WinGo numbers, K3 sums, Thai numbers, lô). `numbered` marks picks that are
 * lottery numbers a hot-number limit can name; `side` feeds the round rules.
 */
export function defineListBetType<Pick, Kind extends ResultKind>(
  specification: Described<Kind> & {
    parsePicks: (text: string) => Pick[];
    formatPick: (pick: Pick) => string;
    maximumPicks?: number;
    hits: (pick: Pick, result: ResultOf<Kind>) => Hit[];
    numbered?: boolean;
    side?: (pick: Pick) => RoundSide | null;
  },
): BetType {
  const { parsePicks, formatPick, maximumPicks, hits, numbered, side, ...described } = specification;
  return defineBetType<readonly Pick[], Kind>({
    ...described,
    parse: (text) => requirePicks(parsePicks(text), 1, maximumPicks),
    format: (picks) => picks.map((pick) => formatPick(pick)).join(','),
    count: (picks) => countLotteryBets({ rule: 'each' }, [picks.map(String)]),
    singles: (picks) => picks.map((pick) => [pick]),
    evaluate: (picks, result) => {
      const found: Hit[] = [];
      for (const pick of picks) {
        for (const hit of hits(pick, result)) found.push(numbered ? { ...hit, number: formatPick(pick) } : hit);
      }
      return found;
    },
    numbers: (picks) => (numbered ? picks.map((pick) => formatPick(pick)) : []),
    sides: (picks) => picks.flatMap((pick) => side?.(pick) ?? []),
  });
}

/**
 * Picks per position, each pick its own bet (ball number, two sides per ball, 定位胆). `hits` says what one pick
 * at one position (0-based) wins.
 */
export function definePositionBetType<Pick, Kind extends ResultKind>(
  specification: Described<Kind> & {
    positions: number;
    parsePosition: (text: string) => Pick[];
    formatPick: (pick: Pick) => string;
    hits: (position: number, pick: Pick, result: ResultOf<Kind>) => Hit[];
    side?: (position: number, pick: Pick) => RoundSide | null;
  },
): BetType {
  const { positions, parsePosition, formatPick, hits, side, ...described } = specification;
  return defineBetType<Pick[][], Kind>({
    ...described,
    parse: (text) => parsePositions(text, positions, parsePosition),
    format: (parsed) => formatPositions(parsed, formatPick),
    count: (parsed) => countLotteryBets({ rule: 'each' }, asTexts(parsed)),
    singles: (parsed) => singlePicksByPosition(parsed),
    evaluate: (parsed, result) => {
      const found: Hit[] = [];
      for (let position = 0; position < parsed.length; position += 1) {
        for (const pick of parsed[position] ?? []) found.push(...hits(position, pick, result));
      }
      return found;
    },
    sides: (parsed) => parsed.flatMap((picks, position) => picks.flatMap((pick) => side?.(position, pick) ?? [])),
  });
}

/**
 * Every `size`-subset of the picks is one bet (组六, 任选, xiên): C(n, size) bets. `winningBets` counts the
 * subsets that win on a result without listing them.
 */
export function defineCombinationBetType<Pick, Kind extends ResultKind>(
  specification: Described<Kind> & {
    size: number;
    level: string;
    parsePicks: (text: string) => Pick[];
    formatPick: (pick: Pick) => string;
    maximumPicks?: number;
    winningBets: (picks: readonly Pick[], result: ResultOf<Kind>) => number;
    numbered?: boolean;
  },
): BetType {
  const { size, level, parsePicks, formatPick, maximumPicks, winningBets, numbered, ...described } = specification;
  return defineBetType<readonly Pick[], Kind>({
    ...described,
    parse: (text) => requirePicks(parsePicks(text), size, maximumPicks),
    format: (picks) => picks.map((pick) => formatPick(pick)).join(','),
    count: (picks) => countLotteryBets({ rule: 'choose', size }, [picks.map(String)]),
    singles: (picks) => combinations(picks, size),
    evaluate: (picks, result) => [{ level, count: winningBets(picks, result) }],
    numbers: (picks) => (numbered ? picks.map((pick) => formatPick(pick)) : []),
  });
}

/**
 * One pick per position makes a bet (direct plays, 复式): the bets are the tuples of the positions' picks. With
 * `distinct`, tuples repeating a ball are not bets (11X5, PK10 draw without replacement). A result matches as many
 * tuples as the product of the picks matching at each position.
 */
export function defineDirectBetType<Pick, Kind extends ResultKind>(
  specification: Described<Kind> & {
    positions: number;
    level: string;
    distinct?: boolean;
    parsePosition: (text: string, position: number) => Pick[];
    formatPick: (pick: Pick, position: number) => string;
    matches: (position: number, pick: Pick, result: ResultOf<Kind>) => boolean;
  },
): BetType {
  const { positions, level, distinct, parsePosition, formatPick, matches, ...described } = specification;
  const isBet = (tuple: readonly Pick[]) => !distinct || new Set(tuple).size === tuple.length;
  return defineBetType<Pick[][], Kind>({
    ...described,
    parse: (text) => {
      const parsed = parsePositions(text, positions, parsePosition);
      if (parsed.some((picks) => picks.length === 0)) throw new SelectionError('every position needs a pick');
      return parsed;
    },
    format: (parsed) => formatPositions(parsed, formatPick),
    // Parsed picks are the same ball or face exactly when their texts are: a K3 pair parses to its face.
    count: (parsed) => countLotteryBets({ rule: distinct ? 'productDistinct' : 'product' }, asTexts(parsed)),
    singles: function* (parsed) {
      for (const tuple of cartesian(parsed)) if (isBet(tuple)) yield tuple.map((pick) => [pick]);
    },
    evaluate: (parsed, result) => {
      let count = 1;
      for (let position = 0; position < parsed.length && count > 0; position += 1) {
        let matching = 0;
        for (const pick of parsed[position] ?? []) if (matches(position, pick, result)) matching += 1;
        count *= matching;
      }
      return [{ level, count }];
    },
  });
}

export const twoSidesWords = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type TwoSidesWord = (typeof twoSidesWords)[number];

/** Big is `value >= bigFrom`; small the rest; odd and even on the value itself. */
export function winsTwoSides(word: TwoSidesWord, value: number, bigFrom: number): boolean {
  switch (word) {
    case 'BIG':
      return value >= bigFrom;
    case 'SMALL':
      return value < bigFrom;
    case 'ODD':
      return value % 2 === 1;
    case 'EVEN':
      return value % 2 === 0;
  }
}
