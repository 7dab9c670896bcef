import type { SportKey } from '../domain/sportsbook-model.js';
import { resultsOf } from '../markets/market-results.js';
import type { FeedMessage, FeedProducer, FeedSource, SeedCommitment } from '../feed/feed-messages.js';
import { businessDayOf, defaultTimeZone, instantOf, nextDayOf } from './business-day.js';
import type { DaySeedSource } from './day-seeds.js';
import type { EventRunner, ResultsFunction } from './event-runner.js';
import { cockfightDayPlan, fightSlotMinutes } from './cockfight.js';
import { CockfightRunner } from './cockfight-runner.js';
import { esportsDayPlan } from './esports.js';
import { EsportsRunner } from './esports-runner.js';
import { OutrightRunner, outrightPlans } from './football-outright.js';
import { FootballRunner } from './football-runner.js';
import { footballDayPlan } from './football-world.js';
import { defaultMarginTable, type MarginTable } from './margins.js';
import { seedHashOf } from './seeded-stream.js';
import { systemClock, type SimulatorClock } from './simulator-clock.js';

export type SimulatedFeedOptions = {
  /** Each sport's daily seed; must answer the same after a restart (see day-seeds.ts). */
  seeds: DaySeedSource;
  /** The book's results function; `resultsOf` of markets/market-results.ts unless a test passes another. */
  results?: ResultsFunction;
  clock?: SimulatorClock;
  /** Time compression: simulated milliseconds per wall millisecond. 60 plays a 90-minute match in under 2 minutes. */
  speed?: number;
  /** The margins, or a function answering the table in force at each price (an operator's changes, decision 0067). */
  margins?: MarginTable | (() => MarginTable);
  /** Awaited before each pump: the book reloads the operator's margins here, so the pump's prices carry them. */
  beforePump?: () => Promise<void>;
  /** The brand's time zone: business days (and so day seeds) run midnight to midnight in it. */
  timeZone?: string;
  sports?: readonly SportKey[];
  /** How far ahead fixtures are published (the Early tab), in days. */
  horizonDays?: number;
  /** Simulated time the world starts at; the clock's now by default. */
  origin?: number;
  /** Wall milliseconds between two pumps of the simulated world. */
  tickMilliseconds?: number;
  onHandlerError?: (error: unknown, message: FeedMessage) => void;
};

export type SimulatedFeed = FeedSource & {
  start(): void;
  stop(): Promise<void>;
  /** Waits until the pumps started so far are done. */
  idle(): Promise<void>;
  /** The simulated time now. */
  now(): number;
  /** Plays every moment due up to a simulated time (the clock calls it; a test may call it directly). */
  runUntil(simulatedTime: number): Promise<void>;
  /**
   * Moves the simulated world ahead of its clock by up to `milliseconds` (the end-to-end test controls, decision
   * 0076), one simulated minute per pump so the heartbeat still gets its turn between them, and stops right after
   * the moment whose messages `stopAfter` picks. Answers the simulated time reached and whether it stopped there.
   * The world then keeps its pace from that time: nothing played is replayed, nothing due is skipped.
   */
  jump(milliseconds: number, stopAfter?: (message: FeedMessage) => boolean): Promise<{ at: number; stopped: boolean }>;
};

export const aliveIntervalMilliseconds = 10_000;
/** The sports the simulator runs, all of them unless `sports` narrows it. */
export const simulatedSports: readonly SportKey[] = ['football', 'esports', 'cockfight'];
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;
/** Fights are announced an hour ahead: the arena's card, not an Early tab. */
const cockfightHorizon = hour;
const producers: FeedProducer[] = ['pre', 'live'];
/** The longest the feed delivers messages without letting the process read its sockets. */
const turnEveryMilliseconds = 10;
/** The most simulated time one pump of a jump plays. */
const jumpStepMilliseconds = minute;

type Pending = { at: number; order: number; message: FeedMessage };
type DayBook = { sport: SportKey; day: string; runners: Set<EventRunner>; commitAt: number; revealAt?: number };

/**
 * The simulated feed (decision 0059): plans each sport's days from the public schedule, runs every event's moments
 * in simulated time order and delivers the messages one by one to each subscriber, awaiting each. Seeds are
 * committed with the day's first fixture and revealed when the day is over and its last event closed.
 */
