import { eventStatuses, marketStatuses, type EventState } from '../domain/sportsbook-model.js';
import type { Competitor, FeedMarket, Fixture } from '../feed/feed-messages.js';
import { EventRunner } from './event-runner.js';
import { footballConstants, playFootballMatch } from './football-process.js';
import { finalScoreDistribution } from './football-pricing.js';
import type { RunnerContext } from './football-runner.js';
import { clubsOf, footballLeagues, type FootballFixturePlan } from './football-world.js';
import { marginOf, oddsWithMargin, toLadder } from './margins.js';
import { createPublicStream, createSeededStream } from './seeded-stream.js';

/**
 * Outrights per league (decision 0059): the day's champion of a league, the club with the most points (3 a win,
 * 1 a draw) from that league's matches of the business day, then goal difference, then goals scored, then a lot:
 * one uniform per tied club from the outright's result stream in competitor order, the highest winning. Priced by
 * simulating the day 20,000 times from each match's exact pre-match score distribution (a tie there is an even
 * lot too), so the probabilities carry a Monte Carlo error of at most about 0.35 points; betting closes at the
 * league's first kick-off and the market settles when its last match ends.
 */
export const outrightSimulations = 20_000;

export type OutrightPlan = {
  eventId: string;
  day: string;
  leagueId: string;
  matches: FootballFixturePlan[];
  competitors: Competitor[];
};

export function outrightPlans(day: string, matches: FootballFixturePlan[]): OutrightPlan[] {
  return footballLeagues.map((league) => ({
    eventId: `fb-${day}-${league.id}-champion`,
    day,
    leagueId: league.id,
    matches: matches.filter((match) => match.leagueId === league.id),
    competitors: clubsOf(league.id).map((club) => ({ id: club.id, name: club.name })),
  }));
}

type Standing = { id: string; points: number; difference: number; scored: number; lot: number };

function champion(standings: Standing[]): string {
  const sorted = [...standings].sort(
    (a, b) => b.points - a.points || b.difference - a.difference || b.scored - a.scored || b.lot - a.lot,
  );
  return sorted[0]!.id;
}

function addResult(table: Map<string, Standing>, match: FootballFixturePlan, home: number, away: number) {
  const homeRow = table.get(match.home.id)!;
  const awayRow = table.get(match.away.id)!;
  homeRow.points += home > away ? 3 : home === away ? 1 : 0;
  awayRow.points += away > home ? 3 : home === away ? 1 : 0;
  homeRow.difference += home - away;
  awayRow.difference += away - home;
  homeRow.scored += home;
  awayRow.scored += away;
}

const emptyTable = (plan: OutrightPlan, lots: number[]) =>
  new Map(
    plan.competitors.map((club, index) => [
      club.id,
      { id: club.id, points: 0, difference: 0, scored: 0, lot: lots[index]! },
    ]),
  );

/** The day's champion from the seed: the matches as played, then the lot. */
export function outrightWinner(seed: string, plan: OutrightPlan): string {
  const lots = createSeededStream(seed, `${plan.eventId}:result`);
  const table = emptyTable(
    plan,
    plan.competitors.map(() => lots.uniform()),
  );
  for (const match of plan.matches) {
    const play = playFootballMatch(seed, match.eventId, match.model);
    addResult(table, match, play.fullTime.home, play.fullTime.away);
  }
  return champion([...table.values()]);
}

/**
 * A fast generator (sfc32) for the pricing simulation only, seeded from the public stream: prices are public, so is
 * their noise, and nothing here decides a result.
 */
function pricingGenerator(label: string): { uniform(): number } {
  const seeds = createPublicStream(label);
  let a = seeds.word();
  let b = seeds.word();
  let c = seeds.word();
  let d = seeds.word();
  return {
    uniform() {
      a >>>= 0;
      b >>>= 0;
      c >>>= 0;
      d >>>= 0;
      const t = (a + b + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) >>> 0;
      return (t + 0.5) / 4_294_967_296;
    },
  };
}

