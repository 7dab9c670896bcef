import { betStopReasons, eventStatuses, type EventState } from '../domain/sportsbook-model.js';
import type { Fixture } from '../feed/feed-messages.js';
import { cockfightArena, fightPhases, playFight, priceFight, type FightPlan, type FightResult } from './cockfight.js';
import { EventRunner } from './event-runner.js';
import type { RunnerContext } from './football-runner.js';
import { createSeededStream } from './seeded-stream.js';

const second = 1_000;

export class CockfightRunner extends EventRunner {
  private matchStatus = 'BETTING_OPEN';
  private status: EventState['status'] = eventStatuses.notStarted;
  private result: FightResult | undefined;

  constructor(
    readonly plan: FightPlan,
    publishAt: number,
    private readonly context: RunnerContext,
  ) {
    super(plan.eventId, 'cockfight', plan.day, publishAt, context.results);
    const start = plan.startTime;
    this.at(publishAt, () => {
      this.publishFixture(publishAt, 'NEW');
      this.odds(publishAt, true);
    });
    this.at(start + fightPhases.lastCallAfterSeconds * second, () => {
      this.matchStatus = 'LAST_CALL';
      this.odds(start + fightPhases.lastCallAfterSeconds * second, true);
    });
    const closedAt = start + fightPhases.closedAfterSeconds * second;
    this.at(closedAt, () => {
      this.publishBetStop(closedAt, 'live', ['all'], betStopReasons.lastCall);
      this.matchStatus = 'CLOSED';
      this.status = eventStatuses.live;
      this.odds(closedAt, false);
    });
    const fightingAt = start + fightPhases.fightingAfterSeconds * second;
    this.at(fightingAt, () => {
      this.result = playFight(this.context.seedOf(), this.eventId, plan.meronChance);
      this.matchStatus = 'FIGHTING';
      this.odds(fightingAt, false);
      const length = createSeededStream(this.context.seedOf(), `${this.eventId}:play`).int(
        fightPhases.fightSeconds.count,
      );
      const endAt = fightingAt + (fightPhases.fightSeconds.from + length) * second;
      this.at(endAt, () => this.finish(endAt));
    });
  }

  fixture(): Fixture {
    const { plan } = this;
    return {
      eventId: plan.eventId,
      sport: 'cockfight',
      discipline: cockfightArena.id,
      competitionId: cockfightArena.id,
      competitionName: cockfightArena.name,
      tier: cockfightArena.tier,
      home: plan.meron,
      away: plan.wala,
      startTime: new Date(plan.startTime).toISOString(),
      fightNumber: plan.fightNumber,
    };
  }

  private eventState(): EventState {
    const winner = this.result;
    return {
      status: this.status,
      matchStatus: this.matchStatus,
      clockSeconds: 0,
      score: { home: winner === 'meron' ? 1 : 0, away: winner === 'wala' ? 1 : 0 },
      periodScores: [],
    };
  }

  private odds(at: number, open: boolean): void {
    this.publishOdds(at, open ? 'pre' : 'live', this.eventState(), [
      priceFight(this.plan.meronChance, this.context.margins, open),
    ]);
  }

  private finish(at: number): void {
    const result = this.result!;
    if (result === 'cancelled') {
      this.matchStatus = 'CANCELLED';
      this.status = eventStatuses.cancelled;
      this.publishCancel(at, 'EVENT_CANCELLED');
      this.publishOdds(at, 'live', this.eventState(), []);
    } else {
      this.matchStatus = 'RESULT';
      this.status = eventStatuses.ended;
      this.publishOdds(at, 'live', this.eventState(), []);
      this.publishSettlement(at, 'live', { sport: 'cockfight', winner: result }, () => true);
      this.status = eventStatuses.closed;
      this.publishOdds(at, 'live', this.eventState(), []);
    }
    this.closed = true;
  }
}