export function createSimulatedFeed(options: SimulatedFeedOptions): SimulatedFeed {
  const clock = options.clock ?? systemClock;
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new RangeError('speed must be positive');
  const fixedMargins = typeof options.margins === 'function' ? undefined : (options.margins ?? defaultMarginTable);
  const marginsNow = typeof options.margins === 'function' ? options.margins : () => fixedMargins ?? defaultMarginTable;
  const timeZone = options.timeZone ?? defaultTimeZone;
  const sports = options.sports ?? simulatedSports;
  const horizon = (options.horizonDays ?? 2) * day;
  const wallOrigin = clock.now();
  const origin = options.origin ?? wallOrigin;
  const handlers = new Set<(message: FeedMessage) => Promise<void>>();
  const onHandlerError =
    options.onHandlerError ??
    ((error: unknown, message: FeedMessage) => console.error('sportsbook feed handler failed', message.type, error));

  const runners = new Set<EventRunner>();
  const days = new Map<string, DayBook>();
  const pending: Pending[] = [];
  let pendingOrder = 0;
  let plannedThrough = '';
  const snapshotState = new Map<
    string,
    { fixture?: FeedMessage; settlements: FeedMessage[]; odds?: FeedMessage; stop?: FeedMessage }
  >();
  const commitments = new Map<string, SeedCommitment>();
  let chain: Promise<void> = Promise.resolve();
  const stops: (() => void)[] = [];

  const seedOf = (sport: SportKey, date: string) => options.seeds(sport, date);

  function queue(at: number, message: FeedMessage) {
    pending.push({ at, order: (pendingOrder += 1), message });
    pending.sort((a, b) => a.at - b.at || a.order - b.order);
  }

  function planDay(sport: SportKey, date: string) {
    const key = `${sport}:${date}`;
    if (days.has(key)) return;
    const book: DayBook = { sport, day: date, runners: new Set(), commitAt: Infinity };
    const context = {
      seedOf: () => seedOf(sport, date),
      // Read at each price, so a runner's next price carries the margins in force then.
      get margins() {
        return marginsNow();
      },
      results: options.results ?? resultsOf,
    };
    const add = (runner: EventRunner) => {
      book.runners.add(runner);
      book.commitAt = Math.min(book.commitAt, runner.publishAt);
    };
    // An event that ended before the world started is not replayed; one in play is, from its start.
    if (sport === 'football') {
      const plans = footballDayPlan(date, timeZone);
      for (const plan of plans) {
        if (plan.startTime + 2 * hour < origin) continue;
        add(new FootballRunner(plan, Math.max(origin, plan.startTime - horizon), context));
      }
      for (const outright of outrightPlans(date, plans)) {
        const first = Math.min(...outright.matches.map((match) => match.startTime));
        // An outright is only offered from before its first kick-off.
        if (first <= origin) continue;
        add(new OutrightRunner(outright, Math.max(origin, first - horizon), context));
      }
    } else if (sport === 'esports') {
      for (const plan of esportsDayPlan(date, timeZone)) {
        if (plan.startTime + 6 * hour < origin) continue;
        add(new EsportsRunner(plan, Math.max(origin, plan.startTime - Math.min(horizon, day)), context));
      }
    } else if (sport === 'cockfight') {
      for (const plan of cockfightDayPlan(date, timeZone)) {
        if (plan.startTime + fightSlotMinutes * minute < origin) continue;
        add(new CockfightRunner(plan, Math.max(origin, plan.startTime - Math.min(horizon, cockfightHorizon)), context));
      }
    }
    days.set(key, book);
    if (book.runners.size === 0) return;
    for (const runner of book.runners) runners.add(runner);
    queue(book.commitAt, {
      type: 'seed_commitment',
      sport,
      day: date,
      seedHash: seedHashOf(seedOf(sport, date)),
      at: new Date(book.commitAt).toISOString(),
    });
  }

  /** Plans every day whose fixtures are published by `until`. */
  function planThrough(until: number) {
    const last = businessDayOf(until + horizon, timeZone);
    let date = plannedThrough === '' ? businessDayOf(origin - day, timeZone) : nextDayOf(plannedThrough);
    while (date <= last) {
      for (const sport of sports) planDay(sport, date);
      plannedThrough = date;
      date = nextDayOf(date);
    }
  }

  let lastTurn = performance.now();
  async function deliver(message: FeedMessage) {
    remember(message);
    for (const handler of [...handlers]) {
      try {
        await handler(message);
      } catch (error) {
        onHandlerError(error, message);
      }
    }
    // The embedded database answers in microtasks, so a long run of messages (the first pump publishes days of
    // fixtures; a fast simulator plays many moments per pump) would otherwise keep the process from reading any
    // request, its health check included, until the run is over: the event loop turns every few milliseconds.
    if (performance.now() - lastTurn >= turnEveryMilliseconds) {
      await new Promise((resolve) => setImmediate(resolve));
      lastTurn = performance.now();
    }
  }

  function remember(message: FeedMessage) {
    if (message.type === 'seed_commitment') {
      commitments.set(`${message.sport}:${message.day}`, message);
      return;
    }
    if (message.type === 'alive') return;
    const entry = snapshotState.get(message.eventId) ?? { settlements: [] };
    if (message.type === 'fixture_change') entry.fixture = message;
    else if (message.type === 'odds_change') {
      entry.odds = message;
      entry.stop = undefined;
    } else if (message.type === 'bet_stop') entry.stop = message;
    else if (message.type === 'bet_settlement') entry.settlements.push(message);
    snapshotState.set(message.eventId, entry);
  }

  function closeDayIfDone(book: DayBook, closedAt: number) {
    if (book.revealAt !== undefined) return;
    for (const runner of book.runners) if (!runner.closed) return;
    const dayEnd = instantOf(nextDayOf(book.day), 0, timeZone);
    book.revealAt = Math.max(dayEnd, closedAt);
    const seed = seedOf(book.sport, book.day);
    queue(book.revealAt, {
      type: 'seed_commitment',
      sport: book.sport,
      day: book.day,
      seedHash: seedHashOf(seed),
      seed,
      at: new Date(book.revealAt).toISOString(),
    });
  }

  /** Answers the time of the moment `stopAfter` picked, where it stopped, if it did. */
  async function runUntil(until: number, stopAfter?: (message: FeedMessage) => boolean): Promise<number | undefined> {
    if (options.beforePump) await options.beforePump();
    planThrough(until);
    for (;;) {
      let next: EventRunner | undefined;
      let nextAt = Infinity;
      for (const runner of runners) {
        const at = runner.nextAt();
        if (at !== undefined && (at < nextAt || (at === nextAt && next && runner.eventId < next.eventId))) {
          next = runner;
          nextAt = at;
        }
      }
      const first = pending[0];
      if (first && first.at <= until && first.at <= nextAt) {
        pending.shift();
        await deliver(first.message);
        continue;
      }
      if (!next || nextAt > until) break;
      let picked = false;
      for (const message of next.step()) {
        await deliver(message);
        if (stopAfter?.(message)) picked = true;
      }
      if (next.closed || next.nextAt() === undefined) {
        runners.delete(next);
        if (next.closed) snapshotState.delete(next.eventId);
        const book = days.get(`${next.sport}:${next.day}`);
        if (book) closeDayIfDone(book, nextAt);
      }
      if (picked) return nextAt;
    }
    return undefined;
  }

  /** How far jumps moved the world ahead of its clock. */
  let jumped = 0;
  const simulatedNow = () => origin + (clock.now() - wallOrigin) * speed + jumped;
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work, work);
    return chain;
  };

  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async snapshot(handler) {
      // Taken at once and without waiting for the pump: a subscriber may ask for a snapshot from inside its handler.
      const replay: FeedMessage[] = [...commitments.values()];
      for (const entry of snapshotState.values()) {
        if (entry.fixture) replay.push(entry.fixture);
        replay.push(...entry.settlements);
        if (entry.odds) replay.push(entry.odds);
        if (entry.stop) replay.push(entry.stop);
      }
      for (const message of replay) await handler(message);
    },
    start() {
      const pump = async () => void (await runUntil(simulatedNow()));
      void enqueue(pump);
      stops.push(clock.every(options.tickMilliseconds ?? 1000, () => enqueue(pump)));
      stops.push(
        clock.every(aliveIntervalMilliseconds, () =>
          enqueue(async () => {
            const at = new Date(simulatedNow()).toISOString();
            for (const producer of producers) await deliver({ type: 'alive', producer, at, subscribed: true });
          }),
        ),
      );
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
      await chain;
    },
    idle: () => chain,
    now: simulatedNow,
    runUntil: (until) => enqueue(async () => void (await runUntil(until))),
    async jump(milliseconds, stopAfter) {
      let left = milliseconds;
      for (;;) {
        let stopped = false;
        await enqueue(async () => {
          const from = simulatedNow();
          const step = Math.min(left, jumpStepMilliseconds);
          const pickedAt = await runUntil(from + step, stopAfter);
          const reached = pickedAt ?? from + step;
          // The world's now becomes the moment reached, the wall time this pump took included.
          jumped += reached - simulatedNow();
          left -= reached - from;
          stopped = pickedAt !== undefined;
        });
        if (stopped || left <= 0) return { at: simulatedNow(), stopped };
      }
    },
  };
}
