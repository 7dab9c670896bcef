import { betStopReasons, eventStatuses, type EventState } from '../domain/sportsbook-model.js';
import type { Fixture } from '../feed/feed-messages.js';
import { EventRunner, type ResultsFunction } from './event-runner.js';
import {
  cardFactor,
  footballConstants,
  minuteWeight,
  playFootballMatch,
  type FootballPlay,
  type Side,
} from './football-process.js';
import { kickOffState, priceFootball, type FootballState } from './football-pricing.js';
import type { FootballFixturePlan } from './football-world.js';
import type { MarginTable } from './margins.js';
import { createSeededStream } from './seeded-stream.js';

/** How the feed shows play (decision 0059): none of these timings changes a result. */
export const footballPresentation = {
  /** Share of goals that come at the end of a dangerous attack the feed announced with a bet stop. */
  goalsAfterDanger: 0.9,
  /** Dangerous attacks that end without a goal, per expected goal of the attacking side. */
  dangerPerGoal: 8,
  dangerSeconds: { from: 5, count: 16 },
  goalSuspensionSeconds: 20,
  cardSuspensionSeconds: 20,
} as const;

const minute = 60_000;
const second = 1_000;

export type RunnerContext = {
  seedOf: () => string;
  margins: MarginTable;
  results: ResultsFunction;
};

export class FootballRunner extends EventRunner {
  private state: FootballState = { ...kickOffState };
  private play: FootballPlay | undefined;
  private suspendedUntil = 0;
  private halfStart = 0;
  private status: EventState['status'] = eventStatuses.notStarted;

  constructor(
    readonly plan: FootballFixturePlan,
    publishAt: number,
    private readonly context: RunnerContext,
  ) {
    super(plan.eventId, 'football', plan.day, publishAt, context.results);
    this.at(publishAt, () => {
      this.publishFixture(publishAt, 'NEW');
      this.publishOdds(publishAt, 'pre', this.eventState(publishAt), this.price());
    });
    this.at(plan.startTime, () => this.kickOff());
  }

  fixture(): Fixture {
    const { plan } = this;
    return {
      eventId: plan.eventId,
      sport: 'football',
      competitionId: plan.leagueId,
      competitionName: plan.leagueName,
      tier: plan.tier,
      home: { id: plan.home.id, name: plan.home.name },
      away: { id: plan.away.id, name: plan.away.name },
      startTime: new Date(plan.startTime).toISOString(),
      format: { halves: 2, halfMinutes: 45 },
    };
  }

  private price() {
    return priceFootball(this.plan.model, this.state, { margins: this.context.margins, tier: this.plan.tier });
  }

  private eventState(at: number): EventState {
    const { phase, score } = this.state;
    const elapsed = Math.max(0, Math.floor((at - this.halfStart) / second));
    const clockSeconds =
      phase === '1H'
        ? elapsed
        : phase === '2H'
          ? 45 * 60 + elapsed
          : phase === 'pre'
            ? 0
            : phase === 'HT'
              ? 45 * 60
              : 90 * 60;
    const halfTime = this.state.halfTimeScore;
    const periodScores = [];
    if (phase !== 'pre') {
      const first = halfTime ?? score;
      periodScores.push({ period: '1H', home: first.home, away: first.away });
      if (halfTime && (phase === '2H' || phase === 'FT')) {
        periodScores.push({ period: '2H', home: score.home - halfTime.home, away: score.away - halfTime.away });
      }
    }
    return {
      status: this.status,
      matchStatus: phase === 'pre' ? 'NS' : phase,
      clockSeconds,
      score: { ...score },
      periodScores,
      redCards: { ...this.state.cards },
    };
  }

  private reprice(at: number, suspended = false): void {
    this.publishOdds(at, 'live', this.eventState(at), this.price(), suspended);
  }

  private stopBetting(at: number, seconds: number, reason: (typeof betStopReasons)[keyof typeof betStopReasons]) {
    if (at >= this.suspendedUntil) this.publishBetStop(at, 'live', ['all'], reason);
    const until = at + seconds * second;
    if (until > this.suspendedUntil) {
      this.suspendedUntil = until;
      this.at(until, () => {
        if (this.state.phase !== '1H' && this.state.phase !== '2H') return;
        if (until >= this.suspendedUntil) this.reprice(until);
      });
    }
  }

  private kickOff(): void {
    const start = this.plan.startTime;
    this.play = playFootballMatch(this.context.seedOf(), this.eventId, this.plan.model);
    this.status = eventStatuses.live;
    this.state = { ...kickOffState, phase: '1H' };
    this.halfStart = start;
    this.reprice(start);
    const play = this.play;
    const secondHalfStart = start + (45 + play.firstStoppage) * minute + footballConstants.halfTimeMinutes * minute;
    this.scheduleHalf(1, start, play);
    this.at(start + (45 + play.firstStoppage) * minute, () =>
      this.halfTime(start + (45 + play.firstStoppage) * minute),
    );
    this.at(secondHalfStart, () => {
      this.state = { ...this.state, phase: '2H', minutesPlayed: 0 };
      this.halfStart = secondHalfStart;
      this.reprice(secondHalfStart);
    });
    this.scheduleHalf(2, secondHalfStart, play);
    const end = secondHalfStart + (45 + play.secondStoppage) * minute;
    this.at(end, () => this.fullTime(end));
  }

