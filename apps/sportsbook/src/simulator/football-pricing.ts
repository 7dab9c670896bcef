import type { MarketType, Specifiers } from '../domain/sportsbook-model.js';
import { marketStatuses } from '../domain/sportsbook-model.js';
import type { FeedMarket, FeedOutcome } from '../feed/feed-messages.js';
import {
  cardFactor,
  footballConstants,
  minuteWeight,
  stoppageChoices,
  type FootballModel,
} from './football-process.js';
import {
  marginOf,
  maximumOddsMilli,
  minimumOddsMilli,
  oddsWithMargin,
  toLadder,
  type FairOutcome,
  type LeagueTier,
  type MarginTable,
} from './margins.js';

/**
 * Football prices from the match process itself (reference §6.5): the goals still to come in each half are a
 * Poisson mixture over the stoppage lengths not yet announced, with the red cards shown so far and the expected
 * effect of those still to come, so the published probabilities are the process's own. Every market is a sum over
 * the final-score grid.
 */
export type FootballPhase = 'pre' | '1H' | 'HT' | '2H' | 'FT';

export type FootballState = {
  phase: FootballPhase;
  /** Minutes of the current half already played. */
  minutesPlayed: number;
  /** Each known once announced at the end of the half's 45th minute. */
  firstStoppage?: number;
  secondStoppage?: number;
  score: { home: number; away: number };
  halfTimeScore?: { home: number; away: number };
  cards: { home: number; away: number };
};

export const kickOffState: FootballState = {
  phase: 'pre',
  minutesPlayed: 0,
  score: { home: 0, away: 0 },
  cards: { home: 0, away: 0 },
};

const size = 11;
const lastIndex = size - 1;
type Grid = Float64Array;

function poissonRow(rate: number): Float64Array {
  const row = new Float64Array(size);
  let probability = Math.exp(-rate);
  let total = 0;
  for (let count = 0; count < lastIndex; count += 1) {
    row[count] = probability;
    total += probability;
    probability *= rate / (count + 1);
  }
  row[lastIndex] = Math.max(0, 1 - total);
  return row;
}

/** Expected card factor change per minute ahead: a card is shown to either side with the same small chance. */
const perMinuteCardDrift =
  (1 - (1 - footballConstants.ownRedCardFactor) * footballConstants.redCardPerMinute) *
  (1 + (footballConstants.opponentRedCardFactor - 1) * footballConstants.redCardPerMinute);

/** Goals still to come in one half, from minute `from` on, as a grid [home × size + away]. */
function halfGrid(
  model: FootballModel,
  half: 1 | 2,
  from: number,
  knownStoppage: number | undefined,
  cards: { home: number; away: number },
  minutesAhead: number,
): Grid {
  const grid = new Float64Array(size * size);
  const choices = knownStoppage === undefined ? stoppageChoices(half) : [knownStoppage];
  const homeFactor = cardFactor(cards.home, cards.away);
  const awayFactor = cardFactor(cards.away, cards.home);
  for (const stoppage of choices) {
    let homeRate = 0;
    let awayRate = 0;
    for (let index = from; index < 45 + stoppage; index += 1) {
      const drift = perMinuteCardDrift ** (minutesAhead + index - from);
      const weight = minuteWeight(half, index) * drift;
      homeRate += model.homeExpectedGoals * weight * homeFactor;
      awayRate += model.awayExpectedGoals * weight * awayFactor;
    }
    const homeRow = poissonRow(homeRate);
    const awayRow = poissonRow(awayRate);
    const share = 1 / choices.length;
    for (let home = 0; home < size; home += 1) {
      for (let away = 0; away < size; away += 1) {
        grid[home * size + away]! += share * homeRow[home]! * awayRow[away]!;
      }
    }
  }
  return grid;
}

function addGrids(first: Grid, second: Grid): Grid {
  const sum = new Float64Array(size * size);
  for (let home1 = 0; home1 < size; home1 += 1) {
    for (let away1 = 0; away1 < size; away1 += 1) {
      const left = first[home1 * size + away1]!;
      if (left === 0) continue;
      for (let home2 = 0; home2 < size; home2 += 1) {
        for (let away2 = 0; away2 < size; away2 += 1) {
          const home = Math.min(lastIndex, home1 + home2);
          const away = Math.min(lastIndex, away1 + away2);
          sum[home * size + away]! += left * second[home2 * size + away2]!;
        }
      }
    }
  }
  return sum;
}

