import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { StreamMarket } from '../api/player-api.js';
import type { EventStatus, MarketKey, MatchFacts, SportKey, VoidReason } from '../domain/sportsbook-model.js';
import { eventStatuses, marketStatuses } from '../domain/sportsbook-model.js';
import type { LiveDelivery } from '../live/live-bus.js';
import { betStopGroupOf } from '../markets/market-catalogue.js';
import { resultsOf } from '../markets/market-results.js';
import { marketKeyOf } from '../markets/specifiers.js';
import {
  events,
  feedProducers,
  marketCancels,
  marketOddsVersions,
  marketResults,
  markets,
  seedCommitments,
} from '../store/feed.tables.js';
import type { SportsbookDatabase, SportsbookTransaction } from '../store/sportsbook-database.js';
import type {
  Alive,
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMessage,
  FeedOutcome,
  FeedProducer,
  FeedSource,
  FixtureChange,
  OddsChange,
  RollbackBetSettlement,
  SeedCommitment,
} from './feed-messages.js';

/** The window of a `bet_cancel`: only bets placed inside it are void; both ends open means every bet. */
export type CancelWindow = { start?: Date; end?: Date };

/**
 * What the book does once a result, a rollback or a cancel is committed (the tickets part implements them). They
 * run after the feed's transaction committed, one at a time per event in commit order, in a lane of their own so a
 * settlement of many tickets never holds the feed up (or its heartbeat: a late `alive` would suspend markets). So a crash between the commit and the hook loses the call: each
 * hook must be idempotent (settle once per result version) and the tickets part must also catch up by scanning
 * `market_results` and `market_cancels` for what its tickets have not yet seen (on start and periodically). A hook
 * that throws is logged and left to that scan.
 */
export type FeedHooks = {
  onMarketsSettled(eventId: string, marketKeys: MarketKey[]): Promise<void>;
  onSettlementRolledBack(eventId: string, marketKeys: MarketKey[]): Promise<void>;
  onMarketsCancelled(eventId: string, marketKeys: MarketKey[], window: CancelWindow, reason: VoidReason): Promise<void>;
};

export const noFeedHooks: FeedHooks = {
  onMarketsSettled: () => Promise.resolve(),
  onSettlementRolledBack: () => Promise.resolve(),
  onMarketsCancelled: () => Promise.resolve(),
};

export type FeedLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
const silentLog: FeedLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What became of one message: `duplicate` and `gap` are dropped (a gap asks for a snapshot). */
export type ApplyOutcome = 'applied' | 'duplicate' | 'gap' | 'unknown_event' | 'ignored';

export type FeedConsumerOptions = {
  database: SportsbookDatabase;
  hooks?: FeedHooks;
  publish?: (delivery: LiveDelivery) => void;
  now?: () => Date;
  /** A producer is down after this long without `alive` (reference §2.7: 20 s). */
  producerDownAfterMs?: number;
  /** How often the heartbeat is checked once a source is attached. */
  heartbeatCheckMs?: number;
  log?: FeedLog;
};

/** Events that are over: nothing the feed says re-opens a market of theirs (fifasports UAT #49). */
const finishedStatuses = new Set<EventStatus>([
  eventStatuses.ended,
  eventStatuses.closed,
  eventStatuses.cancelled,
  eventStatuses.abandoned,
]);
/** Only an audited operator action moves an event out of these. */
const terminalStatuses = new Set<EventStatus>([eventStatuses.closed, eventStatuses.cancelled, eventStatuses.abandoned]);
/** The event status after the feed proposes one: closed, cancelled and abandoned stay; ended only closes. */
export function nextEventStatus(current: EventStatus, proposed: EventStatus): EventStatus {
  if (terminalStatuses.has(current)) return current;
  if (current === eventStatuses.ended) {
    return terminalStatuses.has(proposed) ? proposed : current;
  }
  return proposed;
}

type EventRow = { lastSeq: number; status: EventStatus; sport: SportKey };

type Effects = {
  deliveries: LiveDelivery[];
  settled: MarketKey[];
  rolledBack: MarketKey[];
  cancelled?: { marketKeys: MarketKey[]; window: CancelWindow; reason: VoidReason };
};

/** Who set a result or a void: the feed, or a named operator with a reason (decision 0064). */
export type ResultOrigin = { source: 'feed' } | { source: 'operator'; operator: string; reason: string };
const feedOrigin: ResultOrigin = { source: 'feed' };
const originColumns = (
  origin: ResultOrigin,
): { source: 'feed' | 'operator'; operatorName: string | null; reason: string | null } =>
  origin.source === 'feed'
    ? { source: 'feed', operatorName: null, reason: null }
    : { source: 'operator', operatorName: origin.operator, reason: origin.reason };

/** What an operator's settlement did: the markets it settled and those it resettled (a different result). */
export type OperatorSettlement = { settledMarkets: MarketKey[]; resettledMarkets: MarketKey[] };

