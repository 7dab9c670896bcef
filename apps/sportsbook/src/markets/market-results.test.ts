import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketTypes, type MarketType, type MatchFacts, type OutcomeResult } from '../domain/sportsbook-model.js';
import { marketDefinitionOf } from './market-catalogue.js';
import { resultsOf } from './market-results.js';
import { MarketsError } from './markets-error.js';
import { legFractionsOf } from './payout.js';
import { formatSpecifiers } from './specifiers.js';

type Shares = { win: number; push: number; lose: number };
const sharesOf = (results: OutcomeResult[] | undefined, outcomeId: string): Shares => {
  const result = results?.find((candidate) => candidate.outcomeId === outcomeId);
  if (!result) throw new Error(`no result for ${outcomeId}`);
  return legFractionsOf(result);
};
const football = (fullTime?: [number, number], halfTime?: [number, number]): MatchFacts => ({
  sport: 'football',
  ...(fullTime && { fullTime: { home: fullTime[0], away: fullTime[1] } }),
  ...(halfTime && { halfTime: { home: halfTime[0], away: halfTime[1] } }),
});

/**
 * An oracle written differently from the code under test: a line on decimals, a quarter line as the average of two
 * half stakes on line ± 0.25 (reference §3.5), each half winning above zero and pushing at zero.
 */
const halfStake = (adjusted: number): Shares =>
  adjusted > 0
    ? { win: 1, push: 0, lose: 0 }
    : adjusted < 0
      ? { win: 0, push: 0, lose: 1 }
      : { win: 0, push: 1, lose: 0 };
const oracle = (margin: number, line: number): Shares => {
  if (Number.isInteger(line * 2)) return halfStake(margin + line);
  const lower = halfStake(margin + line - 0.25);
  const upper = halfStake(margin + line + 0.25);
  return {
    win: (lower.win + upper.win) / 2,
    push: (lower.push + upper.push) / 2,
    lose: (lower.lose + upper.lose) / 2,
  };
};
const swap = ({ win, push, lose }: Shares): Shares => ({ win: lose, push, lose: win });

const handicapLines = Array.from({ length: 33 }, (_, index) => (index - 16) / 4); // −4 … +4 in quarters
const totalLines = Array.from({ length: 33 }, (_, index) => index / 4); // 0 … 8 in quarters
const scores: [number, number][] = [];
for (let home = 0; home <= 8; home += 1) for (let away = 0; away <= 8; away += 1) scores.push([home, away]);

