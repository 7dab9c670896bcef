import { createSeededStream } from './seeded-stream.js';

/**
 * The football match process (decision 0059; reference §6.3–6.4): each side's goals are a Poisson stream whose
 * rate per minute follows a fixed profile, scaled by the side's expected goals and by red cards. A match is played
 * minute by minute from the event's result stream (`<eventId>:result`), always drawing in this order, so that
 * scripts/verify-sportsbook-day.mjs replays it exactly:
 *
 *   1. first-half stoppage = 1 + int(4) minutes, second-half stoppage = 3 + int(6) minutes;
 *   2. for every minute, first half (45 + its stoppage) then second half (45 + its stoppage):
 *      home goals ~ Poisson(rate), away goals ~ Poisson(rate), each by inversion of one uniform
 *      (k = 0; p = e^−r; c = p; while u > c and k < 10: k += 1, p ·= r / k, c += p),
 *      then a home red card if uniform < redCardPerMinute, then an away red card likewise;
 *      a card changes the rates from the next minute on.
 *
 * rate = expectedGoals × weight(minute) / expectedWeight × 0.7^(own red cards) × 1.2^(opponent's red cards), with
 * weight 0.456/45 in the first half (its stoppage too), 0.544/45 × (0.8 + 0.4 × (j + 0.5)/45) in the j-th minute of
 * the second half (0.544/45 × 1.2 in its stoppage), and expectedWeight the total weight of a match of average
 * stoppage, so `expectedGoals` is a side's mean goals over a whole match before red cards.
 */
export const footballConstants = {
  firstHalfShare: 0.456,
  secondHalfShare: 0.544,
  rampFrom: 0.8,
  rampRise: 0.4,
  rampTo: 1.2,
  firstStoppage: { from: 1, count: 4 },
  secondStoppage: { from: 3, count: 6 },
  redCardPerMinute: 0.0005,
  ownRedCardFactor: 0.7,
  opponentRedCardFactor: 1.2,
  halfTimeMinutes: 15,
  maximumGoalsPerMinute: 10,
} as const;

export type FootballModel = { homeExpectedGoals: number; awayExpectedGoals: number };

const constants = footballConstants;
const meanFirstStoppage = constants.firstStoppage.from + (constants.firstStoppage.count - 1) / 2;
const meanSecondStoppage = constants.secondStoppage.from + (constants.secondStoppage.count - 1) / 2;
const expectedWeight =
  constants.firstHalfShare * (1 + meanFirstStoppage / 45) +
  constants.secondHalfShare * (1 + (meanSecondStoppage * constants.rampTo) / 45);

/** Weight of the `index`-th minute (from 0) of a half; minutes from 45 on are stoppage. */
export function minuteWeight(half: 1 | 2, index: number): number {
  if (half === 1) return constants.firstHalfShare / 45 / expectedWeight;
  if (index >= 45) return ((constants.secondHalfShare / 45) * constants.rampTo) / expectedWeight;
  const ramp = constants.rampFrom + (constants.rampRise * (index + 0.5)) / 45;
  return ((constants.secondHalfShare / 45) * ramp) / expectedWeight;
}

export function cardFactor(own: number, opponent: number): number {
  return constants.ownRedCardFactor ** own * constants.opponentRedCardFactor ** opponent;
}

export function poissonByInversion(
  rate: number,
  uniform: number,
  maximum: number = constants.maximumGoalsPerMinute,
): number {
  let count = 0;
  let probability = Math.exp(-rate);
  let cumulative = probability;
  while (uniform > cumulative && count < maximum) {
    count += 1;
    probability *= rate / count;
    cumulative += probability;
  }
  return count;
}

export type Side = 'home' | 'away';
export type FootballIncident =
  | { kind: 'goal'; side: Side; half: 1 | 2; minuteIndex: number }
  | { kind: 'red_card'; side: Side; half: 1 | 2; minuteIndex: number };

/** A played match: everything that decides results, fixed by the seed before kick-off. */
export type FootballPlay = {
  firstStoppage: number;
  secondStoppage: number;
  /** In order; a minute's goals come before its cards. */
  incidents: FootballIncident[];
  halfTime: { home: number; away: number };
  fullTime: { home: number; away: number };
};

export function playFootballMatch(seed: string, eventId: string, model: FootballModel): FootballPlay {
  const stream = createSeededStream(seed, `${eventId}:result`);
  const firstStoppage = constants.firstStoppage.from + stream.int(constants.firstStoppage.count);
  const secondStoppage = constants.secondStoppage.from + stream.int(constants.secondStoppage.count);
  const incidents: FootballIncident[] = [];
  const score = { home: 0, away: 0 };
  const cards = { home: 0, away: 0 };
  let halfTime = { home: 0, away: 0 };
  for (const half of [1, 2] as const) {
    const minutes = 45 + (half === 1 ? firstStoppage : secondStoppage);
    for (let minuteIndex = 0; minuteIndex < minutes; minuteIndex += 1) {
      const weight = minuteWeight(half, minuteIndex);
      // Multiplied in this order, as the verifier does, so both get the same bits.
      const homeRate = model.homeExpectedGoals * weight * cardFactor(cards.home, cards.away);
      const awayRate = model.awayExpectedGoals * weight * cardFactor(cards.away, cards.home);
      const homeGoals = poissonByInversion(homeRate, stream.uniform());
      const awayGoals = poissonByInversion(awayRate, stream.uniform());
      for (let goal = 0; goal < homeGoals; goal += 1) incidents.push({ kind: 'goal', side: 'home', half, minuteIndex });
      for (let goal = 0; goal < awayGoals; goal += 1) incidents.push({ kind: 'goal', side: 'away', half, minuteIndex });
      score.home += homeGoals;
      score.away += awayGoals;
      for (const side of ['home', 'away'] as const) {
        if (stream.uniform() < constants.redCardPerMinute) {
          cards[side] += 1;
          incidents.push({ kind: 'red_card', side, half, minuteIndex });
        }
      }
    }
    if (half === 1) halfTime = { ...score };
  }
  return { firstStoppage, secondStoppage, incidents, halfTime, fullTime: { ...score } };
}

/** The stoppage lengths a half may get, each equally likely. */
export function stoppageChoices(half: 1 | 2): number[] {
  const { from, count } = half === 1 ? constants.firstStoppage : constants.secondStoppage;
  return Array.from({ length: count }, (_, index) => from + index);
}