/**
 * `live`: in order or dropped; `snapshot`: a recovery, taken at or above the last seq; `restart`: the first snapshot
 * of a newly attached source, taken whatever its seq (a restarted source may number from 1 again) and setting it.
 */
type Mode = 'live' | 'snapshot' | 'restart';

const streamMarketOf = (row: {
  marketKey: string;
  status: number;
  oddsVersion: number;
  isMainLine: boolean;
  outcomes: FeedOutcome[];
}): StreamMarket => ({
  key: row.marketKey,
  status: row.status,
  oddsVersion: row.oddsVersion,
  isMainLine: row.isMainLine,
  outcomes: row.outcomes.map((outcome) => ({ id: outcome.id, oddsMilli: outcome.oddsMilli, active: outcome.active })),
});

/**
 * Applies the feed to the store (decision 0060). Each message is one transaction that locks its event's row, so the
 * messages of one event apply in order even across processes; `seq` at or below the event's last is a repeat and
 * is dropped, one past it is applied, further on is a gap: the message is dropped and a snapshot asked for, whose
 * messages carry the event's current `seq` and are taken when at or above it. Hooks and live updates follow the
 * commit.
 */
export function createFeedConsumer(options: FeedConsumerOptions) {
  const { database } = options;
  const hooks = options.hooks ?? noFeedHooks;
  const publish = options.publish ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silentLog;
  const downAfterMs = options.producerDownAfterMs ?? 20_000;
  /** Producers whose markets stay suspended until a snapshot; mirrored in `feed_producers.down_since`. */
  const downProducers = new Set<FeedProducer>();
  const lanes = new Map<string, Promise<unknown>>();
  /** Hooks run in their own lane per event: in order, but a long settlement never holds the feed up. */
  const hookLanes = new Map<string, Promise<unknown>>();
  let source: FeedSource | undefined;
  let recovery: Promise<void> | undefined;
  let recoverAgain = false;
  let restartPending = false;
  let loaded: Promise<void> | undefined;

  function load() {
    loaded ??= (async () => {
      const rows = await database.db
        .select({ producer: feedProducers.producer })
        .from(feedProducers)
        .where(sql`${feedProducers.downSince} is not null`);
      for (const row of rows) downProducers.add(row.producer);
    })();
    return loaded;
  }

  /** One message at a time per event (and one lane for producers and seeds), in arrival order. */
  function inLane<Result>(
    key: string,
    work: () => Promise<Result>,
    queues: Map<string, Promise<unknown>> = lanes,
  ): Promise<Result> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  function afterCommit(eventId: string, effects: Effects) {
    for (const delivery of effects.deliveries) publish(delivery);
    const calls: [string, () => Promise<void>][] = [];
    // A rollback re-opens the tickets the new result then settles again: an operator's resettlement sends both.
    if (effects.rolledBack.length > 0)
      calls.push(['onSettlementRolledBack', () => hooks.onSettlementRolledBack(eventId, effects.rolledBack)]);
    if (effects.settled.length > 0)
      calls.push(['onMarketsSettled', () => hooks.onMarketsSettled(eventId, effects.settled)]);
    const cancelled = effects.cancelled;
    if (cancelled)
      calls.push([
        'onMarketsCancelled',
        () => hooks.onMarketsCancelled(eventId, cancelled.marketKeys, cancelled.window, cancelled.reason),
      ]);
    const done: Promise<void>[] = [];
    for (const [name, call] of calls) {
      const ran = inLane(
        eventId,
        async () => {
          try {
            await call();
          } catch (error) {
            // The tickets part's catch-up scan finds what this call would have done.
            log.error({ eventId, hook: name, error: (error as Error).message }, 'feed hook failed; left to the scan');
          }
        },
        hookLanes,
      );
      done.push(ran);
    }
    return Promise.all(done);
  }

  async function apply(message: FeedMessage, mode: Mode = 'live'): Promise<ApplyOutcome> {
    await load();
    if (message.type === 'alive') return inLane('#producers', () => applyAlive(message));
    if (message.type === 'seed_commitment') return inLane('#seeds', () => applySeed(message));
    const outcome = await inLane(message.eventId, async () => {
      const { outcome, effects } = await database.transaction((transaction) =>
        applyEventMessage(transaction, message, mode),
      );
      if (outcome === 'applied') void afterCommit(message.eventId, effects);
      return outcome;
    });
    if ((outcome === 'gap' || outcome === 'unknown_event') && mode === 'live') {
      // One line per recovery, not one per message dropped while it runs.
      if (!recovery)
        log.warn({ eventId: message.eventId, seq: message.seq, outcome }, 'feed gap: asking for a snapshot');
      void recover();
    }
    return outcome;
  }

  async function applyEventMessage(
    transaction: SportsbookTransaction,
    message: Exclude<FeedMessage, Alive | SeedCommitment>,
    mode: Mode,
  ): Promise<{ outcome: ApplyOutcome; effects: Effects }> {
    const effects: Effects = { deliveries: [], settled: [], rolledBack: [] };
    if (message.type === 'fixture_change') {
      await transaction
        .insert(events)
        .values({ ...fixtureColumns(message), lastSeq: 0, periodScores: [] })
        .onConflictDoNothing();
    }
    const [event] = await transaction
      .select({ lastSeq: events.lastSeq, status: events.status, sport: events.sport })
      .from(events)
      .where(eq(events.eventId, message.eventId))
      .for('update');
    if (!event) return { outcome: 'unknown_event', effects };
    const repeat =
      mode === 'restart' ? false : mode === 'snapshot' ? message.seq < event.lastSeq : message.seq <= event.lastSeq;
    if (repeat) return { outcome: 'duplicate', effects };
    if (mode === 'live' && event.lastSeq > 0 && message.seq > event.lastSeq + 1) return { outcome: 'gap', effects };
    await transaction
      .update(events)
      .set({ lastSeq: message.seq, updatedAt: now() })
      .where(eq(events.eventId, message.eventId));
    switch (message.type) {
      case 'fixture_change':
        await applyFixture(transaction, message, event, effects);
        break;
      case 'odds_change':
        await applyOdds(transaction, message, event, mode, effects);
        break;
      case 'bet_stop':
        await applyBetStop(transaction, message, event, effects);
        break;
      case 'bet_settlement':
        await applySettlement(transaction, message, event, effects);
        break;
      case 'rollback_bet_settlement':
        await applyRollback(transaction, message, event, effects);
        break;
      case 'bet_cancel':
        await applyCancel(transaction, message, event, effects);
        break;
    }
    return { outcome: 'applied', effects };
  }

  function fixtureColumns(message: FixtureChange) {
    const { fixture } = message;
    return {
      eventId: message.eventId,
      sport: fixture.sport,
      discipline: fixture.discipline ?? null,
      competitionId: fixture.competitionId,
      competitionName: fixture.competitionName,
      tier: fixture.tier,
      home: fixture.home,
      away: fixture.away,
      competitors: fixture.competitors ?? null,
      startTime: new Date(fixture.startTime),
      format: fixture.format ?? null,
      fightNumber: fixture.fightNumber ?? null,
    };
  }

  async function applyFixture(
    transaction: SportsbookTransaction,
    message: FixtureChange,
    event: EventRow,
    effects: Effects,
  ) {
    const { eventId: _eventId, ...columns } = fixtureColumns(message);
    await transaction.update(events).set(columns).where(eq(events.eventId, message.eventId));
    if (message.changeType === 'CANCELLED') {
      const status = nextEventStatus(event.status, eventStatuses.cancelled);
      await transaction.update(events).set({ status }).where(eq(events.eventId, message.eventId));
      // The feed's bet_cancel voids the bets; until it comes, nothing more may be taken.
      await suspendWhere(
        transaction,
        message.eventId,
        event.sport,
        sql`${markets.status} = ${marketStatuses.active}`,
        'cancelled',
        effects,
      );
    }
  }

  /** Suspends the event's markets that match, each with a new odds version; answers how many. */
  async function suspendWhere(
    transaction: SportsbookTransaction,
    eventId: string,
    sport: SportKey,
    condition: ReturnType<typeof sql>,
    reason: 'bet_stop' | 'producer_down' | 'cancelled',
    effects: Effects,
  ) {
    const changed = await transaction
      .update(markets)
      .set({
        status: marketStatuses.suspended,
        oddsVersion: sql`${markets.oddsVersion} + 1`,
        updatedAt: now(),
      })
      .where(and(eq(markets.eventId, eventId), condition))
      .returning();
    await recordVersions(transaction, changed, reason);
    if (changed.length > 0)
      effects.deliveries.push({
        message: { type: 'markets', eventId, sport, reason, markets: changed.map(streamMarketOf) },
      });
    return changed.length;
  }

  async function recordVersions(
    transaction: SportsbookTransaction,
    rows: (typeof markets.$inferSelect)[],
    reason: string,
  ) {
    if (rows.length === 0) return;
    await transaction
      .insert(marketOddsVersions)
      .values(
        rows.map((row) => ({
          eventId: row.eventId,
          marketKey: row.marketKey,
          version: row.oddsVersion,
          status: row.status,
          isMainLine: row.isMainLine,
          outcomes: row.outcomes,
          reason,
          at: now(),
        })),
      )
      .onConflictDoNothing();
  }

  async function applyOdds(
    transaction: SportsbookTransaction,
    message: OddsChange,
    event: EventRow,
    mode: Mode,
    effects: Effects,
  ) {
    const state = message.eventState;
    const status = nextEventStatus(event.status, state.status);
    await transaction
      .update(events)
      .set({
        status,
        // A closed event keeps its last reported state: a late message does not rewind its clock or score.
        ...(terminalStatuses.has(event.status)
          ? {}
          : {
              matchStatus: state.matchStatus,
              clockSeconds: state.clockSeconds,
              scoreHome: state.score.home,
              scoreAway: state.score.away,
              periodScores: state.periodScores,
              redCards: state.redCards ?? null,
              producer: message.producer,
            }),
      })
      .where(eq(events.eventId, message.eventId));
    const [stateRow] = await transaction.select().from(events).where(eq(events.eventId, message.eventId));
    if (stateRow)
      effects.deliveries.push({
        message: {
          type: 'event',
          eventId: message.eventId,
          sport: event.sport,
          status: stateRow.status,
          live: stateRow.status === eventStatuses.live || stateRow.status === eventStatuses.suspended,
          matchStatus: stateRow.matchStatus,
          clockSeconds: stateRow.clockSeconds,
          score: { home: stateRow.scoreHome, away: stateRow.scoreAway },
        },
      });
    if (message.markets.length === 0) return;
    const finished = finishedStatuses.has(status);
    // A producer that went quiet keeps its markets suspended until a snapshot (reference §2.7).
    const producerDown = mode === 'live' ? downProducers.has(message.producer) : staleProducers.has(message.producer);
    const rows = message.markets.map((market) => {
      const capped = (finished || producerDown) && market.status === marketStatuses.active;
      return {
        eventId: message.eventId,
        marketKey: marketKeyOf(market.type, market.specifiers),
        type: market.type,
        specifiers: market.specifiers,
        status: capped ? marketStatuses.suspended : market.status,
        oddsVersion: 1,
        isMainLine: market.isMainLine,
        producer: message.producer,
        betStopGroups: [betStopGroupOf(market.type, market.specifiers)],
        outcomes: market.outcomes.map((outcome) => ({
          id: outcome.id,
          oddsMilli: outcome.oddsMilli,
          probability: outcome.probability,
          pushProbability: outcome.pushProbability ?? 0,
          active: outcome.active,
        })),
        updatedAt: now(),
      };
    });
    // An operator's suspension holds: the feed's ACTIVE leaves such a market suspended (decision 0063).
    const heldStatus = sql`case when ${markets.operatorSuspended} and excluded.status = ${marketStatuses.active}
      then ${marketStatuses.suspended} else excluded.status end`;
    const changed = await transaction
      .insert(markets)
      .values(rows)
      .onConflictDoUpdate({
        target: [markets.eventId, markets.marketKey],
        set: {
          status: heldStatus,
          isMainLine: sql`excluded.is_main_line`,
          outcomes: sql`excluded.outcomes`,
          producer: sql`excluded.producer`,
          oddsVersion: sql`${markets.oddsVersion} + 1`,
          updatedAt: sql`excluded.updated_at`,
        },
        // Nothing changes on a repeat of the same prices, and a settled or cancelled market keeps its end.
        setWhere: sql`${markets.status} not in (${marketStatuses.settled}, ${marketStatuses.cancelled})
          and (${markets.status}, ${markets.isMainLine}, ${markets.outcomes})
            is distinct from (${heldStatus}, excluded.is_main_line, excluded.outcomes)`,
      })
      .returning();
    await recordVersions(transaction, changed, message.reason ?? 'model');
    if (changed.length > 0)
      effects.deliveries.push({
        message: {
          type: 'markets',
          eventId: message.eventId,
          sport: event.sport,
          reason: 'odds',
          markets: changed.map(streamMarketOf),
        },
      });
  }

  async function applyBetStop(transaction: SportsbookTransaction, message: BetStop, event: EventRow, effects: Effects) {
    // Only ACTIVE markets stop; inactive, settled and cancelled ones keep their status (reference §2.4).
    const inGroups = message.groups.includes('all')
      ? sql`true`
      : sql`${markets.betStopGroups} && string_to_array(${message.groups.join(',')}, ',')`;
    await suspendWhere(
      transaction,
      message.eventId,
      event.sport,
      sql`${markets.status} = ${marketStatuses.active} and ${inGroups}`,
      'bet_stop',
      effects,
    );
  }

  async function marketsByKey(transaction: SportsbookTransaction, eventId: string, keys: MarketKey[]) {
    if (keys.length === 0) return new Map<MarketKey, typeof markets.$inferSelect>();
    const rows = await transaction
      .select()
      .from(markets)
      .where(and(eq(markets.eventId, eventId), inArray(markets.marketKey, keys)))
      .for('update');
    return new Map(rows.map((row) => [row.marketKey, row]));
  }

  async function applySettlement(
    transaction: SportsbookTransaction,
    message: BetSettlement,
    event: EventRow,
    effects: Effects,
    origin: ResultOrigin = feedOrigin,
  ) {
    await transaction.update(events).set({ facts: message.facts }).where(eq(events.eventId, message.eventId));
    const keyed = message.markets.map((market) => ({ key: marketKeyOf(market.type, market.specifiers), market }));
    const existing = await marketsByKey(
      transaction,
      message.eventId,
      keyed.map((entry) => entry.key),
    );
    const current = await currentResults(transaction, message.eventId, [...existing.keys()]);
    const settledRows: (typeof markets.$inferSelect)[] = [];
    for (const { key, market } of keyed) {
      const row = existing.get(key);
      if (!row) {
        log.warn({ eventId: message.eventId, marketKey: key }, 'settlement for a market the book never priced');
        continue;
      }
      if (row.status === marketStatuses.cancelled) continue;
      const result = current.get(key);
      if (result && sameResults(result.outcomes, market.outcomes)) {
        // The same result again (a confirmation, certainty 1 then 2): no new version, only the certainty rises.
        if (message.certainty > result.certainty)
          await transaction
            .update(marketResults)
            .set({ certainty: message.certainty })
            .where(
              and(
                eq(marketResults.eventId, message.eventId),
                eq(marketResults.marketKey, key),
                eq(marketResults.resultVersion, result.resultVersion),
              ),
            );
        continue;
      }
      const resultVersion = row.resultVersion + 1;
      await transaction.insert(marketResults).values({
        eventId: message.eventId,
        marketKey: key,
        resultVersion,
        certainty: message.certainty,
        outcomes: market.outcomes,
        facts: message.facts,
        seq: message.seq,
        settledAt: now(),
        ...originColumns(origin),
      });
      const [updated] = await transaction
        .update(markets)
        .set({
          status: marketStatuses.settled,
          resultVersion,
          oddsVersion: sql`${markets.oddsVersion} + 1`,
          updatedAt: now(),
        })
        .where(and(eq(markets.eventId, message.eventId), eq(markets.marketKey, key)))
        .returning();
      if (updated) settledRows.push(updated);
      effects.settled.push(key);
    }
    await recordVersions(transaction, settledRows, 'settled');
    if (settledRows.length > 0)
      effects.deliveries.push({
        message: {
          type: 'markets',
          eventId: message.eventId,
          sport: event.sport,
          reason: 'settled',
          markets: settledRows.map(streamMarketOf),
        },
      });
  }

  async function applyRollback(
    transaction: SportsbookTransaction,
    message: RollbackBetSettlement,
    event: EventRow,
    effects: Effects,
  ) {
    const keys = message.markets.map((market) => marketKeyOf(market.type, market.specifiers));
    const current = await currentResults(transaction, message.eventId, keys);
    const rolledBack: (typeof markets.$inferSelect)[] = [];
    for (const key of keys) {
      const result = current.get(key);
      if (!result) continue;
      await transaction
        .update(marketResults)
        .set({ rolledBackAt: now() })
        .where(
          and(
            eq(marketResults.eventId, message.eventId),
            eq(marketResults.marketKey, key),
            eq(marketResults.resultVersion, result.resultVersion),
          ),
        );
      // Suspended, not active: the event is over, so no late odds re-open it; the next result settles it again.
      const [updated] = await transaction
        .update(markets)
        .set({ status: marketStatuses.suspended, oddsVersion: sql`${markets.oddsVersion} + 1`, updatedAt: now() })
        .where(and(eq(markets.eventId, message.eventId), eq(markets.marketKey, key)))
        .returning();
      if (updated) rolledBack.push(updated);
      effects.rolledBack.push(key);
    }
    await recordVersions(transaction, rolledBack, 'rolled_back');
    if (rolledBack.length > 0)
      effects.deliveries.push({
        message: {
          type: 'markets',
          eventId: message.eventId,
          sport: event.sport,
          reason: 'rolled_back',
          markets: rolledBack.map(streamMarketOf),
        },
      });
  }

  async function applyCancel(
    transaction: SportsbookTransaction,
    message: BetCancel,
    event: EventRow,
    effects: Effects,
    origin: ResultOrigin = feedOrigin,
  ) {
    const keys = message.markets.map((market) => marketKeyOf(market.type, market.specifiers));
    const existing = await marketsByKey(transaction, message.eventId, keys);
    const known = keys.filter((key) => existing.has(key));
    if (known.length === 0) return;
    const window: CancelWindow = {
      ...(message.startTime ? { start: new Date(message.startTime) } : {}),
      ...(message.endTime ? { end: new Date(message.endTime) } : {}),
    };
    await transaction
      .insert(marketCancels)
      .values(
        known.map((marketKey) => ({
          eventId: message.eventId,
          marketKey,
          seq: message.seq,
          windowStart: window.start ?? null,
          windowEnd: window.end ?? null,
          voidReason: message.voidReason,
          cancelledAt: now(),
          ...originColumns(origin),
        })),
      )
      .onConflictDoNothing();
    // Without a window every bet is void and the market is over; with one, only the bets inside it are.
    if (!window.start && !window.end) {
      const cancelled = await transaction
        .update(markets)
        .set({ status: marketStatuses.cancelled, oddsVersion: sql`${markets.oddsVersion} + 1`, updatedAt: now() })
        .where(and(eq(markets.eventId, message.eventId), inArray(markets.marketKey, known)))
        .returning();
      await recordVersions(transaction, cancelled, 'cancelled');
      effects.deliveries.push({
        message: {
          type: 'markets',
          eventId: message.eventId,
          sport: event.sport,
          reason: 'cancelled',
          markets: cancelled.map(streamMarketOf),
        },
      });
    }
    effects.cancelled = { marketKeys: known, window, reason: message.voidReason };
  }

  async function applyAlive(message: Alive): Promise<ApplyOutcome> {
    const at = now();
    await database.db
      .insert(feedProducers)
      .values({ producer: message.producer, lastAliveAt: at, subscribed: message.subscribed, updatedAt: at })
      .onConflictDoUpdate({
        target: feedProducers.producer,
        set: { lastAliveAt: at, subscribed: message.subscribed, updatedAt: at },
      });
    if (!message.subscribed) await markDown([message.producer]);
    else if (downProducers.has(message.producer)) void recover();
    return 'applied';
  }

  async function applySeed(message: SeedCommitment): Promise<ApplyOutcome> {
    const [existing] = await database.db
      .select()
      .from(seedCommitments)
      .where(and(eq(seedCommitments.sport, message.sport), eq(seedCommitments.day, message.day)));
    if (existing && existing.seedHash !== message.seedHash) {
      // A commitment is never replaced: that would be choosing the results after the bets.
      log.error({ sport: message.sport, day: message.day }, 'a different seed hash for a committed day was refused');
      return 'ignored';
    }
    if (message.seed !== undefined && createHash('sha256').update(message.seed).digest('hex') !== message.seedHash) {
      log.error({ sport: message.sport, day: message.day }, 'a revealed seed does not match its hash; refused');
      return 'ignored';
    }
    if (!existing) {
      await database.db
        .insert(seedCommitments)
        .values({
          sport: message.sport,
          day: message.day,
          seedHash: message.seedHash,
          seed: message.seed ?? null,
          committedAt: new Date(message.at),
          revealedAt: message.seed ? new Date(message.at) : null,
        })
        .onConflictDoNothing();
    } else if (message.seed && !existing.seed) {
      await database.db
        .update(seedCommitments)
        .set({ seed: message.seed, revealedAt: new Date(message.at) })
        .where(and(eq(seedCommitments.sport, message.sport), eq(seedCommitments.day, message.day)));
    } else {
      return 'duplicate';
    }
    publish({ message: { type: 'fairness' } });
    return 'applied';
  }

  /** Suspends every ACTIVE market the producers priced and records them down until a snapshot. */
  async function markDown(producers: FeedProducer[]) {
    const fresh = producers.filter((producer) => !downProducers.has(producer));
    if (fresh.length === 0) return;
    for (const producer of fresh) downProducers.add(producer);
    const at = now();
    await database.db
      .update(feedProducers)
      .set({ downSince: at, updatedAt: at })
      .where(and(inArray(feedProducers.producer, fresh), isNull(feedProducers.downSince)));
    const affected = await database.db
      .selectDistinct({ eventId: markets.eventId, sport: events.sport })
      .from(markets)
      .innerJoin(events, eq(events.eventId, markets.eventId))
      .where(and(inArray(markets.producer, fresh), eq(markets.status, marketStatuses.active)));
    for (const { eventId, sport } of affected) {
      await inLane(eventId, async () => {
        const effects: Effects = { deliveries: [], settled: [], rolledBack: [] };
        await database.transaction(async (transaction) => {
          await transaction
            .select({ id: events.eventId })
            .from(events)
            .where(eq(events.eventId, eventId))
            .for('update');
          effects.deliveries = [];
          await suspendWhere(
            transaction,
            eventId,
            sport,
            sql`${markets.status} = ${marketStatuses.active} and ${inArray(markets.producer, fresh)}`,
            'producer_down',
            effects,
          );
        });
        void afterCommit(eventId, effects);
      });
    }
    log.warn({ producers: fresh }, 'feed producer down: its markets are suspended until a snapshot');
    void recover();
  }

  /** Marks down every producer silent for longer than the limit; answers the ones it marked. */
  async function checkProducers(): Promise<FeedProducer[]> {
    await load();
    const limit = new Date(now().getTime() - downAfterMs);
    const silent = await database.db
      .select({ producer: feedProducers.producer })
      .from(feedProducers)
      .where(
        and(
          isNull(feedProducers.downSince),
          or(lt(feedProducers.lastAliveAt, limit), eq(feedProducers.subscribed, false)),
        ),
      );
    const producers = silent.map((row) => row.producer);
    await markDown(producers);
    return producers;
  }

  /** Producers still silent when a snapshot starts: their markets come back suspended. */
  let staleProducers = new Set<FeedProducer>();

  /**
   * Replays the source's snapshot (one at a time; a request during one runs another after it), then brings back
   * the producers that were down and have spoken within the limit.
   */
  function recover(recoverOptions: { restart?: boolean } = {}): Promise<void> {
    if (recoverOptions.restart) restartPending = true;
    if (!source) return Promise.resolve();
    if (recovery) {
      recoverAgain = true;
      return recovery;
    }
    const from = source;
    recovery = (async () => {
      do {
        recoverAgain = false;
        const mode: Mode = restartPending ? 'restart' : 'snapshot';
        restartPending = false;
        const limit = new Date(now().getTime() - downAfterMs);
        const heartbeats = await database.db.select().from(feedProducers);
        staleProducers = new Set(
          heartbeats.filter((row) => row.lastAliveAt < limit || !row.subscribed).map((row) => row.producer),
        );
        try {
          await from.snapshot((message) => apply(message, mode).then(() => undefined));
        } catch (error) {
          if (mode === 'restart') restartPending = true;
          log.error({ error: (error as Error).message }, 'feed snapshot failed; the next gap or heartbeat retries');
          return;
        }
        const back = [...downProducers].filter((producer) => !staleProducers.has(producer));
        if (back.length > 0) {
          await database.db
            .update(feedProducers)
            .set({ downSince: null, updatedAt: now() })
            .where(inArray(feedProducers.producer, back));
          for (const producer of back) downProducers.delete(producer);
          log.info({ producers: back }, 'feed producer back after a snapshot');
        }
      } while (recoverAgain);
    })().finally(() => {
      recovery = undefined;
    });
    return recovery;
  }

  /**
   * Subscribes to a source: first a snapshot (the book may have missed anything while it was stopped), then every
   * message as it comes, and the heartbeat check. Answers the detach.
   */
  function attach(feed: FeedSource, attachOptions: { heartbeatCheckMs?: number } = {}): () => void {
    source = feed;
    const unsubscribe = feed.subscribe(async (message) => {
      try {
        await apply(message);
      } catch (error) {
        log.error(
          { type: message.type, error: (error as Error).message },
          'feed message failed; a snapshot will repair it',
        );
        void recover();
      }
    });
    const timer = setInterval(
      () => {
        checkProducers().catch((error: unknown) => {
          log.error({ error: (error as Error).message }, 'feed heartbeat check failed');
        });
      },
      attachOptions.heartbeatCheckMs ?? options.heartbeatCheckMs ?? 5_000,
    );
    timer.unref();
    // The source may have restarted (a new process, a takeover): its first snapshot is its state, whatever the seq.
    void recover({ restart: true });
    return () => {
      clearInterval(timer);
      unsubscribe();
      if (source === feed) source = undefined;
    };
  }

  /** Waits until every queued message, hook call and the running snapshot are done (tests and a graceful stop). */
  /**
   * An operator's result from typed facts (decision 0064): every market of the event the facts decide gets its result
   * through the same code a feed settlement takes; a market whose current result differs is rolled back first, so its
   * tickets re-open and settle again (a resettlement). It runs under the event's row lock like a feed message but
   * outside the feed's `seq`, so it works on any instance and never makes the feed's next message look like a repeat.
   * Resolves once the tickets' hooks have run. `undefined` when the event does not exist.
   */
  async function settleByOperator(input: {
    eventId: string;
    facts: MatchFacts;
    operator: string;
    reason: string;
  }): Promise<OperatorSettlement | undefined> {
    const origin: ResultOrigin = { source: 'operator', operator: input.operator, reason: input.reason };
    const applied = await inLane(input.eventId, async () => {
      const outcome = await database.transaction(async (transaction) => {
        const event = await lockEvent(transaction, input.eventId);
        if (!event) return undefined;
        const rows = await transaction.select().from(markets).where(eq(markets.eventId, input.eventId)).for('update');
        const decided = rows.flatMap((row) => {
          if (row.status === marketStatuses.cancelled) return [];
          const competitorIds = event.competitors?.map((competitor) => competitor.id);
          const outcomes = resultsOf(
            row.type,
            row.specifiers,
            input.facts,
            competitorIds ? { competitorIds } : undefined,
          );
          return outcomes ? [{ row, outcomes }] : [];
        });
        const current = await currentResults(
          transaction,
          input.eventId,
          decided.map((entry) => entry.row.marketKey),
        );
        const changed = decided.filter((entry) => {
          const result = current.get(entry.row.marketKey);
          return !result || !sameResults(result.outcomes, entry.outcomes);
        });
        const resettled = changed.filter((entry) => current.has(entry.row.marketKey));
        const effects: Effects = { deliveries: [], settled: [], rolledBack: [] };
        const header = {
          eventId: input.eventId,
          producer: 'live' as const,
          at: now().toISOString(),
          seq: event.lastSeq,
        };
        if (resettled.length > 0)
          await applyRollback(
            transaction,
            {
              ...header,
              type: 'rollback_bet_settlement',
              markets: resettled.map(({ row }) => ({ type: row.type, specifiers: row.specifiers })),
            },
            event,
            effects,
          );
        if (changed.length > 0)
          await applySettlement(
            transaction,
            {
              ...header,
              type: 'bet_settlement',
              certainty: 2,
              facts: input.facts,
              markets: changed.map(({ row, outcomes }) => ({ type: row.type, specifiers: row.specifiers, outcomes })),
            },
            event,
            effects,
            origin,
          );
        const resettledKeys = new Set(resettled.map(({ row }) => row.marketKey));
        return {
          effects,
          answer: {
            settledMarkets: effects.settled.filter((key) => !resettledKeys.has(key)),
            resettledMarkets: effects.settled.filter((key) => resettledKeys.has(key)),
          },
        };
      });
      return outcome;
    });
    if (!applied) return undefined;
    await afterCommit(input.eventId, applied.effects);
    return applied.answer;
  }

  /** An operator's void of an event's markets (all when none are named), through the feed's cancel path. */
  async function voidByOperator(input: {
    eventId: string;
    voidReason: VoidReason;
    marketKeys?: MarketKey[];
    operator: string;
    reason: string;
  }): Promise<{ voidedMarkets: MarketKey[] } | undefined> {
    const origin: ResultOrigin = { source: 'operator', operator: input.operator, reason: input.reason };
    const applied = await inLane(input.eventId, async () =>
      database.transaction(async (transaction) => {
        const event = await lockEvent(transaction, input.eventId);
        if (!event) return undefined;
        const rows = await transaction
          .select({ type: markets.type, specifiers: markets.specifiers, marketKey: markets.marketKey })
          .from(markets)
          .where(eq(markets.eventId, input.eventId));
        const chosen = rows.filter((row) => !input.marketKeys || input.marketKeys.includes(row.marketKey));
        const effects: Effects = { deliveries: [], settled: [], rolledBack: [] };
        await applyCancel(
          transaction,
          {
            eventId: input.eventId,
            producer: 'live',
            at: now().toISOString(),
            seq: event.lastSeq,
            type: 'bet_cancel',
            voidReason: input.voidReason,
            markets: chosen.map((row) => ({ type: row.type, specifiers: row.specifiers })),
          },
          event,
          effects,
          origin,
        );
        return { effects, voided: effects.cancelled?.marketKeys ?? [] };
      }),
    );
    if (!applied) return undefined;
    await afterCommit(input.eventId, applied.effects);
    return { voidedMarkets: applied.voided };
  }

  async function lockEvent(transaction: SportsbookTransaction, eventId: string) {
    const [event] = await transaction
      .select({
        lastSeq: events.lastSeq,
        status: events.status,
        sport: events.sport,
        competitors: events.competitors,
      })
      .from(events)
      .where(eq(events.eventId, eventId))
      .for('update');
    return event;
  }

  async function idle() {
    while (lanes.size > 0 || hookLanes.size > 0 || recovery) {
      await Promise.all([...lanes.values(), ...hookLanes.values(), recovery]);
    }
  }

  return {
    apply,
    settleByOperator,
    voidByOperator,
    attach,
    recover,
    checkProducers,
    idle,
    isProducerDown: (producer: FeedProducer) => downProducers.has(producer),
  };
}