describe('Asian handicap and totals, exhaustively', () => {
  it('ft_ah: every quarter line −4…+4 against every final score 0..8 : 0..8, both sides', () => {
    let checked = 0;
    for (const hcp of handicapLines) {
      const specifiers = formatSpecifiers({ hcp });
      for (const [home, away] of scores) {
        const results = resultsOf('ft_ah', specifiers, football([home, away]));
        const expected = oracle(home - away, hcp);
        expect(sharesOf(results, 'home'), `${hcp} at ${home}-${away}`).toEqual(expected);
        expect(sharesOf(results, 'away'), `${hcp} at ${home}-${away}`).toEqual(swap(expected));
        checked += 1;
      }
    }
    expect(checked).toBe(33 * 81);
  });

  it('1h_ah settles on the half-time score, the same table', () => {
    for (const hcp of handicapLines) {
      for (const [home, away] of scores) {
        const results = resultsOf('1h_ah', formatSpecifiers({ hcp }), football(undefined, [home, away]));
        expect(sharesOf(results, 'home')).toEqual(oracle(home - away, hcp));
      }
    }
  });

  it('ft_ah_rest counts only the goals after its score, for every priced score and final score', () => {
    for (const hcp of handicapLines) {
      for (const [fromHome, fromAway] of [
        [0, 0],
        [1, 0],
        [0, 2],
        [2, 2],
        [3, 1],
      ] as const) {
        const specifiers = formatSpecifiers({ hcp, score: `${fromHome}:${fromAway}` });
        for (const [home, away] of scores) {
          if (home < fromHome || away < fromAway) continue;
          const results = resultsOf('ft_ah_rest', specifiers, football([home, away]));
          const expected = oracle(home - fromHome - (away - fromAway), hcp);
          expect(sharesOf(results, 'home'), `${specifiers} at ${home}-${away}`).toEqual(expected);
          expect(sharesOf(results, 'away')).toEqual(swap(expected));
        }
      }
    }
  });

  it('ft_ah_rest refuses a final score below the score it was priced at', () => {
    expect(() => resultsOf('ft_ah_rest', 'hcp=-0.5|score=1:0', football([0, 3]))).toThrow(MarketsError);
  });

  it('ft_ou and 1h_ou: every quarter total 0…8 against every total 0..16', () => {
    for (const total of totalLines) {
      for (const [home, away] of scores) {
        const specifiers = formatSpecifiers({ total });
        const expected = oracle(home + away, -total);
        const fullTime = resultsOf('ft_ou', specifiers, football([home, away]));
        expect(sharesOf(fullTime, 'over'), `${total} at ${home + away}`).toEqual(expected);
        expect(sharesOf(fullTime, 'under')).toEqual(swap(expected));
        expect(sharesOf(resultsOf('1h_ou', specifiers, football(undefined, [home, away])), 'over')).toEqual(expected);
      }
    }
  });

  it('matches the reference §3.5 table and UOF encoding of quarter results', () => {
    const home = (hcp: number, score: [number, number]) =>
      resultsOf('ft_ah', formatSpecifiers({ hcp }), football(score))?.find((result) => result.outcomeId === 'home');
    const away = (hcp: number, score: [number, number]) =>
      resultsOf('ft_ah', formatSpecifiers({ hcp }), football(score))?.find((result) => result.outcomeId === 'away');
    const over = (total: number, score: [number, number]) =>
      resultsOf('ft_ou', formatSpecifiers({ total }), football(score))?.find((result) => result.outcomeId === 'over');
    const under = (total: number, score: [number, number]) =>
      resultsOf('ft_ou', formatSpecifiers({ total }), football(score))?.find((result) => result.outcomeId === 'under');
    expect(home(-0.25, [1, 0])).toEqual({ outcomeId: 'home', result: 1 });
    expect(home(-0.25, [1, 1])).toEqual({ outcomeId: 'home', result: 0, voidFactor: 0.5 });
    expect(home(-0.25, [0, 1])).toEqual({ outcomeId: 'home', result: 0 });
    expect(home(-0.75, [3, 1])).toEqual({ outcomeId: 'home', result: 1 });
    expect(home(-0.75, [2, 1])).toEqual({ outcomeId: 'home', result: 1, voidFactor: 0.5 });
    expect(home(-0.75, [1, 1])).toEqual({ outcomeId: 'home', result: 0 });
    expect(away(-0.25, [0, 0])).toEqual({ outcomeId: 'away', result: 1, voidFactor: 0.5 });
    expect(over(2.75, [3, 1])).toEqual({ outcomeId: 'over', result: 1 });
    expect(over(2.75, [2, 1])).toEqual({ outcomeId: 'over', result: 1, voidFactor: 0.5 });
    expect(over(2.75, [1, 1])).toEqual({ outcomeId: 'over', result: 0 });
    expect(under(2.25, [1, 1])).toEqual({ outcomeId: 'under', result: 1, voidFactor: 0.5 });
    expect(over(2, [1, 1])).toEqual({ outcomeId: 'over', result: 0, voidFactor: 1 });
    expect(home(-1, [2, 1])).toEqual({ outcomeId: 'home', result: 0, voidFactor: 1 });
  });

  it('refuses lines that are not quarter steps', () => {
    for (const specifiers of ['hcp=-0.3', 'hcp=abc', '', 'total=2.5']) {
      expect(() => resultsOf('ft_ah', specifiers, football([1, 0])), specifiers).toThrow(MarketsError);
    }
    expect(() => resultsOf('ft_ou', 'total=-0.5', football([1, 0]))).toThrow(MarketsError);
  });
});

