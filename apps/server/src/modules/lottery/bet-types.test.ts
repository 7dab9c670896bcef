import { describe, expect, it } from 'vitest';
import type { DrawResult } from './lottery-families.js';
import { betTypes, findBetType } from './bet-types.js';
import {
  familyCodes,
  findLotteryGame,
  lotteryFamilies,
  resolvePrizeMode,
  resolveVietnamPrizeMode,
} from './lottery-families.js';
import type { OddsTable } from './odds-tables.js';
import { defaultOddsTables, findDefaultOddsTable, listOddsTableProblems, quotePrizeGroup } from './odds-tables.js';
import { settleTicket } from './settlement.js';
import type { NumberLimits, PricedTicket, Wager } from './ticket-pricing.js';
import { findRoundConflict, priceTicket, selfRebateMinor } from './ticket-pricing.js';

function betType(code: string) {
  const found = findBetType(code);
  if (!found) throw new Error(`no bet type ${code}`);
  return found;
}

function table(family: Parameters<typeof findDefaultOddsTable>[0], pricing: OddsTable['pricing']): OddsTable {
  const found = findDefaultOddsTable(family, pricing);
  if (!found) throw new Error(`no ${pricing} table for ${family}`);
  return found;
}

/** Prices a ticket on the default tables, failing the test when pricing refuses it. */
function ticket(
  gameCode: string,
  betTypeCode: string,
  selection: string,
  wager: Wager,
  numberLimits?: NumberLimits,
): PricedTicket {
  const game = findLotteryGame(gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  const priced = priceTicket({
    game,
    betTypeCode,
    selection,
    wager,
    oddsTable: table(game.family, wager.pricing),
    numberLimits,
  });
  if (!priced.ok) throw new Error(`${priced.reason}: ${priced.detail}`);
  return priced.ticket;
}

const fixed = (unitStakeMinor: bigint): Wager => ({ pricing: 'fixed-odds', unitStakeMinor });
const series = (value: number, overrides: Partial<Extract<Wager, { pricing: 'prize-group' }>> = {}): Wager => ({
  pricing: 'prize-group',
  unitPriceMinor: 200n,
  multiple: 1,
  modeDivisor: 1,
  series: value,
  memberSeries: 1960,
  ...overrides,
});
const settle = (priced: PricedTicket, result: DrawResult) => settleTicket(priced, { status: 'RESULTED', result });

const digits = (...values: number[]): DrawResult => ({ kind: 'digits', digits: values });
const vietnamNorth = (special: string, endings: string[]): DrawResult => {
  const tiers = lotteryFamilies.VN_N.shape.kind === 'prize-tiers' ? lotteryFamilies.VN_N.shape.tiers : [];
  let next = 0;
  return {
    kind: 'prize-tiers',
    tiers: tiers.map((tier, index) => ({
      code: tier.code,
      numbers: Array.from({ length: tier.count }, () => {
        if (index === 0) return special;
        const ending = endings[next++] ?? '99';
        return `${'1'.repeat(tier.digits - 2)}${ending}`;
      }),
    })),
  };
};

describe('the catalogue', () => {
  it('has unique codes, and every family has bet types and a default table that prices all of them', () => {
    expect(new Set(betTypes.map((type) => type.code)).size).toBe(betTypes.length);
    for (const family of familyCodes) {
      const offered = betTypes.filter((type) => type.families.includes(family));
      expect(offered.length).toBeGreaterThan(0);
      for (const type of offered) {
        const priced = findDefaultOddsTable(family, type.pricing);
        const codes = priced?.pricing === 'fixed-odds' ? Object.keys(priced.betTypes) : (priced?.betTypes ?? []);
        expect(codes).toContain(type.code);
      }
    }
  });

  it('ships default tables without problems', () => {
    for (const oddsTable of defaultOddsTables) expect(listOddsTableProblems(oddsTable)).toEqual([]);
    const broken: OddsTable = {
      ...(table('WINGO', 'fixed-odds') as Extract<OddsTable, { pricing: 'fixed-odds' }>),
      betTypes: {
        WINGO_NUMBER: { costUnits: 1, payoutThousandths: { NUMBER: 9.5 } },
        SSC_BALL_NUMBER: { costUnits: 1, payoutThousandths: {} },
      },
    };
    expect(listOddsTableProblems(broken)).toEqual([
      'SSC_BALL_NUMBER: not a WINGO bet type',
      'WINGO_NUMBER: NUMBER must be whole thousandths >= 0',
      'SSC_BALL_NUMBER: level NUMBER has no price',
    ]);
  });

  it('keeps canonical selections canonical, and prize-group plays know the chance of each level', () => {
    for (const type of betTypes) {
      for (const sample of type.sampleSelections) {
        const prepared = type.prepare(sample);
        expect(type.prepare(prepared.normalized).normalized).toBe(prepared.normalized);
      }
      if (type.pricing === 'prize-group') expect(Object.keys(type.winProbabilities ?? {})).toEqual([...type.levels]);
    }
  });
});

describe('selections', () => {
  it.each([
    ['SSC_FIVE_STAR_DIRECT', '1,2|3|4|5|6,7', 4, '1,2|3|4|5|6,7'],
    ['SSC_BACK_THREE_GROUP_THREE', '3,1,2', 6, '1,2,3'],
    ['SSC_BACK_THREE_GROUP_THREE', '311,211', 2, '112,113'],
    ['SSC_BACK_THREE_GROUP_SIX', '1,2,3,4', 4, '1,2,3,4'],
    ['SSC_FIXED_POSITION', '1,2||||9', 3, '1,2||||9'],
    ['11X5_FRONT_THREE_DIRECT', '1,02|01,2|3', 2, '01,02|01,02|03'],
    ['11X5_ANY_FIVE', '1,2,3,4,5,6,7', 21, '01,02,03,04,05,06,07'],
    ['PK10_FRONT_TWO_DIRECT', '01,02|01,02,03', 4, '01,02|01,02,03'],
    ['K3_PAIR_WITH_SINGLE', '11,22|1,2,3', 4, '11,22|1,2,3'],
    ['K3_THREE_DIFFERENT', '6,1,2,3', 4, '1,2,3,6'],
    ['VN_XIEN_2', '12,34,56,78', 6, '12,34,56,78'],
    ['VN_LO_2', '27, 05', 2, '05,27'],
    ['TH_THREE_TOD', '321,556', 2, '123,556'],
    ['4D_BIG_BOX', '4321,1123,2211,1112', 24 + 12 + 6 + 4, '1112,1122,1123,1234'],
    ['WINGO_COLOUR', 'violet,GREEN', 2, 'GREEN,VIOLET'],
  ])('%s "%s" holds %i bets and reads back as "%s"', (code, text, bets, normalized) => {
    const prepared = betType(code).prepare(text);
    expect(prepared.betCount).toBe(bets);
    expect(prepared.normalized).toBe(normalized);
    const singles = prepared.listSingles();
    expect(singles.reduce((total, single) => total + betType(code).prepare(single).betCount, 0)).toBe(bets);
  });

  it.each([
    ['WINGO_NUMBER', '1,2,3,4,5,6,7,8', 'pick at most 7'],
    ['WINGO_NUMBER', '10', '10 is not between 0 and 9'],
    ['WINGO_NUMBER', '1,1', 'a pick is repeated'],
    ['SSC_FIVE_STAR_DIRECT', '1|2|3|4', 'expected 5 positions separated by |'],
    ['SSC_FIVE_STAR_DIRECT', '1||3|4|5', 'every position needs a pick'],
    ['SSC_FIXED_POSITION', '||||', 'no pick'],
    ['11X5_ANY_FIVE', '01,02,03,04', 'pick at least 5'],
    ['11X5_FRONT_TWO_DIRECT', '01|01', 'the selection holds no bet'],
    ['TH_THREE_TOP', '12', '12 is not a 3-digit number'],
    ['TH_THREE_TOD', '555', 'a triple has no tod: bet it on top'],
    ['4D_BIG_BOX', '7777', 'a box needs two digits'],
    ['K3_TRIPLE', '112', '112 is not a face written 3 times'],
    ['WINGO_BIG_SMALL', 'HUGE', 'unknown pick HUGE'],
  ])('%s refuses "%s": %s', (code, text, reason) => {
    expect(() => betType(code).prepare(text)).toThrow(reason);
  });
});

describe('golden payouts (lottery.md §5 invariant 3)', () => {
  it('SSC 5-star direct at series 1800 pays 180,000 per 2-unit bet', () => {
    const priced = ticket('SSC_1', 'SSC_FIVE_STAR_DIRECT', '1|2|3|4|5', series(1800));
    expect(priced.amountMinor).toBe(200n);
    expect(priced.odds).toMatchObject({ pricing: 'prize-group', prizePerBetMinor: { WIN: '18000000' } });
    expect(settle(priced, digits(1, 2, 3, 4, 5))).toMatchObject({ status: 'WON', prizeMinor: 18_000_000n });
    expect(settle(priced, digits(1, 2, 3, 4, 6))).toMatchObject({ status: 'LOST', returnMinor: 0n });
  });

  it('quotes the rulebook prize table at series 1800 (to the cent, where the original shows fewer digits)', () => {
    const quotes = Object.fromEntries(
      betTypes
        .filter((type) => type.pricing === 'prize-group')
        .map((type) => [type.code, quotePrizeGroup(type, 1800, 200n).WIN]),
    );
    expect(quotes).toMatchObject({
      SSC_FIVE_STAR_DIRECT: 18_000_000n,
      SSC_FOUR_STAR_DIRECT: 1_800_000n,
      SSC_BACK_THREE_DIRECT: 180_000n,
      SSC_BACK_THREE_GROUP_THREE: 60_000n,
      SSC_BACK_THREE_GROUP_SIX: 30_000n,
      SSC_BACK_TWO_DIRECT: 18_000n,
      SSC_BACK_TWO_GROUP: 9_000n,
      SSC_FIXED_POSITION: 1_800n,
      SSC_BACK_THREE_ANY_ONE: 664n,
      SSC_BACK_TWO_BIG_SMALL_ODD_EVEN: 720n,
      '11X5_FRONT_THREE_DIRECT': 178_200n,
      '11X5_FRONT_THREE_GROUP': 29_700n,
      '11X5_FRONT_TWO_DIRECT': 19_800n,
      '11X5_FRONT_TWO_GROUP': 9_900n,
      '11X5_FRONT_THREE_ANY_POSITION': 660n,
      '11X5_FIXED_POSITION': 1_980n,
      '11X5_ANY_ONE': 396n,
      '11X5_ANY_TWO': 990n,
      '11X5_ANY_THREE': 2_970n,
      '11X5_ANY_FOUR': 11_880n,
      '11X5_ANY_FIVE': 83_160n,
      '11X5_ANY_SIX': 13_860n,
      '11X5_ANY_SEVEN': 3_960n,
      '11X5_ANY_EIGHT': 1_485n,
    });
    for (const type of betTypes.filter((candidate) => candidate.pricing === 'prize-group')) {
      const chance = type.winProbabilities?.WIN;
      if (!chance) throw new Error(`${type.code} has no chance`);
      for (const value of [1800, 1900, 1960]) {
        const exact = (200n * BigInt(value) * chance.denominator) / (2000n * chance.numerator);
        expect(quotePrizeGroup(type, value, 200n).WIN).toBe(exact);
      }
    }
  });

  it('PK10 sum of the first two = 11 pays 8.3', () => {
    const priced = ticket('PK10_1', 'PK10_TOP_TWO_SUM', '11', fixed(100n));
    const result: DrawResult = { kind: 'sample', numbers: [5, 6, 1, 2, 3, 4, 7, 8, 9, 10] };
    expect(settle(priced, result)).toMatchObject({ status: 'WON', prizeMinor: 830n });
  });

  it('Vietnam lô pays for each occurrence: hit twice pays 2 x 98.5 on a cost of 27', () => {
    const priced = ticket('VN_N', 'VN_LO_2', '27', fixed(1000n));
    expect(priced.amountMinor).toBe(27_000n);
    expect(settle(priced, vietnamNorth('12327', ['27']))).toMatchObject({ status: 'WON', prizeMinor: 197_000n });
    const xien = ticket('VN_N', 'VN_XIEN_2', '27,35', fixed(1000n));
    expect(settle(xien, vietnamNorth('12327', ['27', '35', '35']))).toMatchObject({ prizeMinor: 16_000n });
  });

  it('the Vietnamese sum game refunds a sum of 9 and forbids big and small in one draw', () => {
    const priced = ticket('VN_S_HOCHIMINH', 'VN_SUM_BIG_SMALL', 'BIG', fixed(1000n));
    const south = (special: string): DrawResult => ({
      kind: 'prize-tiers',
      tiers: [
        { code: 'DB', numbers: [special] },
        ...['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'].map((code) => ({ code, numbers: [] })),
      ],
    });
    expect(settle(priced, south('000045'))).toMatchObject({ status: 'PUSH', refundMinor: 1000n, prizeMinor: 0n });
    expect(settle(priced, south('000055'))).toMatchObject({ status: 'WON', prizeMinor: 1980n });
    expect(
      findRoundConflict([{ betTypeCode: 'VN_SUM_BIG_SMALL', selection: 'BIG' }], {
        betTypeCode: 'VN_SUM_BIG_SMALL',
        selection: 'SMALL',
      }),
    ).toMatchObject({ group: 'VN_SUM_BIG_SMALL' });
  });

  it('WinGo takes 2% of the stake before its odds: 100 on green pays 196, or 147 on a 5', () => {
    const priced = ticket('WINGO_1', 'WINGO_COLOUR', 'GREEN', fixed(100n));
    expect(settle(priced, digits(7)).prizeMinor).toBe(196n);
    expect(settle(priced, digits(5)).prizeMinor).toBe(147n);
    expect(settle(ticket('WINGO_1', 'WINGO_NUMBER', '0', fixed(100n)), digits(0)).prizeMinor).toBe(882n);
  });

  it('WinGo round rules: no opposite sides, no eighth number', () => {
    const held = [
      { betTypeCode: 'WINGO_BIG_SMALL', selection: 'BIG' },
      { betTypeCode: 'WINGO_COLOUR', selection: 'GREEN,VIOLET' },
      { betTypeCode: 'WINGO_NUMBER', selection: '0,1,2,3' },
      { betTypeCode: 'WINGO_NUMBER', selection: '4,5,6' },
    ];
    expect(findRoundConflict(held, { betTypeCode: 'WINGO_BIG_SMALL', selection: 'SMALL' })?.group).toBe(
      'WINGO_BIG_SMALL',
    );
    expect(findRoundConflict(held, { betTypeCode: 'WINGO_BIG_SMALL', selection: 'BIG' })).toBeNull();
    expect(findRoundConflict(held, { betTypeCode: 'WINGO_COLOUR', selection: 'RED' })?.group).toBe('WINGO_GREEN_RED');
    expect(findRoundConflict(held, { betTypeCode: 'WINGO_NUMBER', selection: '6' })).toBeNull();
    expect(findRoundConflict(held, { betTypeCode: 'WINGO_NUMBER', selection: '7' })).toMatchObject({ limit: 7 });
  });

  it('Thai 3-top pays 900 per baht, a hot number at half pays 450, a closed number is refused', () => {
    const thai: DrawResult = {
      kind: 'thai-government',
      firstPrize: '845123',
      frontThree: ['123', '000'],
      backThree: ['123', '123'],
      lastTwo: '23',
    };
    const plain = ticket('TH_GLO', 'TH_THREE_TOP', '123', fixed(100n));
    expect(settle(plain, thai).prizeMinor).toBe(90_000n);
    const cut = ticket('TH_GLO', 'TH_THREE_TOP', '123,456', fixed(100n), { payoutPercent: { '123': 50 } });
    expect(cut.amountMinor).toBe(200n);
    expect(settle(cut, thai).prizeMinor).toBe(45_000n);
    expect(settle(ticket('TH_GLO', 'TH_THREE_BACK', '123', fixed(100n)), thai).prizeMinor).toBe(80_000n);
    expect(settle(ticket('TH_GLO', 'TH_RUN_TOP', '1,9', fixed(100n)), thai)).toMatchObject({
      prizeMinor: 320n,
      hits: [{ number: '1' }],
    });
    const game = findLotteryGame('TH_GLO');
    if (!game) throw new Error('no Thai game');
    expect(
      priceTicket({
        game,
        betTypeCode: 'TH_TWO_TOP',
        selection: '23',
        wager: fixed(100n),
        oddsTable: table('TH', 'fixed-odds'),
        numberLimits: { closed: ['23'] },
      }),
    ).toEqual({ ok: false, reason: 'NUMBER_CLOSED', detail: '23' });
  });

  it('4D: a number may win several prizes; a box pays each matching order', () => {
    const result: DrawResult = {
      kind: 'four-d',
      first: '1234',
      second: '4321',
      third: '0000',
      special: ['1234', ...Array.from({ length: 9 }, (_, index) => `555${index}`)],
      consolation: Array.from({ length: 10 }, (_, index) => `666${index}`),
    };
    expect(settle(ticket('4D_MAGNUM', '4D_BIG', '1234', fixed(100n)), result).prizeMinor).toBe(250_000n + 18_000n);
    expect(settle(ticket('4D_MAGNUM', '4D_BIG_BOX', '1234', fixed(100n)), result).prizeMinor).toBe(
      250_000n + 100_000n + 18_000n,
    );
  });

  it('ties follow the table: 11X5 ball 11 is a push, an SSC dragon on a tie loses, a K3 triple loses big/small', () => {
    const eleven = ticket('11X5_1', '11X5_BALL_TWO_SIDES', 'BIG||||', fixed(100n));
    expect(settle(eleven, { kind: 'sample', numbers: [11, 1, 2, 3, 4] })).toMatchObject({
      status: 'PUSH',
      refundMinor: 100n,
    });
    const dragon = ticket('SSC_1', 'SSC_DRAGON_TIGER', 'DRAGON', fixed(100n));
    expect(settle(dragon, digits(3, 0, 0, 0, 3))).toMatchObject({ status: 'LOST', returnMinor: 0n });
    const big = ticket('K3_1', 'K3_TWO_SIDES', 'BIG', fixed(1000n));
    expect(settle(big, { kind: 'dice', dice: [5, 5, 5] })).toMatchObject({ status: 'LOST' });
    expect(settle(big, { kind: 'dice', dice: [4, 5, 6] })).toMatchObject({ status: 'WON', prizeMinor: 1982n });
  });
});

describe('prize groups', () => {
  it('charge bets x 2 units x multiple / mode, refusing a fraction of a minor unit', () => {
    expect(
      ticket('SSC_1', 'SSC_FIXED_POSITION', '1,2,3||||', series(1800, { multiple: 3, modeDivisor: 10 })).amountMinor,
    ).toBe(180n);
    const game = findLotteryGame('SSC_1');
    if (!game) throw new Error('no SSC game');
    const price = (wager: Wager) =>
      priceTicket({
        game,
        betTypeCode: 'SSC_FIXED_POSITION',
        selection: '1||||',
        wager,
        oddsTable: table('SSC', 'prize-group'),
      });
    expect(price(series(1800, { modeDivisor: 1000 }))).toMatchObject({ ok: false, reason: 'AMOUNT_NOT_WHOLE' });
    expect(price(series(1800, { modeDivisor: 1000, multiple: 5 }))).toMatchObject({
      ok: true,
      ticket: { amountMinor: 1n },
    });
    expect(price(series(1801))).toMatchObject({ ok: false, reason: 'SERIES_NOT_ALLOWED' });
    expect(price(series(1900, { memberSeries: 1850 }))).toMatchObject({ ok: false, reason: 'SERIES_NOT_ALLOWED' });
    expect(price(fixed(100n))).toMatchObject({ ok: false, reason: 'ODDS_TABLE_MISMATCH' });
  });

  it('pay the gap between the member series and the bet series as a self-rebate', () => {
    expect(ticket('SSC_1', 'SSC_FIXED_POSITION', '1||||', series(1800)).selfRebateMinor).toBe(16n);
    expect(selfRebateMinor({ amountMinor: 19_800n, memberSeries: 1960, series: 1800, rebateBase: 1980 })).toBe(1600n);
    expect(selfRebateMinor({ amountMinor: 200n, memberSeries: 1800, series: 1800, rebateBase: 2000 })).toBe(0n);
  });

  it('follow the original prize-mode rule', () => {
    expect(resolvePrizeMode({})).toBe('LOTT');
    expect(resolvePrizeMode({ ELOTT: { cards: ['TCG_LOTTO_VN'] } })).toBe('ELOTT');
    expect(resolvePrizeMode({ ELOTT: { cards: ['LOTT'] } })).toBe('ELOTT');
    expect(resolvePrizeMode({ ELOTT: { cards: ['TCG_SEA'] } })).toBe('LOTT');
    expect(resolveVietnamPrizeMode({ LOTT: { cards: ['TCG_LOTTO_VN'] }, ELOTT: { cards: ['TCG_LOTTO_VN'] } })).toBe(
      'LOTT',
    );
    expect(resolveVietnamPrizeMode({ ELOTT: { cards: ['TCG_LOTTO_VN'] } })).toBe('ELOTT');
    expect(resolveVietnamPrizeMode({})).toBeNull();
  });
});