export type FeedConsumer = ReturnType<typeof createFeedConsumer>;

type CurrentResult = {
  resultVersion: number;
  certainty: 1 | 2;
  outcomes: BetSettlement['markets'][number]['outcomes'];
};

/** Each market's current result: its latest version, unless that version was rolled back. */
async function currentResults(transaction: SportsbookTransaction, eventId: string, keys: MarketKey[]) {
  const current = new Map<MarketKey, CurrentResult>();
  if (keys.length === 0) return current;
  const rows = await transaction
    .select({
      marketKey: marketResults.marketKey,
      resultVersion: marketResults.resultVersion,
      certainty: marketResults.certainty,
      outcomes: marketResults.outcomes,
      rolledBackAt: marketResults.rolledBackAt,
    })
    .from(marketResults)
    .innerJoin(
      markets,
      and(
        eq(markets.eventId, marketResults.eventId),
        eq(markets.marketKey, marketResults.marketKey),
        eq(markets.resultVersion, marketResults.resultVersion),
      ),
    )
    .where(and(eq(marketResults.eventId, eventId), inArray(marketResults.marketKey, keys)));
  for (const row of rows) if (!row.rolledBackAt) current.set(row.marketKey, row);
  return current;
}

function sameResults(left: CurrentResult['outcomes'], right: CurrentResult['outcomes']) {
  const canonical = (outcomes: CurrentResult['outcomes']) =>
    JSON.stringify(
      [...outcomes]
        .sort((a, b) => a.outcomeId.localeCompare(b.outcomeId))
        .map((outcome) => [outcome.outcomeId, outcome.result, outcome.voidFactor ?? 0, outcome.deadHeatFactor ?? 1]),
    );
  return canonical(left) === canonical(right);
}