describe('football markets', () => {
  it('waits for the period the market settles on', () => {
    const halfTimeOnly = football(undefined, [1, 0]);
    for (const type of ['ft_1x2', 'ft_oe', 'ft_cs', 'ht_ft'] as const) {
      expect(resultsOf(type, '', halfTimeOnly)).toBeUndefined();
    }
    expect(resultsOf('ft_ah', 'hcp=-0.5', halfTimeOnly)).toBeUndefined();
    expect(resultsOf('ft_ou', 'total=2.5', halfTimeOnly)).toBeUndefined();
    for (const type of ['1h_1x2', '1h_oe'] as const) expect(resultsOf(type, '', football())).toBeUndefined();
    expect(resultsOf('1h_ah', 'hcp=0', football())).toBeUndefined();
    expect(resultsOf('ht_ft', '', football([2, 1]))).toBeUndefined();
  });

  it('1X2, odd/even and HT/FT', () => {
    const winners = (results: OutcomeResult[] | undefined) =>
      results?.filter((result) => result.result === 1).map((result) => result.outcomeId);
    expect(winners(resultsOf('ft_1x2', '', football([2, 1])))).toEqual(['1']);
    expect(winners(resultsOf('ft_1x2', '', football([1, 1])))).toEqual(['X']);
    expect(winners(resultsOf('1h_1x2', '', football(undefined, [0, 1])))).toEqual(['2']);
    expect(winners(resultsOf('ft_oe', '', football([0, 0])))).toEqual(['even']);
    expect(winners(resultsOf('ft_oe', '', football([2, 1])))).toEqual(['odd']);
    expect(winners(resultsOf('1h_oe', '', football(undefined, [1, 0])))).toEqual(['odd']);
    expect(winners(resultsOf('ht_ft', '', football([1, 2], [0, 0])))).toEqual(['X/2']);
    expect(winners(resultsOf('ht_ft', '', football([1, 1], [1, 0])))).toEqual(['1/X']);
    expect(resultsOf('ht_ft', '', football([1, 1], [1, 0]))).toHaveLength(9);
  });

  it('correct score: the grid 0..4 and any other score', () => {
    const winner = (score: [number, number]) =>
      resultsOf('ft_cs', '', football(score))?.filter((result) => result.result === 1);
    expect(winner([2, 1])).toEqual([{ outcomeId: '2:1', result: 1 }]);
    expect(winner([4, 4])).toEqual([{ outcomeId: '4:4', result: 1 }]);
    expect(winner([5, 0])).toEqual([{ outcomeId: 'aos', result: 1 }]);
    expect(winner([0, 7])).toEqual([{ outcomeId: 'aos', result: 1 }]);
    expect(resultsOf('ft_cs', '', football([1, 1]))).toHaveLength(26);
  });

  it('refuses impossible facts and facts of another sport', () => {
    expect(() => resultsOf('ht_ft', '', football([0, 0], [1, 0]))).toThrow(MarketsError);
    expect(() => resultsOf('ft_1x2', '', football([-1, 0]))).toThrow(MarketsError);
    expect(() => resultsOf('esp_match', '', football([1, 0]))).toThrow(MarketsError);
    expect(() => resultsOf('ft_1x2', '', { sport: 'cockfight', winner: 'meron' })).toThrow(MarketsError);
  });
});