const noGoals = (() => {
  const grid = new Float64Array(size * size);
  grid[0] = 1;
  return grid;
})();

/** Goals still to come in the first half and in the whole match, from the state. */
export function remainingGoalGrids(model: FootballModel, state: FootballState): { firstHalf: Grid; secondHalf: Grid } {
  const meanFirst = state.firstStoppage ?? stoppageChoices(1).reduce((a, b) => a + b, 0) / stoppageChoices(1).length;
  if (state.phase === 'pre' || state.phase === '1H') {
    const played = state.phase === 'pre' ? 0 : state.minutesPlayed;
    const firstHalf = halfGrid(model, 1, played, state.firstStoppage, state.cards, 0);
    const secondHalf = halfGrid(model, 2, 0, undefined, state.cards, 45 + meanFirst - played);
    return { firstHalf, secondHalf };
  }
  if (state.phase === 'HT') return { firstHalf: noGoals, secondHalf: halfGrid(model, 2, 0, undefined, state.cards, 0) };
  if (state.phase === '2H') {
    return {
      firstHalf: noGoals,
      secondHalf: halfGrid(model, 2, state.minutesPlayed, state.secondStoppage, state.cards, 0),
    };
  }
  return { firstHalf: noGoals, secondHalf: noGoals };
}

type Cells = { home: number; away: number; probability: number }[];

function cellsOf(grid: Grid, offset: { home: number; away: number }): Cells {
  const cells: Cells = [];
  for (let home = 0; home < size; home += 1) {
    for (let away = 0; away < size; away += 1) {
      const probability = grid[home * size + away]!;
      if (probability > 0) cells.push({ home: home + offset.home, away: away + offset.away, probability });
    }
  }
  return cells;
}

const threeWayOf = (home: number, away: number) => (home > away ? '1' : home === away ? 'X' : '2');

/** Win and push shares of the side whose adjusted margin (4 × goals margin + line, in quarters) is given. */
function lineShares(cells: Cells, adjustedOf: (cell: { home: number; away: number }) => number) {
  let win = 0;
  let push = 0;
  let lose = 0;
  for (const cell of cells) {
    const adjusted = adjustedOf(cell);
    const halves = adjusted % 2 === 0 ? [adjusted] : [adjusted - 1, adjusted + 1];
    const weight = cell.probability / halves.length;
    for (const half of halves) {
      if (half > 0) win += weight;
      else if (half === 0) push += weight;
      else lose += weight;
    }
  }
  return { win, push, lose };
}

export function lineText(quarters: number): string {
  const value = quarters / 4;
  return Object.is(value, -0) ? '0' : String(value);
}

type PricingContext = { margins: MarginTable; tier: LeagueTier };

function pricedOutcomes(
  fair: FairOutcome[],
  margin: number,
  method: 'basic' | 'power',
): { outcomes: FeedOutcome[]; anyActive: boolean } {
  const decimals = oddsWithMargin(fair, margin, method);
  let anyActive = false;
  const outcomes = fair.map((outcome, index) => {
    const milli = toLadder(decimals[index]!);
    const possible = outcome.probability > 1e-9;
    const active = possible && milli !== undefined && milli < maximumOddsMilli;
    if (active) anyActive = true;
    const priced: FeedOutcome = {
      id: outcome.id,
      oddsMilli: milli ?? minimumOddsMilli,
      probability: outcome.probability,
      active,
    };
    if (outcome.pushProbability > 0) priced.pushProbability = outcome.pushProbability;
    return priced;
  });
  return { outcomes, anyActive };
}

function market(
  context: PricingContext,
  type: MarketType,
  specifiers: Specifiers,
  fair: FairOutcome[],
  method: 'basic' | 'power',
  isMainLine: boolean,
): FeedMarket {
  const margin = marginOf(context.margins, 'football', context.tier, type, isMainLine);
  const { outcomes, anyActive } = pricedOutcomes(fair, margin, method);
  return {
    type,
    specifiers,
    status: anyActive ? marketStatuses.active : marketStatuses.inactive,
    isMainLine,
    outcomes,
  };
}

