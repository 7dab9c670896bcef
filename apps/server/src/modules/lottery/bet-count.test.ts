import { countLotteryBets } from '@croupier/contracts';
import type { BetCountRule, BetPicks } from '@croupier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBetType } from './bet-types.js';

/**
 * The shared bet count (packages/contracts, used by the bet slip) against the server's own bet types on random
 * selections: what the server prices a selection at is what the slip showed. The selection's single bets, listed
 * one by one by the server, are a second, independent count.
 */
const range = (low: number, high: number, width = 1) =>
  Array.from({ length: high - low + 1 }, (_, index) => String(low + index).padStart(width, '0'));
const digits = range(0, 9);
const balls = range(1, 11, 2);
const cars = range(1, 10, 2);
const faces = range(1, 6);
const pairs = faces.map((face) => face.repeat(2));

const subset = (options: readonly string[], minLength = 1, maxLength = options.length) =>
  fc.subarray([...options], { minLength, maxLength });
const positions = (count: number, options: readonly string[], minLength = 1) =>
  fc.array(subset(options, minLength), { minLength: count, maxLength: count });
/** Four-digit box numbers with at least two different digits, written with their digits sorted. */
const boxNumbers = fc.uniqueArray(
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 })
    .map((number) => number.sort((left, right) => left - right).join(''))
    .filter((number) => new Set(number).size > 1),
  { minLength: 1, maxLength: 6 },
);

type Case = {
  code: string;
  rule: BetCountRule;
  picks: fc.Arbitrary<string[][]>;
  faceOf?: (position: number, pick: string) => string;
  /** A box number is one part of the selection yet several bets: its singles are not one per bet. */
  singlesAreBets?: false;
};

const cases: Case[] = [
  { code: 'WINGO_COLOUR', rule: { rule: 'each' }, picks: subset(['GREEN', 'RED', 'VIOLET']).map((list) => [list]) },
  { code: 'SSC_FIXED_POSITION', rule: { rule: 'each' }, picks: positions(5, digits, 0) },
  { code: 'K3_THREE_DIFFERENT', rule: { rule: 'choose', size: 3 }, picks: subset(faces, 3).map((list) => [list]) },
  { code: '11X5_ANY_FIVE', rule: { rule: 'choose', size: 5 }, picks: subset(balls, 5).map((list) => [list]) },
  {
    code: 'VN_XIEN_3',
    rule: { rule: 'choose', size: 3 },
    picks: subset(range(0, 99, 2), 3, 8).map((list) => [list]),
  },
  { code: 'SSC_BACK_THREE_GROUP_THREE', rule: { rule: 'groupThree' }, picks: subset(digits, 2).map((list) => [list]) },
  { code: 'SSC_FRONT_THREE_DIRECT', rule: { rule: 'product' }, picks: positions(3, digits) },
  { code: 'SSC_FOUR_STAR_DIRECT', rule: { rule: 'product' }, picks: positions(4, digits) },
  { code: '11X5_FRONT_THREE_DIRECT', rule: { rule: 'productDistinct' }, picks: positions(3, balls) },
  { code: 'PK10_FRONT_TWO_DIRECT', rule: { rule: 'productDistinct' }, picks: positions(2, cars) },
  {
    code: 'K3_PAIR_WITH_SINGLE',
    rule: { rule: 'productDistinct' },
    picks: fc.tuple(subset(pairs), subset(faces)).map(([pair, single]) => [pair, single]),
    faceOf: (_position, pick) => pick.charAt(0),
  },
  { code: '4D_BIG_BOX', rule: { rule: 'box' }, picks: boxNumbers.map((list) => [list]), singlesAreBets: false },
];

const selectionText = (picks: BetPicks) => picks.map((position) => position.join(',')).join('|');

describe('the shared bet count', () => {
  it.each(cases.map((entry) => [entry.code, entry] as const))('counts %s as the server prices it', (code, entry) => {
    const betType = findBetType(code);
    if (!betType) throw new Error(`no bet type ${code}`);
    fc.assert(
      fc.property(entry.picks, (picks) => {
        const shared = countLotteryBets(entry.rule, picks, entry.faceOf);
        let prepared;
        try {
          prepared = betType.prepare(selectionText(picks));
        } catch {
          // The server refuses a selection with no bet (a 11X5 tuple of one ball twice, say): so must the slip.
          expect(shared).toBe(0);
          return;
        }
        expect(prepared.betCount).toBe(shared);
        if (entry.singlesAreBets !== false) expect(prepared.listSingles()).toHaveLength(shared);
      }),
      { numRuns: 200 },
    );
  });
});