describe('e-sports markets', () => {
  const series = (winners: ('home' | 'away')[], totals: number[] = [], bestOf = 3): MatchFacts => ({
    sport: 'esports',
    bestOf,
    maps: winners.map((winner, index) => ({ winner, total: totals[index] ?? 20 })),
  });

  it('series markets wait for the series to be decided', () => {
    expect(resultsOf('esp_match', '', series(['home']))).toBeUndefined();
    expect(resultsOf('esp_map_hcp', 'hcp=-1.5', series(['home', 'away']))).toBeUndefined();
    expect(resultsOf('esp_total_maps', 'total=2.5', series(['home']))).toBeUndefined();
    expect(resultsOf('esp_match', '', series(['home', 'away', 'away']))).toEqual([
      { outcomeId: 'home', result: 0 },
      { outcomeId: 'away', result: 1 },
    ]);
  });

  it('map handicap and total maps settle on maps won and played', () => {
    const twoNil = series(['home', 'home']);
    const twoOne = series(['home', 'away', 'home']);
    expect(sharesOf(resultsOf('esp_map_hcp', 'hcp=-1.5', twoNil), 'home').win).toBe(1);
    expect(sharesOf(resultsOf('esp_map_hcp', 'hcp=-1.5', twoOne), 'home').lose).toBe(1);
    expect(sharesOf(resultsOf('esp_map_hcp', 'hcp=1.5', twoOne), 'away').lose).toBe(1);
    expect(sharesOf(resultsOf('esp_total_maps', 'total=2.5', twoNil), 'under').win).toBe(1);
    expect(sharesOf(resultsOf('esp_total_maps', 'total=2.5', twoOne), 'over').win).toBe(1);
    const bestOfFive = series(['away', 'home', 'away', 'away'], [], 5);
    expect(sharesOf(resultsOf('esp_total_maps', 'total=3.5', bestOfFive), 'over').win).toBe(1);
    expect(sharesOf(resultsOf('esp_map_hcp', 'hcp=2.5', bestOfFive), 'home').win).toBe(1);
  });

  it('per-map markets settle once the map is played and are void when the series ended before it', () => {
    const facts = series(['home', 'home'], [26, 21]);
    expect(sharesOf(resultsOf('esp_map_winner', 'mapnr=2', facts), 'home').win).toBe(1);
    expect(sharesOf(resultsOf('esp_map_total', 'mapnr=1|total=25.5', facts), 'over').win).toBe(1);
    expect(sharesOf(resultsOf('esp_map_oe', 'mapnr=2', facts), 'odd').win).toBe(1);
    for (const [type, specifiers] of [
      ['esp_map_winner', 'mapnr=3'],
      ['esp_map_total', 'mapnr=3|total=25.5'],
      ['esp_map_oe', 'mapnr=3'],
    ] as const) {
      const results = resultsOf(type, specifiers, facts);
      expect(results).toHaveLength(2);
      for (const result of results ?? []) expect(legFractionsOf(result).push).toBe(1);
    }
    expect(resultsOf('esp_map_winner', 'mapnr=3', series(['home', 'away']))).toBeUndefined();
    expect(() => resultsOf('esp_map_winner', 'mapnr=4', facts)).toThrow(MarketsError);
  });

  it('refuses a map played after the series was decided', () => {
    expect(() => resultsOf('esp_match', '', series(['home', 'home', 'away']))).toThrow(MarketsError);
    expect(() => resultsOf('esp_match', '', series(['home'], [], 2))).toThrow(MarketsError);
    const badWinner = { sport: 'esports', bestOf: 3, maps: [{ winner: 'draw', total: 3 }] } as unknown as MatchFacts;
    expect(() => resultsOf('esp_match', '', badWinner)).toThrow(MarketsError);
    expect(() => resultsOf('esp_map_total', 'mapnr=1|total=2.5', series(['home'], [-1]))).toThrow(MarketsError);
  });
});

