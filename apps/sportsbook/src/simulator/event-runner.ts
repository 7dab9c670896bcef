import {
  marketStatuses,
  type BetStopReason,
  type EventState,
  type MarketType,
  type MatchFacts,
  type OutcomeResult,
  type SportKey,
  type Specifiers,
  type VoidReason,
} from '../domain/sportsbook-model.js';
import type { FeedMarket, FeedMessage, FeedProducer, Fixture } from '../feed/feed-messages.js';

/** The book's shared results function (markets/market-results.ts `resultsOf`), passed in so results have one source. */
export type ResultsFunction = (
  type: MarketType,
  specifiers: Specifiers,
  facts: MatchFacts,
  context?: { competitorIds?: string[] },
) => OutcomeResult[] | undefined;

type Moment = { at: number; order: number; run: () => void };

const keyOf = (market: { type: MarketType; specifiers: Specifiers }) =>
  market.specifiers === '' ? market.type : `${market.type}|${market.specifiers}`;

/**
 * One event's life as a queue of timed moments (simulated milliseconds). A moment changes the event's state and
 * writes messages; the feed asks for the next moment's time, runs it and delivers what it wrote. Nothing the book
 * does reaches a runner: its moments and draws are fixed by the seed and the schedule.
 */
export abstract class EventRunner {
  private sequence = 0;
  private order = 0;
  private readonly moments: Moment[] = [];
  private outbox: FeedMessage[] = [];
  /** Markets published and not yet settled, by market key, with their latest version. */
  protected readonly openMarkets = new Map<string, FeedMarket>();
  /** Every market ever offered and not yet settled: what a settlement must cover. */
  protected readonly unsettled = new Map<string, { type: MarketType; specifiers: Specifiers; outcomeIds: string[] }>();
  closed = false;

  protected constructor(
    readonly eventId: string,
    readonly sport: SportKey,
    readonly day: string,
    readonly publishAt: number,
    protected readonly results: ResultsFunction,
  ) {}

  abstract fixture(): Fixture;

  nextAt(): number | undefined {
    return this.moments[0]?.at;
  }

  /** Runs the earliest moment and returns the messages it wrote. */
  step(): FeedMessage[] {
    const moment = this.moments.shift();
    if (!moment) return [];
    moment.run();
    const written = this.outbox;
    this.outbox = [];
    return written;
  }

  /** Schedules a moment; one due before the event was published (the feed started mid-event) runs right after it. */
  protected at(time: number, run: () => void): void {
    const at = Math.max(time, this.publishAt);
    const moment = { at, order: (this.order += 1), run };
    let index = this.moments.length;
    while (index > 0 && this.moments[index - 1]!.at > at) index -= 1;
    this.moments.splice(index, 0, moment);
  }

  private base(at: number, producer: FeedProducer) {
    this.sequence += 1;
    return { eventId: this.eventId, producer, at: new Date(at).toISOString(), seq: this.sequence };
  }

  protected publishFixture(at: number, changeType: 'NEW' | 'DATETIME' | 'CANCELLED' | 'FORMAT'): void {
    this.outbox.push({ ...this.base(at, 'pre'), type: 'fixture_change', changeType, fixture: this.fixture() });
  }

  /**
   * Publishes the markets of the new state; a market open before and absent now (a line that moved away, the old
   * score's rest-of-match lines, pre-match lines at kick-off) goes out as inactive so the book stops taking it.
   */
  protected publishOdds(
    at: number,
    producer: FeedProducer,
    eventState: EventState,
    markets: FeedMarket[],
    suspended = false,
  ): void {
    const seen = new Set<string>();
    const published: FeedMarket[] = [];
    for (const market of markets) {
      const key = keyOf(market);
      seen.add(key);
      const version =
        suspended && market.status === marketStatuses.active ? { ...market, status: marketStatuses.suspended } : market;
      published.push(version);
      this.openMarkets.set(key, version);
      this.unsettled.set(key, {
        type: market.type,
        specifiers: market.specifiers,
        outcomeIds: market.outcomes.map((outcome) => outcome.id),
      });
    }
    for (const [key, market] of this.openMarkets) {
      if (seen.has(key)) continue;
      published.push({
        ...market,
        status: marketStatuses.inactive,
        isMainLine: false,
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, active: false })),
      });
      this.openMarkets.delete(key);
    }
    this.outbox.push({
      ...this.base(at, producer),
      type: 'odds_change',
      eventState,
      markets: published,
      reason: 'model',
    });
  }

  protected publishBetStop(at: number, producer: FeedProducer, groups: string[], reason: BetStopReason): void {
    this.outbox.push({ ...this.base(at, producer), type: 'bet_stop', groups, reason });
  }

  /** Voids every bet on every market offered (a cancelled fight, an abandoned series). */
  protected publishCancel(at: number, voidReason: VoidReason): void {
    const markets = [...this.unsettled.values()].map(({ type, specifiers }) => ({ type, specifiers }));
    this.unsettled.clear();
    this.openMarkets.clear();
    this.outbox.push({ ...this.base(at, 'live'), type: 'bet_cancel', voidReason, markets });
  }

  /** Settles every unsettled market the test accepts, with results from the shared function. */
  protected publishSettlement(
    at: number,
    producer: FeedProducer,
    facts: MatchFacts,
    which: (market: { type: MarketType; specifiers: Specifiers }) => boolean,
  ): void {
    const settled: { type: MarketType; specifiers: Specifiers; outcomes: OutcomeResult[] }[] = [];
    for (const [key, market] of this.unsettled) {
      if (!which(market)) continue;
      const outcomes = this.results(market.type, market.specifiers, facts, { competitorIds: market.outcomeIds });
      if (!outcomes) continue;
      settled.push({ type: market.type, specifiers: market.specifiers, outcomes });
      this.unsettled.delete(key);
      this.openMarkets.delete(key);
    }
    if (settled.length === 0) return;
    this.outbox.push({ ...this.base(at, producer), type: 'bet_settlement', certainty: 2, facts, markets: settled });
  }
}