/** Win probabilities by simulating the day's matches from their exact score distributions. */
export function outrightChances(plan: OutrightPlan): Map<string, number> {
  const stream = pricingGenerator(`football:outright:${plan.eventId}`);
  const distributions = plan.matches.map((match) => {
    let cumulative = 0;
    return finalScoreDistribution(match.model).map((cell) => ({ ...cell, upTo: (cumulative += cell.probability) }));
  });
  const indexOf = new Map(plan.competitors.map((club, index) => [club.id, index]));
  const sides = plan.matches.map((match) => [indexOf.get(match.home.id)!, indexOf.get(match.away.id)!] as const);
  const clubs = plan.competitors.length;
  const points = new Float64Array(clubs);
  const difference = new Float64Array(clubs);
  const scored = new Float64Array(clubs);
  const lot = new Float64Array(clubs);
  const wins = new Float64Array(clubs);
  for (let run = 0; run < outrightSimulations; run += 1) {
    points.fill(0);
    difference.fill(0);
    scored.fill(0);
    for (let club = 0; club < clubs; club += 1) lot[club] = stream.uniform();
    for (let index = 0; index < distributions.length; index += 1) {
      const cells = distributions[index]!;
      const pick = stream.uniform() * cells.at(-1)!.upTo;
      let low = 0;
      let high = cells.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cells[middle]!.upTo < pick) low = middle + 1;
        else high = middle;
      }
      const { home, away } = cells[low]!;
      const [homeClub, awayClub] = sides[index]!;
      points[homeClub]! += home > away ? 3 : home === away ? 1 : 0;
      points[awayClub]! += away > home ? 3 : home === away ? 1 : 0;
      difference[homeClub]! += home - away;
      difference[awayClub]! += away - home;
      scored[homeClub]! += home;
      scored[awayClub]! += away;
    }
    let best = 0;
    for (let club = 1; club < clubs; club += 1) {
      const order =
        points[club]! - points[best]! ||
        difference[club]! - difference[best]! ||
        scored[club]! - scored[best]! ||
        lot[club]! - lot[best]!;
      if (order > 0) best = club;
    }
    wins[best]! += 1;
  }
  return new Map(plan.competitors.map((club, index) => [club.id, wins[index]! / outrightSimulations]));
}

export class OutrightRunner extends EventRunner {
  private status: EventState['status'] = eventStatuses.notStarted;
  private readonly chances: Map<string, number>;

  constructor(
    readonly plan: OutrightPlan,
    publishAt: number,
    private readonly context: RunnerContext,
  ) {
    super(plan.eventId, 'football', plan.day, publishAt, context.results);
    this.chances = outrightChances(plan);
    const firstKickOff = Math.min(...plan.matches.map((match) => match.startTime));
    this.at(publishAt, () => {
      this.publishFixture(publishAt, 'NEW');
      this.publishOdds(publishAt, 'pre', this.eventState(), [this.market(true)]);
    });
    this.at(firstKickOff, () => {
      this.status = eventStatuses.live;
      this.publishOdds(firstKickOff, 'pre', this.eventState(), [this.market(false)]);
      const seed = this.context.seedOf();
      const minute = 60_000;
      const lastEnd = Math.max(
        ...plan.matches.map((match) => {
          const play = playFootballMatch(seed, match.eventId, match.model);
          return (
            match.startTime +
            (90 + play.firstStoppage + play.secondStoppage + footballConstants.halfTimeMinutes) * minute
          );
        }),
      );
      this.at(lastEnd, () => this.settle(lastEnd, outrightWinner(seed, plan)));
    });
  }

  fixture(): Fixture {
    const league = footballLeagues.find((entry) => entry.id === this.plan.leagueId)!;
    const field: Competitor = {
      id: `${league.id}-field`,
      name: { en: `${league.name.en}: champion of the day`, th: `${league.name.th}: แชมป์ประจำวัน` },
    };
    return {
      eventId: this.plan.eventId,
      sport: 'football',
      competitionId: league.id,
      competitionName: league.name,
      tier: league.tier,
      home: field,
      away: field,
      startTime: new Date(Math.min(...this.plan.matches.map((match) => match.startTime))).toISOString(),
      competitors: this.plan.competitors,
    };
  }

  private eventState(): EventState {
    return {
      status: this.status,
      matchStatus: this.status === eventStatuses.notStarted ? 'NS' : 'LIVE',
      clockSeconds: 0,
      score: { home: 0, away: 0 },
      periodScores: [],
    };
  }

  private market(open: boolean): FeedMarket {
    const league = footballLeagues.find((entry) => entry.id === this.plan.leagueId)!;
    const fair = this.plan.competitors.map((club) => ({
      id: club.id,
      probability: this.chances.get(club.id) ?? 0,
      pushProbability: 0,
    }));
    const odds = oddsWithMargin(fair, marginOf(this.context.margins, 'football', league.tier, 'outright'), 'power');
    return {
      type: 'outright',
      specifiers: '',
      status: open ? marketStatuses.active : marketStatuses.suspended,
      isMainLine: true,
      outcomes: fair.map((outcome, index) => {
        const milli = toLadder(odds[index]!);
        const active = outcome.probability > 0 && milli !== undefined && milli < 1_000_000;
        return { id: outcome.id, oddsMilli: milli ?? 1_010, probability: outcome.probability, active };
      }),
    };
  }

  private settle(at: number, winner: string): void {
    this.status = eventStatuses.ended;
    this.publishOdds(at, 'live', this.eventState(), []);
    this.publishSettlement(at, 'live', { sport: 'outright', winner }, () => true);
    this.status = eventStatuses.closed;
    this.publishOdds(at, 'live', this.eventState(), []);
    this.closed = true;
  }
}