describe('cockfight and outright', () => {
  it('a drawn fight returns meron and wala stakes and pays the draw', () => {
    expect(resultsOf('cf_winner', '', { sport: 'cockfight' })).toBeUndefined();
    const cancelled = { sport: 'cockfight', winner: 'cancel' } as unknown as MatchFacts;
    expect(() => resultsOf('cf_winner', '', cancelled)).toThrow(MarketsError);
    expect(resultsOf('cf_winner', '', { sport: 'cockfight', winner: 'draw' })).toEqual([
      { outcomeId: 'meron', result: 0, voidFactor: 1 },
      { outcomeId: 'wala', result: 0, voidFactor: 1 },
      { outcomeId: 'draw', result: 1 },
    ]);
    expect(resultsOf('cf_winner', '', { sport: 'cockfight', winner: 'wala' })).toEqual([
      { outcomeId: 'meron', result: 0 },
      { outcomeId: 'wala', result: 1 },
      { outcomeId: 'draw', result: 0 },
    ]);
  });

  it('an outright pays its winner among its competitors', () => {
    expect(resultsOf('outright', '', { sport: 'outright' })).toBeUndefined();
    expect(
      resultsOf('outright', '', { sport: 'outright', winner: 'team-b' }, { competitorIds: ['team-a', 'team-b'] }),
    ).toEqual([
      { outcomeId: 'team-a', result: 0 },
      { outcomeId: 'team-b', result: 1 },
    ]);
    expect(resultsOf('outright', '', { sport: 'outright', winner: 'team-b' })).toEqual([
      { outcomeId: 'team-b', result: 1 },
    ]);
    expect(() =>
      resultsOf('outright', '', { sport: 'outright', winner: 'team-z' }, { competitorIds: ['team-a'] }),
    ).toThrow(MarketsError);
  });
});

const specifiersFor: Record<MarketType, string> = {
  ft_1x2: '',
  ft_ah: 'hcp=-0.75',
  ft_ah_rest: 'hcp=0.25|score=0:0',
  ft_ou: 'total=2.25',
  ft_oe: '',
  ft_cs: '',
  ht_ft: '',
  '1h_1x2': '',
  '1h_ah': 'hcp=-0.25',
  '1h_ou': 'total=1.25',
  '1h_oe': '',
  outright: '',
  esp_match: '',
  esp_map_winner: 'mapnr=3',
  esp_map_hcp: 'hcp=-1.5',
  esp_total_maps: 'total=2.5',
  esp_map_total: 'mapnr=2|total=22.5',
  esp_map_oe: 'mapnr=1',
  cf_winner: '',
};

describe('every market type on random facts', () => {
  const factsFor = (type: MarketType) => {
    const period = marketDefinitionOf(type).period;
    if (period === 'ft' || period === '1h') {
      return fc
        .tuple(fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(5))
        .map(([h1, a1, h2, a2]): MatchFacts => football([h1 + h2, a1 + a2], [h1, a1]));
    }
    if (period === 'fight') {
      return fc.constantFrom('meron', 'wala', 'draw').map((winner): MatchFacts => ({ sport: 'cockfight', winner }));
    }
    if (period === 'outright') {
      return fc.constantFrom('c1', 'c2', 'c3').map((winner): MatchFacts => ({ sport: 'outright', winner }));
    }
    return fc
      .tuple(
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(60), { minLength: 5, maxLength: 5 }),
      )
      .map(([homeWins, totals]): MatchFacts => {
        const maps: { winner: 'home' | 'away'; total: number }[] = [];
        let home = 0;
        let away = 0;
        for (const [index, homeWon] of homeWins.entries()) {
          if (home === 2 || away === 2) break;
          maps.push({ winner: homeWon ? 'home' : 'away', total: totals[index] ?? 0 });
          if (homeWon) home += 1;
          else away += 1;
        }
        return { sport: 'esports', bestOf: 3, maps };
      });
  };

  it.each([...marketTypes])(
    '%s: one result per outcome, each a valid share, exactly one stake paid out in total',
    (type) => {
      const context = { competitorIds: ['c1', 'c2', 'c3'] };
      fc.assert(
        fc.property(factsFor(type), (facts) => {
          const results = resultsOf(type, specifiersFor[type], facts, context);
          expect(results).toBeDefined();
          const outcomes = marketDefinitionOf(type).outcomes(specifiersFor[type], context);
          expect(results?.map((result) => result.outcomeId)).toEqual(outcomes);
          for (const result of results ?? []) {
            const shares = legFractionsOf(result);
            expect(shares.win + shares.push + shares.lose).toBe(1);
          }
        }),
        { numRuns: 200 },
      );
    },
  );
});