  /** Lays out one half's moments; presentation draws come from the event's own `play` stream, in this order. */
  private scheduleHalf(half: 1 | 2, halfStart: number, play: FootballPlay): void {
    const presentation = createSeededStream(this.context.seedOf(), `${this.eventId}:play:${half}`);
    const minutes = 45 + (half === 1 ? play.firstStoppage : play.secondStoppage);
    const cards = { home: 0, away: 0 };
    for (const incident of play.incidents)
      if (incident.kind === 'red_card' && incident.half < half) cards[incident.side] += 1;
    for (let index = 0; index < minutes; index += 1) {
      const minuteStart = halfStart + index * minute;
      if (index > 0) {
        this.at(minuteStart, () => {
          this.state = { ...this.state, minutesPlayed: index };
          if (index === 45) {
            this.state =
              half === 1
                ? { ...this.state, firstStoppage: play.firstStoppage }
                : { ...this.state, secondStoppage: play.secondStoppage };
          }
          if (minuteStart >= this.suspendedUntil) this.reprice(minuteStart);
        });
      }
      const incidents = play.incidents.filter((incident) => incident.half === half && incident.minuteIndex === index);
      let lastSecond = -1;
      const goalSeconds = incidents
        .filter((incident) => incident.kind === 'goal')
        .map(() => presentation.int(60))
        .sort((a, b) => a - b);
      let goalIndex = 0;
      for (const incident of incidents) {
        if (incident.kind === 'goal') {
          const goalAt = minuteStart + goalSeconds[goalIndex]! * second;
          goalIndex += 1;
          lastSecond = Math.max(lastSecond, (goalAt - minuteStart) / second);
          const announced = presentation.uniform() < footballPresentation.goalsAfterDanger;
          const length =
            footballPresentation.dangerSeconds.from + presentation.int(footballPresentation.dangerSeconds.count);
          const dangerAt = Math.max(halfStart, goalAt - length * second);
          if (announced) {
            this.at(dangerAt, () =>
              this.stopBetting(dangerAt, (goalAt - dangerAt) / second, betStopReasons.dangerousAttack),
            );
          }
          this.at(goalAt, () => this.goal(goalAt, incident.side));
        } else {
          const cardSecond = lastSecond + 1 + presentation.int(Math.max(1, 59 - lastSecond));
          const cardAt = minuteStart + Math.min(59, cardSecond) * second;
          const side = incident.side;
          this.at(cardAt, () => {
            this.stopBetting(cardAt, footballPresentation.cardSuspensionSeconds, betStopReasons.possibleRedCard);
            this.state = { ...this.state, cards: { ...this.state.cards, [side]: this.state.cards[side] + 1 } };
            this.reprice(cardAt, true);
          });
        }
      }
      for (const side of ['home', 'away'] as const) {
        const expected = side === 'home' ? this.plan.model.homeExpectedGoals : this.plan.model.awayExpectedGoals;
        const factor = side === 'home' ? cardFactor(cards.home, cards.away) : cardFactor(cards.away, cards.home);
        const chance = Math.min(
          0.5,
          footballPresentation.dangerPerGoal * expected * minuteWeight(half, index) * factor,
        );
        if (presentation.uniform() < chance) {
          const dangerAt = minuteStart + presentation.int(60) * second;
          const length =
            footballPresentation.dangerSeconds.from + presentation.int(footballPresentation.dangerSeconds.count);
          this.at(dangerAt, () => this.stopBetting(dangerAt, length, betStopReasons.dangerousAttack));
        }
      }
      for (const incident of incidents) if (incident.kind === 'red_card') cards[incident.side] += 1;
    }
  }

  private goal(at: number, side: Side): void {
    this.stopBetting(at, footballPresentation.goalSuspensionSeconds, betStopReasons.possibleGoal);
    this.state = { ...this.state, score: { ...this.state.score, [side]: this.state.score[side] + 1 } };
    this.reprice(at, true);
  }

  private halfTime(at: number): void {
    const play = this.play!;
    this.suspendedUntil = 0;
    this.state = {
      ...this.state,
      phase: 'HT',
      minutesPlayed: 0,
      firstStoppage: play.firstStoppage,
      halfTimeScore: { ...play.halfTime },
    };
    this.reprice(at);
    this.publishSettlement(at, 'live', { sport: 'football', halfTime: play.halfTime }, (market) =>
      market.type.startsWith('1h_'),
    );
  }

  private fullTime(at: number): void {
    const play = this.play!;
    this.suspendedUntil = 0;
    this.publishBetStop(at, 'live', ['all'], betStopReasons.matchEnded);
    this.status = eventStatuses.ended;
    this.state = { ...this.state, phase: 'FT', secondStoppage: play.secondStoppage };
    this.publishOdds(at, 'live', this.eventState(at), []);
    this.publishSettlement(
      at,
      'live',
      { sport: 'football', halfTime: play.halfTime, fullTime: play.fullTime },
      () => true,
    );
    this.status = eventStatuses.closed;
    this.publishOdds(at, 'live', this.eventState(at), []);
    this.closed = true;
  }
}
