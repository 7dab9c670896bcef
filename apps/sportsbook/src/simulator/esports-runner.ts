import { betStopReasons, eventStatuses, type EventState } from '../domain/sportsbook-model.js';
import type { Fixture } from '../feed/feed-messages.js';
import {
  isKillTitle,
  killMapDistribution,
  mapStrength,
  playEsportsSeries,
  priceEsports,
  roundMapDistribution,
  seriesDistribution,
  type MapPlay,
  type SeriesPlan,
  type Side,
} from './esports.js';
import { EventRunner } from './event-runner.js';
import type { RunnerContext } from './football-runner.js';
import { createSeededStream } from './seeded-stream.js';

const second = 1_000;
const minute = 60 * second;

/** How a series is shown; none of it changes a result (decision 0059). */
export const esportsPresentation = {
  roundSeconds: { cs2: 100, valorant: 105 } as Record<string, number>,
  /** Betting stays open this long at the start of each round (the buy phase), then stops until it ends. */
  buySeconds: 15,
  breakMinutes: { from: 5, count: 6 },
  teamfightChancePerMinute: 0.15,
  teamfightSeconds: { from: 20, count: 21 },
} as const;

export class EsportsRunner extends EventRunner {
  private status: EventState['status'] = eventStatuses.notStarted;
  private maps: MapPlay[] = [];
  private current = { number: 1, home: 0, away: 0, elapsedMinutes: 0, startedAt: 0, inPlay: false };
  private suspendedUntil = 0;

  constructor(
    readonly plan: SeriesPlan,
    publishAt: number,
    private readonly context: RunnerContext,
  ) {
    super(plan.eventId, 'esports', plan.day, publishAt, context.results);
    this.at(publishAt, () => {
      this.publishFixture(publishAt, 'NEW');
      this.publishOdds(publishAt, 'pre', this.eventState(publishAt), this.price());
    });
    this.at(plan.startTime, () => this.begin());
  }

  fixture(): Fixture {
    const { plan } = this;
    return {
      eventId: plan.eventId,
      sport: 'esports',
      discipline: plan.title,
      competitionId: plan.competitionId,
      competitionName: plan.competitionName,
      tier: plan.tier,
      home: { id: plan.home.id, name: plan.home.name },
      away: { id: plan.away.id, name: plan.away.name },
      startTime: new Date(plan.startTime).toISOString(),
      format: { bestOf: plan.bestOf },
    };
  }

  private won() {
    const won = { home: 0, away: 0 };
    for (const map of this.maps) won[map.winner] += 1;
    return won;
  }

  private eventState(at: number): EventState {
    const won = this.won();
    const periodScores = this.maps.map((map, index) => ({
      period: `MAP_${index + 1}`,
      home: map.winner === 'home' ? 1 : 0,
      away: map.winner === 'away' ? 1 : 0,
    }));
    if (this.current.inPlay) {
      periodScores.push({ period: `MAP_${this.current.number}`, home: this.current.home, away: this.current.away });
    }
    const started = this.status !== eventStatuses.notStarted;
    return {
      status: this.status,
      matchStatus: !started
        ? 'NS'
        : this.current.inPlay
          ? `MAP_${this.current.number}`
          : this.status === eventStatuses.live
            ? 'BETWEEN_MAPS'
            : 'ENDED',
      clockSeconds: this.current.inPlay ? Math.max(0, Math.floor((at - this.current.startedAt) / second)) : 0,
      score: won,
      periodScores,
    };
  }

  private price() {
    const { plan } = this;
    const won = this.won();
    const previous: Side | undefined = this.maps.at(-1)?.winner;
    const mapNumber = this.current.number;
    const strength = mapStrength(plan.title, plan.ratingDifference, mapNumber, plan.bestOf, previous);
    const kills = isKillTitle(plan.title);
    const map = kills
      ? killMapDistribution(strength, this.current.home + this.current.away, this.current.elapsedMinutes)
      : roundMapDistribution(plan.title, strength, this.current.home, this.current.away);
    let homeChance: number | undefined;
    if (this.current.inPlay) {
      homeChance = 0;
      for (const entry of map.values()) homeChance += entry.home;
    }
    const finals = seriesDistribution(plan, won, previous, homeChance);
    return priceEsports(plan, finals, mapNumber, map, { margins: this.context.margins, tier: plan.tier });
  }

  private reprice(at: number, suspended = false) {
    this.publishOdds(at, 'live', this.eventState(at), this.price(), suspended);
  }