function twoWay(ids: [string, string], shares: { win: number; push: number; lose: number }): FairOutcome[] {
  return [
    { id: ids[0], probability: shares.win, pushProbability: shares.push },
    { id: ids[1], probability: shares.lose, pushProbability: shares.push },
  ];
}

/** The most balanced line (min |ln(win/lose)|) and its neighbours, `spread` quarters either side. */
function linesAround(
  candidates: number[],
  sharesOf: (quarters: number) => { win: number; push: number; lose: number },
  spread: number,
): { quarters: number; shares: { win: number; push: number; lose: number }; isMainLine: boolean }[] {
  let main = candidates[0]!;
  let best = Infinity;
  for (const quarters of candidates) {
    const shares = sharesOf(quarters);
    if (shares.win <= 0 || shares.lose <= 0) continue;
    const balance = Math.abs(Math.log(shares.win / shares.lose));
    if (balance < best) {
      best = balance;
      main = quarters;
    }
  }
  const lines = [];
  for (let offset = -spread; offset <= spread; offset += 1) {
    const quarters = main + offset;
    if (!candidates.includes(quarters)) continue;
    lines.push({ quarters, shares: sharesOf(quarters), isMainLine: offset === 0 });
  }
  return lines;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function handicapMarkets(
  context: PricingContext,
  type: 'ft_ah' | 'ft_ah_rest' | '1h_ah',
  cells: Cells,
  spread: number,
  extraSpecifier = '',
): FeedMarket[] {
  const sharesOf = (quarters: number) => lineShares(cells, (cell) => 4 * (cell.home - cell.away) + quarters);
  return linesAround(range(-16, 16), sharesOf, spread).map((line) =>
    market(
      context,
      type,
      `hcp=${lineText(line.quarters)}${extraSpecifier}`,
      twoWay(['home', 'away'], line.shares),
      'basic',
      line.isMainLine,
    ),
  );
}

function totalMarkets(
  context: PricingContext,
  type: 'ft_ou' | '1h_ou',
  cells: Cells,
  goalsSoFar: number,
  spread: number,
): FeedMarket[] {
  const sharesOf = (quarters: number) => lineShares(cells, (cell) => 4 * (cell.home + cell.away) - quarters);
  const candidates = range(Math.max(2, 4 * goalsSoFar + 1), 4 * goalsSoFar + 30);
  return linesAround(candidates, sharesOf, spread).map((line) =>
    market(
      context,
      type,
      `total=${lineText(line.quarters)}`,
      twoWay(['over', 'under'], line.shares),
      'basic',
      line.isMainLine,
    ),
  );
}

function sumWhere(cells: Cells, test: (cell: { home: number; away: number }) => boolean): number {
  let sum = 0;
  for (const cell of cells) if (test(cell)) sum += cell.probability;
  return sum;
}

function threeWayMarket(context: PricingContext, type: 'ft_1x2' | '1h_1x2', cells: Cells): FeedMarket {
  const fair = ['1', 'X', '2'].map((id) => ({
    id,
    probability: sumWhere(cells, (cell) => threeWayOf(cell.home, cell.away) === id),
    pushProbability: 0,
  }));
  return market(context, type, '', fair, 'power', true);
}

function oddEvenMarket(context: PricingContext, type: 'ft_oe' | '1h_oe', cells: Cells): FeedMarket {
  const odd = sumWhere(cells, (cell) => (cell.home + cell.away) % 2 === 1);
  return market(context, type, '', twoWay(['odd', 'even'], { win: odd, push: 0, lose: 1 - odd }), 'basic', true);
}

function correctScoreMarket(context: PricingContext, cells: Cells): FeedMarket {
  const fair: FairOutcome[] = [];
  let listed = 0;
  for (let home = 0; home <= 4; home += 1) {
    for (let away = 0; away <= 4; away += 1) {
      const probability = sumWhere(cells, (cell) => cell.home === home && cell.away === away);
      listed += probability;
      fair.push({ id: `${home}:${away}`, probability, pushProbability: 0 });
    }
  }
  fair.push({ id: 'aos', probability: Math.max(0, 1 - listed), pushProbability: 0 });
  return market(context, 'ft_cs', '', fair, 'power', true);
}

/** HT/FT: the half-time result from `halfTimeCells`; full time adds the second half's goals still to come. */
function halfTimeFullTimeMarket(
  context: PricingContext,
  halfTimeCells: Cells,
  secondHalf: Grid,
  scoreNow: { home: number; away: number } | undefined,
): FeedMarket {
  const secondHalfMargin = new Map<number, number>();
  for (const cell of cellsOf(secondHalf, { home: 0, away: 0 })) {
    const margin = cell.home - cell.away;
    secondHalfMargin.set(margin, (secondHalfMargin.get(margin) ?? 0) + cell.probability);
  }
  const shares = new Map<string, number>();
  for (const cell of halfTimeCells) {
    const halfTime = threeWayOf(cell.home, cell.away);
    for (const [margin, probability] of secondHalfMargin) {
      const before = scoreNow ? scoreNow.home - scoreNow.away : cell.home - cell.away;
      const key = `${halfTime}/${threeWayOf(before + margin, 0)}`;
      shares.set(key, (shares.get(key) ?? 0) + cell.probability * probability);
    }
  }
  const fair = ['1', 'X', '2'].flatMap((halfTime) =>
    ['1', 'X', '2'].map((fullTime) => ({
      id: `${halfTime}/${fullTime}`,
      probability: shares.get(`${halfTime}/${fullTime}`) ?? 0,
      pushProbability: 0,
    })),
  );
  return market(context, 'ht_ft', '', fair, 'power', true);
}

/** Every football market open in this state, with fair probabilities and odds after margin. */
export function priceFootball(model: FootballModel, state: FootballState, context: PricingContext): FeedMarket[] {
  if (state.phase === 'FT') return [];
  const { firstHalf, secondHalf } = remainingGoalGrids(model, state);
  const halfTimeBase =
    state.phase === 'pre' || state.phase === '1H' ? state.score : (state.halfTimeScore ?? state.score);
  const halfTimeCells = cellsOf(firstHalf, halfTimeBase);
  const remaining = addGrids(firstHalf, secondHalf);
  const finalCells = cellsOf(remaining, state.score);
  const restCells = cellsOf(remaining, { home: 0, away: 0 });
  const goalsSoFar = state.score.home + state.score.away;
  const markets: FeedMarket[] = [threeWayMarket(context, 'ft_1x2', finalCells)];
  if (state.phase === 'pre') markets.push(...handicapMarkets(context, 'ft_ah', finalCells, 2));
  else {
    const score = `|score=${state.score.home}:${state.score.away}`;
    markets.push(...handicapMarkets(context, 'ft_ah_rest', restCells, 2, score));
  }
  markets.push(...totalMarkets(context, 'ft_ou', finalCells, goalsSoFar, 2));
  markets.push(oddEvenMarket(context, 'ft_oe', finalCells));
  markets.push(correctScoreMarket(context, finalCells));
  const inFirstHalf = state.phase === 'pre' || state.phase === '1H';
  markets.push(halfTimeFullTimeMarket(context, halfTimeCells, secondHalf, inFirstHalf ? undefined : state.score));
  if (inFirstHalf) {
    markets.push(threeWayMarket(context, '1h_1x2', halfTimeCells));
    markets.push(...handicapMarkets(context, '1h_ah', halfTimeCells, 1));
    markets.push(...totalMarkets(context, '1h_ou', halfTimeCells, goalsSoFar, 1));
    markets.push(oddEvenMarket(context, '1h_oe', halfTimeCells));
  }
  return markets;
}

/** The pre-match final-score distribution of a match, for outrights built from several matches. */
export function finalScoreDistribution(model: FootballModel): { home: number; away: number; probability: number }[] {
  const { firstHalf, secondHalf } = remainingGoalGrids(model, kickOffState);
  return cellsOf(addGrids(firstHalf, secondHalf), { home: 0, away: 0 });
}