  private stop(at: number, until: number, reason: (typeof betStopReasons)[keyof typeof betStopReasons]) {
    if (at >= this.suspendedUntil) this.publishBetStop(at, 'live', ['all'], reason);
    if (until > this.suspendedUntil) {
      this.suspendedUntil = until;
      this.at(until, () => {
        if (this.current.inPlay && until >= this.suspendedUntil) this.reprice(until);
      });
    }
  }

  private begin(): void {
    const { plan } = this;
    const play = playEsportsSeries(this.context.seedOf(), this.eventId, plan);
    const presentation = createSeededStream(this.context.seedOf(), `${this.eventId}:play`);
    this.status = eventStatuses.live;
    let at = plan.startTime;
    play.forEach((map, index) => {
      const mapStart = at;
      const mapNumber = index + 1;
      this.at(mapStart, () => {
        this.current = { number: mapNumber, home: 0, away: 0, elapsedMinutes: 0, startedAt: mapStart, inPlay: true };
        this.suspendedUntil = 0;
        this.reprice(mapStart);
      });
      let end: number;
      if (map.rounds) {
        const roundLength = (esportsPresentation.roundSeconds[plan.title] ?? 100) * second;
        map.rounds.forEach((side, roundIndex) => {
          const roundStart = mapStart + roundIndex * roundLength;
          const roundEnd = roundStart + roundLength;
          this.at(roundStart + esportsPresentation.buySeconds * second, () =>
            this.stop(roundStart + esportsPresentation.buySeconds * second, roundEnd, betStopReasons.roundEnd),
          );
          if (roundIndex < map.rounds!.length - 1) {
            this.at(roundEnd, () => {
              this.current = { ...this.current, [side]: this.current[side] + 1 };
            });
          }
        });
        end = mapStart + map.rounds.length * roundLength;
      } else {
        const duration = map.durationMinutes!;
        const killTimes = Array.from({ length: map.total }, () => presentation.int(duration * 60)).sort(
          (a, b) => a - b,
        );
        for (const killSecond of killTimes) {
          const side: Side = presentation.uniform() < 0.5 ? 'home' : 'away';
          this.at(mapStart + killSecond * second, () => {
            this.current = { ...this.current, [side]: this.current[side] + 1 };
          });
        }
        for (let minuteIndex = 1; minuteIndex < duration; minuteIndex += 1) {
          const tick = mapStart + minuteIndex * minute;
          this.at(tick, () => {
            this.current = { ...this.current, elapsedMinutes: minuteIndex };
            if (tick >= this.suspendedUntil) this.reprice(tick);
          });
          if (presentation.uniform() < esportsPresentation.teamfightChancePerMinute) {
            const fightAt = tick + presentation.int(60) * second;
            const length =
              esportsPresentation.teamfightSeconds.from + presentation.int(esportsPresentation.teamfightSeconds.count);
            if (fightAt < mapStart + duration * minute) {
              this.at(fightAt, () => this.stop(fightAt, fightAt + length * second, betStopReasons.dangerousAttack));
            }
          }
        }
        end = mapStart + duration * minute;
      }
      const last = index === play.length - 1;
      this.at(end, () => this.endMap(end, map, last));
      at =
        end +
        (esportsPresentation.breakMinutes.from + presentation.int(esportsPresentation.breakMinutes.count)) * minute;
    });
  }

  private endMap(at: number, map: MapPlay, last: boolean): void {
    const mapNumber = this.current.number;
    this.publishBetStop(at, 'live', ['all'], betStopReasons.mapEnd);
    this.maps.push(map);
    this.suspendedUntil = 0;
    const facts = {
      sport: 'esports' as const,
      bestOf: this.plan.bestOf,
      maps: this.maps.map(({ winner, total }) => ({ winner, total })),
    };
    if (last) {
      this.current = { ...this.current, inPlay: false };
      this.status = eventStatuses.ended;
      this.publishOdds(at, 'live', this.eventState(at), []);
      this.publishSettlement(at, 'live', facts, () => true);
      this.status = eventStatuses.closed;
      this.publishOdds(at, 'live', this.eventState(at), []);
      this.closed = true;
      return;
    }
    this.current = { number: mapNumber + 1, home: 0, away: 0, elapsedMinutes: 0, startedAt: at, inPlay: false };
    this.reprice(at);
    const ofThisMap = new RegExp(`(^|\\|)mapnr=${mapNumber}(\\||$)`);
    this.publishSettlement(at, 'live', facts, (market) => ofThisMap.test(market.specifiers));
  }
}
